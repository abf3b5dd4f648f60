import { useState } from 'react';
import { PLANNING_CONFIGURATION } from '../../../shared/auth/permission-groups';
import { useCan } from '../../../shared/auth/usePermissions';
import { formatDate } from '../../../shared/i18n/format';
import { ConfirmDelete } from '../../../shared/list/ConfirmDelete';
import { ListTable } from '../../../shared/list/ListTable';
import { rowActionsColumn } from '../../../shared/list/rowActionsColumn';
import {
  Badge,
  Button,
  EmptyState,
  Inline,
  PageHeader,
  SearchInput,
  Toolbar,
  type TableColumn,
} from '../../../shared/ui';
import { MaterialResourceFormModal } from '../components/MaterialResourceFormModal';
import { useDeleteMaterialResource, useMaterialResource, useMaterialResourceList } from '../hooks';
import { materialsMessages } from '../messages';
import type { MaterialResource } from '../types';

const m = materialsMessages.resources;
type Dialog = { kind: 'form'; resource: MaterialResource | null } | { kind: 'delete'; resource: MaterialResource } | null;

/** `/ressources`: the structure's material — search, sort, paging, create, edit, delete. */
export default function MaterialResourceList() {
  const list = useMaterialResourceList();
  const remove = useDeleteMaterialResource();
  const [dialog, setDialog] = useState<Dialog>(null);
  const canWrite = useCan(...PLANNING_CONFIGURATION);
  const openCreate = () => setDialog({ kind: 'form', resource: null });

  const columns: TableColumn<MaterialResource>[] = [
    { key: 'name', header: m.columns.name, sortable: true, render: (r) => r.name },
    { key: 'reference', header: m.columns.reference, sortable: true, render: (r) => r.reference ?? '' },
    { key: 'type', header: m.columns.type, sortable: true, render: (r) => r.type.name },
    {
      key: 'agencies',
      header: m.columns.agencies,
      render: (r) => (
        <Inline gap="xxs">
          {r.agencies.map((agency) => (
            <Badge key={agency.id}>{agency.name}</Badge>
          ))}
        </Inline>
      ),
    },
    { key: 'createdAt', header: m.columns.createdAt, sortable: true, render: (r) => formatDate(r.createdAt) },
  ];
  // Who cannot write sees no « Actions » column.
  if (canWrite) {
    columns.push(rowActionsColumn({ header: m.columns.actions, name: (r) => r.name, onEdit: (r) => setDialog({ kind: 'form', resource: r }), onDelete: (r) => setDialog({ kind: 'delete', resource: r }) }));
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
        empty={<EmptyState title={m.empty} text={m.emptyText} icon="car" action={canWrite ? <Button icon="plus" onClick={openCreate}>{m.create}</Button> : undefined} />}
      />
      {dialog?.kind === 'form' && (dialog.resource ? <EditResource row={dialog.resource} onClose={() => setDialog(null)} /> : <MaterialResourceFormModal resource={null} onClose={() => setDialog(null)} />)}
      <ConfirmDelete item={dialog?.kind === 'delete' ? dialog.resource : null} title={m.confirmDeleteTitle} message={(resource) => m.confirmDelete(resource.name)} remove={remove} onClose={() => setDialog(null)} />
    </>
  );
}

/** The edit form, once the resource is read by id (a failed read falls back to the list's copy). */
function EditResource({ row, onClose }: { row: MaterialResource; onClose: () => void }) {
  const { data, error } = useMaterialResource(row.id);
  if (!data && !error) return null;
  return <MaterialResourceFormModal resource={data ?? row} onClose={onClose} />;
}
