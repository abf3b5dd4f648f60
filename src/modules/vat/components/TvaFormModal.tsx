import { useForm } from '../../../shared/form/useForm';
import { AgencyField } from '../../../shared/session/AgencyField';
import { currentAgencyId } from '../../../shared/session/agency-scope';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { Checkbox, FormGrid, FormGridFull, FormModal, NumberField, TextField } from '../../../shared/ui';
import { useCreateTva, useUpdateTva } from '../hooks';
import { vatMessages } from '../messages';
import { tvaCreateSchema } from '../schema';
import type { Tva } from '../types';

export interface TvaFormModalProps {
  /** The rate to edit; null creates one. */
  tva: Tva | null;
  onClose: () => void;
}

/** Creates or edits a VAT rate; client and server validate with the same schema. */
export function TvaFormModal({ tva, onClose }: TvaFormModalProps) {
  const user = useSessionUser();
  const agencies = user?.agencies ?? [];
  const create = useCreateTva();
  const update = useUpdateTva();
  const form = useForm({
    schema: tvaCreateSchema,
    initial: {
      label: tva?.label ?? '',
      rate: tva?.rate ?? Number.NaN,
      isDefault: tva?.isDefault ?? false,
      legalMention: tva?.legalMention ?? '',
      agency: tva?.agency.id ?? (user ? (currentAgencyId(user) ?? '') : ''),
    },
    onSubmit: async ({ agency, ...fields }) => {
      const result = tva ? await update.run(tva.id, fields) : await create.run({ agency, ...fields });
      if (result.ok) onClose();
      return result;
    },
  });
  const { values } = form;
  const formId = tva ? `tva-${tva.id}` : 'tva-new';

  return (
    <FormModal title={tva ? vatMessages.edit : vatMessages.create} formId={formId} onClose={onClose} form={form}>
      <FormGrid columns={2}>
        <TextField label={vatMessages.fields.label} required value={values.label} onChange={(e) => form.set('label', e.target.value)} error={form.error('label')} />
        <NumberField
          label={vatMessages.fields.rate}
          required
          suffix="%"
          min={0}
          max={100}
          step={0.01}
          value={Number.isNaN(values.rate) ? '' : values.rate}
          onValueChange={(value) => form.set('rate', value === '' ? Number.NaN : Number(value))}
          error={form.error('rate')}
        />
        <FormGridFull>
          <AgencyField
            label={vatMessages.fields.agency}
            agencies={agencies}
            disabled={tva !== null}
            placeholder={vatMessages.agencyPlaceholder}
            value={String(values.agency)}
            onChange={(e) => form.set('agency', e.target.value)}
            error={form.error('agency')}
          />
        </FormGridFull>
        <FormGridFull>
          <TextField
            label={vatMessages.fields.legalMention}
            hint={vatMessages.fields.legalMentionHint}
            value={values.legalMention ?? ''}
            onChange={(e) => form.set('legalMention', e.target.value)}
            error={form.error('legalMention')}
          />
        </FormGridFull>
        <FormGridFull>
          <Checkbox label={vatMessages.fields.isDefault} checked={values.isDefault ?? false} onChange={(e) => form.set('isDefault', e.target.checked)} />
        </FormGridFull>
      </FormGrid>
    </FormModal>
  );
}
