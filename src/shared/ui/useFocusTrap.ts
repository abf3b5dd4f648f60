import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { focusableIn } from './focusable';

/**
 * While mounted: moves focus into `ref` (first focusable element, else the container) and
 * gives it back to the previously focused element on unmount. Returns the keydown handler
 * that keeps Tab and Shift+Tab inside the container.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!container.contains(document.activeElement)) (focusableIn(container)[0] ?? container).focus();
    return () => {
      if (previous?.isConnected) previous.focus();
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
