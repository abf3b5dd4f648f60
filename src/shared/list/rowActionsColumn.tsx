import type { ReactNode } from 'react';
import { common } from '../i18n/messages';
import { IconButton, Inline, type TableColumn } from '../ui';

export interface RowActions<T> {
  header: string;
  /** The row's name, in the buttons' accessible labels (« Modifier : TVA normale »). */
  name: (row: T) => string;
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
  /** Buttons before « Modifier » and « Supprimer ». */
  extra?: (row: T) => ReactNode;
  width?: string;
}

/** A list's last column: a row's own buttons, then « Modifier » and « Supprimer » (icons named for screen readers). */
export function rowActionsColumn<T>({ header, name, onEdit, onDelete, extra, width = '6rem' }: RowActions<T>): TableColumn<T> {
  return {
    key: 'actions',
    header,
    align: 'end',
    width,
    render: (row) => (
      <Inline gap="xxs" justify="end">
        {extra?.(row)}
        {onEdit && <IconButton icon="edit" size="sm" label={`${common.edit} : ${name(row)}`} onClick={() => onEdit(row)} />}
        {onDelete && <IconButton icon="trash" size="sm" label={`${common.delete} : ${name(row)}`} onClick={() => onDelete(row)} />}
      </Inline>
    ),
  };
}
