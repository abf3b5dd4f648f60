import { useState, type ReactNode } from 'react';
import { PLANNING_CONFIGURATION } from '../../../shared/auth/permission-groups';
import { useCan } from '../../../shared/auth/usePermissions';
import { ConfirmDelete } from '../../../shared/list/ConfirmDelete';
import { ListTable } from '../../../shared/list/ListTable';
import { rowActionsColumn } from '../../../shared/list/rowActionsColumn';
import type { ListController } from '../../../shared/list/useListController';
import type { Mutation } from '../../../shared/swr/useMutation';
import { Button, EmptyState, PageHeader, SearchInput, Toolbar, type IconName, type TableColumn } from '../../../shared/ui';

/** The texts a material list screen shows (`materialsMessages.resources` or `.types`). */
export interface MaterialListTexts {
  title: string;
  subtitle: string;
  create: string;
  searchLabel: string;
  caption: string;
  columns: { actions: string };
  empty: string;
  emptyText: string;
  emptySearch: string;
  loadError: string;
  confirmDeleteTitle: string;
  confirmDelete: (name: string) => string;
}

export interface MaterialListScreenProps<T extends { name: string }> {
  texts: MaterialListTexts;
  list: ListController<T>;
  remove: Mutation<[T], unknown>;
  /** The columns before « Actions », shown to whoever has the planning configuration permissions. */
  columns: TableColumn<T>[];
  icon: IconName;
  /** The create (null) or edit form. */
  renderForm: (row: T | null, onClose: () => void) => ReactNode;
}

/** A material list (`/ressources`, `/ressources-type`): search, sort, paging, create, edit, delete. */
export function MaterialListScreen<T extends { name: string }>({ texts: m, list, remove, columns, icon, renderForm }: MaterialListScreenProps<T>) {
  const [dialog, setDialog] = useState<{ kind: 'form'; row: T | null } | { kind: 'delete'; row: T } | null>(null);
  const canWrite = useCan(...PLANNING_CONFIGURATION);
  const close = () => setDialog(null);
  const createButton = canWrite ? (
    <Button icon="plus" onClick={() => setDialog({ kind: 'form', row: null })}>
      {m.create}
    </Button>
  ) : undefined;
  // Who cannot write sees no « Actions » column.
  const shown = canWrite
    ? [...columns, rowActionsColumn<T>({ header: m.columns.actions, name: (row) => row.name, onEdit: (row) => setDialog({ kind: 'form', row }), onDelete: (row) => setDialog({ kind: 'delete', row }) })]
    : columns;
  return (
    <>
      <PageHeader title={m.title} subtitle={m.subtitle} actions={createButton} />
      <Toolbar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={m.searchLabel} placeholder={m.searchLabel} />
      </Toolbar>
      <ListTable list={list} caption={m.caption} columns={shown} loadError={m.loadError} emptySearch={m.emptySearch} empty={<EmptyState title={m.empty} text={m.emptyText} icon={icon} action={createButton} />} />
      {dialog?.kind === 'form' && renderForm(dialog.row, close)}
      <ConfirmDelete item={dialog?.kind === 'delete' ? dialog.row : null} title={m.confirmDeleteTitle} message={(row) => m.confirmDelete(row.name)} remove={remove} onClose={close} />
    </>
  );
}
