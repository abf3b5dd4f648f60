import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { focusableIn } from './focusable';

/** True when nothing has the focus (the focused element was removed or disabled: the page's body gets it). */
function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/**
 * Where the focus goes when a dialog closes with nothing to give it back to (it opened by itself, or its
 * opener is gone or disabled now, e.g. « Envoyer à l’ANTS » once sent): the dialog still open beneath it,
 * else the page's main content (the shell's <main> is focusable by script), never the body.
 */
function fallbackTarget(): HTMLElement | null {
  const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]');
  return dialogs[dialogs.length - 1] ?? document.querySelector<HTMLElement>('main');
}

/**
 * While mounted: moves focus into `ref` (first focusable element, else the container) and
 * gives it back to the previously focused element on unmount (else to fallbackTarget()). When an action inside takes its own
 * button away (removed or disabled, e.g. « Marquer réalisé » once done), the focus comes back to the
 * container instead of falling to the body, where Escape and Tab would no longer reach the dialog.
 * Returns the keydown handler that keeps Tab and Shift+Tab inside the container.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!container.contains(document.activeElement)) (focusableIn(container)[0] ?? container).focus();
    const observer = new MutationObserver(() => {
      if (focusLost()) container.focus();
    });
    observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'inert'] });
    return () => {
      observer.disconnect();
      if (previous?.isConnected) previous.focus();
      if (focusLost()) fallbackTarget()?.focus();
    };
  }, [ref]);

  return (event: KeyboardEvent<HTMLElement>) => {
    const container = ref.current;
    if (event.key !== 'Tab' || !container) return;
    const focusable = focusableIn(container);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === container)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
