import type { TableColumn } from '../../../shared/ui';
import { MaterialListScreen } from '../components/MaterialListScreen';
import { MaterialTypeFormModal } from '../components/MaterialTypeFormModal';
import { useDeleteMaterialType, useMaterialTypeList } from '../hooks';
import { materialsMessages } from '../messages';
import type { MaterialType } from '../types';

const m = materialsMessages.types;

const columns: TableColumn<MaterialType>[] = [
  { key: 'name', header: m.columns.name, sortable: true, render: (t) => t.name },
  { key: 'agendaResourceType', header: m.columns.agendaResourceType, sortable: true, render: (t) => t.agendaResourceType.name },
  { key: 'resourceCount', header: m.columns.resourceCount, align: 'end', render: (t) => t.resourceCount },
];

/** `/ressources-type`: the kinds of material — search, paging, create, edit, delete. */
export default function MaterialTypeList() {
  const list = useMaterialTypeList();
  const remove = useDeleteMaterialType();
  return <MaterialListScreen texts={m} list={list} remove={remove} columns={columns} icon="grip" renderForm={(type, onClose) => <MaterialTypeFormModal type={type} onClose={onClose} />} />;
}
