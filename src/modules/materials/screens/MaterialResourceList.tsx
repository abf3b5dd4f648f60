import { formatDate } from '../../../shared/i18n/format';
import { Badge, Inline, type TableColumn } from '../../../shared/ui';
import { MaterialListScreen } from '../components/MaterialListScreen';
import { MaterialResourceFormModal } from '../components/MaterialResourceFormModal';
import { useDeleteMaterialResource, useMaterialResource, useMaterialResourceList } from '../hooks';
import { materialsMessages } from '../messages';
import type { MaterialResource } from '../types';

const m = materialsMessages.resources;

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

/** `/ressources`: the structure's material — search, sort, paging, create, edit, delete. */
export default function MaterialResourceList() {
  const list = useMaterialResourceList();
  const remove = useDeleteMaterialResource();
  return (
    <MaterialListScreen
      texts={m}
      list={list}
      remove={remove}
      columns={columns}
      icon="car"
      renderForm={(resource, onClose) => (resource ? <EditResource row={resource} onClose={onClose} /> : <MaterialResourceFormModal resource={null} onClose={onClose} />)}
    />
  );
}

/** The edit form, once the resource is read by id (a failed read falls back to the list's copy). */
function EditResource({ row, onClose }: { row: MaterialResource; onClose: () => void }) {
  const { data, error } = useMaterialResource(row.id);
  if (!data && !error) return null;
  return <MaterialResourceFormModal resource={data ?? row} onClose={onClose} />;
}
