import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import { uiText } from './text';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Destructive action: the confirm button is red. */
  danger?: boolean;
  /** The action is running: confirm shows a spinner and the dialog cannot be dismissed. */
  busy?: boolean;
}

/** Asks the user to confirm an action. */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel = uiText.confirm,
  cancelLabel = uiText.cancel,
  danger = false,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      static={busy}
      hideCloseButton={busy}
      footer={
        <>
          <Button tone="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button tone={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
    </Modal>
  );
}
