import { useForm } from '../../../shared/form/useForm';
import { AgencyField } from '../../../shared/session/AgencyField';
import { currentAgencyId } from '../../../shared/session/agency-scope';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { DateField, FormGrid, FormModal } from '../../../shared/ui';
import { useCreateBatch } from '../hooks';
import { collectionMessages as m } from '../messages';
import { batchCreateSchema } from '../schema';

/** Makes a batch of an agency's instalments due by the chosen collection date (the server checks the pre-notification delay). */
export function BatchFormModal({ onClose }: { onClose: () => void }) {
  const user = useSessionUser();
  const create = useCreateBatch();
  const form = useForm({
    schema: batchCreateSchema,
    initial: { agency: user ? (currentAgencyId(user) ?? '') : '', collectionDate: '' },
    onSubmit: (values) =>
      create.run(values).then((result) => {
        if (result.ok) onClose();
        return result;
      }),
  });
  const { values } = form;
  return (
    <FormModal title={m.batches.formTitle} formId="sepa-batch-new" onClose={onClose} form={form}>
      <p>{m.batches.formHint}</p>
      <FormGrid columns={2}>
        <AgencyField
          label={m.batches.fields.agency}
          agencies={user?.agencies ?? []}
          placeholder={m.batches.agencyPlaceholder}
          value={String(values.agency)}
          onChange={(e) => form.set('agency', e.target.value)}
          error={form.error('agency')}
        />
        <DateField label={m.batches.fields.collectionDate} required value={values.collectionDate} onChange={(e) => form.set('collectionDate', e.target.value)} error={form.error('collectionDate')} />
      </FormGrid>
    </FormModal>
  );
}
