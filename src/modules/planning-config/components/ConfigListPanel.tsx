import { useState, type ReactNode } from 'react';
import useSWR from 'swr';
import type { ApiClient } from '../../../shared/api/client';
import { useApiClient } from '../../../shared/swr/ApiProvider';
import { common } from '../../../shared/i18n/messages';
import { ConfirmDelete } from '../../../shared/list/ConfirmDelete';
import { ListTable } from '../../../shared/list/ListTable';
import { rowActionsColumn } from '../../../shared/list/rowActionsColumn';
import type { ListController } from '../../../shared/list/useListController';
import type { Mutation } from '../../../shared/swr/useMutation';
import {
  Button,
  EmptyState,
  SearchInput,
  Toolbar,
  type IconName,
  type TableColumn,
} from '../../../shared/ui';
import { planningConfigKeys } from '../keys';

export interface ConfigListTexts {
  create: string;
  searchLabel: string;
  caption: string;
  empty: string;
  emptyText: string;
  emptySearch: string;
  confirmDeleteTitle: string;
  confirmDelete: (name: string) => string;
  loadError: string;
}

export interface ConfigListPanelProps<T extends { id: number; name: string }> {
  list: ListController<T>;
  texts: ConfigListTexts;
  icon: IconName;
  columns: TableColumn<T>[];
  /** Extra row actions before edit and delete. */
  rowActions?: (row: T) => ReactNode;
  remove: Mutation<[T], unknown>;
  /** The create/edit dialog (`row` null: create). */
  renderForm: (row: T | null, close: () => void) => ReactNode;
  /** `GET {path}/{id}`: an edit form opens with the item as the server has it now, not the list's copy. */
  loadItem: (client: ApiClient, id: number, signal?: AbortSignal) => Promise<T>;
  /** The item's path, for its SWR key. */
  itemPath: string;
  /** Filters beside the search box. */
  filters?: ReactNode;
}

/** One list of the planning configuration: search, sort, paging, create, edit, confirmed delete. */
/** The edit dialog once its item is read (a failed read is silent, spec part 1 §7: the list's copy is used). */
function EditItem<T extends { id: number; name: string }>({ row, itemPath, loadItem, render }: { row: T; itemPath: string; loadItem: ConfigListPanelProps<T>['loadItem']; render: (row: T) => ReactNode }) {
  const client = useApiClient();
  const { data, error } = useSWR(planningConfigKeys.item(itemPath, row.id), ([, id]) => loadItem(client, id), { revalidateOnFocus: false });
  if (data) return render(data);
  return error ? render(row) : null;
}

export function ConfigListPanel<T extends { id: number; name: string }>({ list, texts, icon, columns, rowActions, remove, renderForm, loadItem, itemPath, filters }: ConfigListPanelProps<T>) {
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const openCreate = () => setEditing({ row: null });
  const allColumns: TableColumn<T>[] = [
    ...columns,
    rowActionsColumn({
      header: common.actions,
      name: (row) => row.name,
      onEdit: (row) => setEditing({ row }),
      onDelete: (row) => setDeleting(row),
      extra: (row) => rowActions?.(row),
      width: '8rem',
    }),
  ];
  return (
    <>
      <Toolbar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={texts.searchLabel} placeholder={texts.searchLabel} />
        {filters}
        <Button icon="plus" onClick={openCreate}>
          {texts.create}
        </Button>
      </Toolbar>
      <ListTable
        list={list}
        caption={texts.caption}
        columns={allColumns}
        loadError={texts.loadError}
        emptySearch={texts.emptySearch}
        empty={<EmptyState title={texts.empty} text={texts.emptyText} icon={icon} action={<Button icon="plus" onClick={openCreate}>{texts.create}</Button>} />}
      />
      {editing &&
        (editing.row === null ? renderForm(null, () => setEditing(null)) : <EditItem row={editing.row} itemPath={itemPath} loadItem={loadItem} render={(row) => renderForm(row, () => setEditing(null))} />)}
      <ConfirmDelete item={deleting} title={texts.confirmDeleteTitle} message={(row) => texts.confirmDelete(row.name)} remove={remove} onClose={() => setDeleting(null)} />
    </>
  );
}
