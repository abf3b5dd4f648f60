import { useForm } from '../../../shared/form/useForm';
import { FormGrid, FormGridFull, FormModal, TextArea, TextField } from '../../../shared/ui';
import { useRequestAgency } from '../hooks';
import { agenciesMessages } from '../messages';
import { agencyRequestSchema } from '../schema';

/** `POST /agency/request`: asks the platform to open a new agency. */
export function AgencyRequestModal({ onClose }: { onClose: () => void }) {
  const request = useRequestAgency();
  const form = useForm({
    schema: agencyRequestSchema,
    initial: { name: '', city: '', message: '' },
    onSubmit: async (payload) => {
      const result = await request.run(payload);
      if (result.ok) onClose();
      return result;
    },
  });
  const t = agenciesMessages.requestFields;
  return (
    <FormModal title={agenciesMessages.request} formId="agency-request" onClose={onClose} submitLabel={agenciesMessages.sendRequest} form={form}>
      <FormGrid columns={2}>
        <TextField label={t.name} required value={form.values.name} onChange={(e) => form.set('name', e.target.value)} error={form.error('name')} />
        <TextField label={t.city} required value={form.values.city} onChange={(e) => form.set('city', e.target.value)} error={form.error('city')} />
        <FormGridFull>
          <TextArea label={t.message} value={form.values.message ?? ''} onChange={(e) => form.set('message', e.target.value)} error={form.error('message')} />
        </FormGridFull>
      </FormGrid>
    </FormModal>
  );
}
