import { useForm } from '../../../shared/form/useForm';
import { useAgencies } from '../../../shared/references/hooks';
import { currentAgencyId } from '../../../shared/session/agency-scope';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { Checkbox, FormGrid, FormGridFull, FormModal, SelectField, TextArea, TextField } from '../../../shared/ui';
import { useAllMaterialTypes, useCreateMaterialResource, useUpdateMaterialResource } from '../hooks';
import { materialsMessages } from '../messages';
import { materialResourceCreateSchema } from '../schema';
import type { MaterialResource } from '../types';
import * as styles from './MaterialResourceFormModal.css';

const m = materialsMessages.resources;

export interface MaterialResourceFormModalProps {
  resource: MaterialResource | null;
  onClose: () => void;
}

/** Creates or edits a resource with the agencies of the structure that use it. */
export function MaterialResourceFormModal({ resource, onClose }: MaterialResourceFormModalProps) {
  const user = useSessionUser();
  const agencies = useAgencies().data?.items ?? [];
  const types = useAllMaterialTypes().data?.items ?? [];
  const create = useCreateMaterialResource();
  const update = useUpdateMaterialResource();
  const initialAgency = user ? currentAgencyId(user) : null;
  const form = useForm({
    schema: materialResourceCreateSchema,
    initial: {
      name: resource?.name ?? '',
      reference: resource?.reference ?? '',
      description: resource?.description ?? '',
      type: resource?.type.id ?? '',
      agencies: resource ? resource.agencies.map((a) => a.id) : initialAgency === null ? [] : [initialAgency],
    },
    onSubmit: async (payload) => {
      const result = resource ? await update.run(resource.id, payload) : await create.run(payload);
      if (result.ok) onClose();
      return result;
    },
  });
  const chosen = new Set(form.values.agencies.map(Number));
  const toggle = (id: number, on: boolean) => form.set('agencies', on ? [...chosen, id] : [...chosen].filter((a) => a !== id));
  const formId = resource ? `resource-${resource.id}` : 'resource-new';
  return (
    <FormModal title={resource ? m.edit : m.create} formId={formId} onClose={onClose} form={form}>
      <FormGrid columns={2}>
        <TextField label={m.fields.name} required value={form.values.name} onChange={(e) => form.set('name', e.target.value)} error={form.error('name')} />
        <TextField
          label={m.fields.reference}
          hint={m.fields.referenceHint}
          value={form.values.reference ?? ''}
          onChange={(e) => form.set('reference', e.target.value)}
          error={form.error('reference')}
        />
        <FormGridFull>
          <SelectField
            label={m.fields.type}
            required
            placeholder={m.typePlaceholder}
            hint={types.length === 0 ? m.noType : undefined}
            options={types.map((type) => ({ value: String(type.id), label: `${type.name} (${type.agendaResourceType.name})` }))}
            value={String(form.values.type)}
            onChange={(e) => form.set('type', e.target.value)}
            error={form.error('type')}
          />
        </FormGridFull>
        <FormGridFull>
          <fieldset className={styles.fieldset} aria-describedby={form.error('agencies') ? `${formId}-agencies-error` : undefined}>
            <legend className={styles.legend}>{m.fields.agencies} *</legend>
            {agencies.map((agency) => (
              <Checkbox key={agency.id} label={agency.name} checked={chosen.has(agency.id)} onChange={(e) => toggle(agency.id, e.target.checked)} />
            ))}
            {form.error('agencies') && (
              <p id={`${formId}-agencies-error`} role="alert" className={styles.error}>
                {form.error('agencies')}
              </p>
            )}
          </fieldset>
        </FormGridFull>
        <FormGridFull>
          <TextArea label={m.fields.description} rows={3} value={form.values.description ?? ''} onChange={(e) => form.set('description', e.target.value)} error={form.error('description')} />
        </FormGridFull>
      </FormGrid>
    </FormModal>
  );
}
