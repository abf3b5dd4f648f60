import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';
import { IconButton } from './IconButton';
import * as styles from './Modal.css';
import { uiText } from './text';
import { useFocusTrap } from './useFocusTrap';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Dialog title (its accessible name). */
  title: ReactNode;
  children: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Static backdrop: neither Escape nor a click outside closes the dialog. */
  static?: boolean;
  /** Hides the close button in the header (the footer must then offer a way out). */
  hideCloseButton?: boolean;
  closeLabel?: string;
  /** Portal target (default document.body); embeds pass their shadow root's container. */
  container?: Element | DocumentFragment;
}

function ModalDialog({
  onClose,
  title,
  children,
  footer,
  size = 'md',
  static: isStatic = false,
  hideCloseButton = false,
  closeLabel = uiText.close,
}: Omit<ModalProps, 'open' | 'container'>) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const trapTab = useFocusTrap(dialogRef);

  useEffect(() => {
    const { body } = document;
    const overflow = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = overflow;
    };
  }, []);

  return (
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (!isStatic && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(styles.dialog, styles.size[size])}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            if (!isStatic) onClose();
            return;
          }
          trapTab(event);
        }}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {!hideCloseButton && <IconButton icon="x" label={closeLabel} size="sm" onClick={onClose} />}
        </div>
        <div className={styles.body}>{children}</div>
        {footer != null && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}

/** Modal dialog in a portal: focus trapped inside and restored on close. */
export function Modal({ open, container, ...dialog }: ModalProps) {
  if (!open) return null;
  return createPortal(<ModalDialog {...dialog} />, container ?? document.body);
}
