import { useState } from 'react';
import { PLANNING_CONFIGURATION } from '../../../shared/auth/permission-groups';
import { useCan } from '../../../shared/auth/usePermissions';
import { ConfirmDelete } from '../../../shared/list/ConfirmDelete';
import { ListTable } from '../../../shared/list/ListTable';
import { rowActionsColumn } from '../../../shared/list/rowActionsColumn';
import {
  Button,
  EmptyState,
  PageHeader,
  SearchInput,
  Toolbar,
  type TableColumn,
} from '../../../shared/ui';
import { MaterialTypeFormModal } from '../components/MaterialTypeFormModal';
import { useDeleteMaterialType, useMaterialTypeList } from '../hooks';
import { materialsMessages } from '../messages';
import type { MaterialType } from '../types';

const m = materialsMessages.types;
type Dialog = { kind: 'form'; type: MaterialType | null } | { kind: 'delete'; type: MaterialType } | null;

/** `/ressources-type`: the kinds of material — search, paging, create, edit, delete. */
export default function MaterialTypeList() {
  const list = useMaterialTypeList();
  const remove = useDeleteMaterialType();
  const [dialog, setDialog] = useState<Dialog>(null);
  const canWrite = useCan(...PLANNING_CONFIGURATION);
  const openCreate = () => setDialog({ kind: 'form', type: null });

  const columns: TableColumn<MaterialType>[] = [
    { key: 'name', header: m.columns.name, sortable: true, render: (t) => t.name },
    { key: 'agendaResourceType', header: m.columns.agendaResourceType, sortable: true, render: (t) => t.agendaResourceType.name },
    { key: 'resourceCount', header: m.columns.resourceCount, align: 'end', render: (t) => t.resourceCount },
  ];
  // Who cannot write sees no « Actions » column.
  if (canWrite) {
    columns.push(rowActionsColumn({ header: m.columns.actions, name: (t) => t.name, onEdit: (t) => setDialog({ kind: 'form', type: t }), onDelete: (t) => setDialog({ kind: 'delete', type: t }) }));
  }

  return (
    <>
      <PageHeader title={m.title} subtitle={m.subtitle} actions={canWrite ? <Button icon="plus" onClick={openCreate}>{m.create}</Button> : undefined} />
      <Toolbar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={m.searchLabel} placeholder={m.searchLabel} />
      </Toolbar>
      <ListTable
        list={list}
        caption={m.caption}
        columns={columns}
        loadError={m.loadError}
        emptySearch={m.emptySearch}
        empty={<EmptyState title={m.empty} text={m.emptyText} icon="grip" action={canWrite ? <Button icon="plus" onClick={openCreate}>{m.create}</Button> : undefined} />}
      />
      {dialog?.kind === 'form' && <MaterialTypeFormModal type={dialog.type} onClose={() => setDialog(null)} />}
      <ConfirmDelete item={dialog?.kind === 'delete' ? dialog.type : null} title={m.confirmDeleteTitle} message={(type) => m.confirmDelete(type.name)} remove={remove} onClose={() => setDialog(null)} />
    </>
  );
}
