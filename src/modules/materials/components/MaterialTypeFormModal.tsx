import { useForm } from '../../../shared/form/useForm';
import { FormGrid, FormModal, SelectField, TextField } from '../../../shared/ui';
import { useCreateMaterialType, useMaterialAgendaKinds, useUpdateMaterialType } from '../hooks';
import { materialsMessages } from '../messages';
import { materialTypeCreateSchema } from '../schema';
import type { MaterialType } from '../types';

const m = materialsMessages.types;

export interface MaterialTypeFormModalProps {
  type: MaterialType | null;
  onClose: () => void;
}

/** Creates or edits a material type and the kind of agenda its resources get. */
export function MaterialTypeFormModal({ type, onClose }: MaterialTypeFormModalProps) {
  const create = useCreateMaterialType();
  const update = useUpdateMaterialType();
  const { kinds } = useMaterialAgendaKinds();
  const form = useForm({
    schema: materialTypeCreateSchema,
    initial: { name: type?.name ?? '', agendaResourceType: type?.agendaResourceType.id ?? '' },
    onSubmit: async (payload) => {
      const result = type ? await update.run(type.id, payload) : await create.run(payload);
      if (result.ok) onClose();
      return result;
    },
  });
  const formId = type ? `material-type-${type.id}` : 'material-type-new';
  return (
    <FormModal title={type ? m.edit : m.create} formId={formId} onClose={onClose} form={form}>
      <FormGrid columns={1}>
        <TextField label={m.fields.name} required value={form.values.name} onChange={(e) => form.set('name', e.target.value)} error={form.error('name')} />
        <SelectField
          label={m.fields.agendaResourceType}
          required
          placeholder={m.agendaTypePlaceholder}
          options={kinds.map((kind) => ({ value: String(kind.id), label: kind.name }))}
          value={String(form.values.agendaResourceType)}
          onChange={(e) => form.set('agendaResourceType', e.target.value)}
          error={form.error('agendaResourceType')}
        />
      </FormGrid>
    </FormModal>
  );
}
