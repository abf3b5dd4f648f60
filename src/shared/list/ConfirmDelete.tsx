import { common } from '../i18n/messages';
import type { Mutation } from '../swr/useMutation';
import { ConfirmDialog } from '../ui';

export interface ConfirmDeleteProps<T> {
  /** The row to delete; null keeps the dialog closed. */
  item: T | null;
  title: string;
  /** The question, naming the row. */
  message: (item: T) => string;
  /** The delete call: the dialog spins while it runs and closes once it answered (a refusal shows as an alert). */
  remove: Mutation<[T], unknown>;
  onClose: () => void;
}

/** A list's « Supprimer » confirmation for one of its rows. */
export function ConfirmDelete<T>({ item, title, message, remove, onClose }: ConfirmDeleteProps<T>) {
  const confirm = async () => {
    if (item === null) return;
    await remove.run(item);
    onClose();
  };
  return <ConfirmDialog open={item !== null} danger busy={remove.busy} title={title} message={item === null ? '' : message(item)} confirmLabel={common.delete} onCancel={onClose} onConfirm={confirm} />;
}
