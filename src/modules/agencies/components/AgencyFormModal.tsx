import { useForm } from '../../../shared/form/useForm';
import { errorMessage } from '../../../shared/alerts/report';
import { Checkbox, ErrorState, FormGrid, FormGridFull, FormModal, LoadingState, Modal, TextField } from '../../../shared/ui';
import { useAgency, useAgencyConfig, useUpdateAgency, useUpdateAgencyConfig } from '../hooks';
import { agenciesMessages } from '../messages';
import { agencyPatchSchema } from '../schema';
import type { Agency } from '../types';

const f = agenciesMessages.fields;

/**
 * Edits an agency's identity and legal numbers, and its photo solution (agency configuration). The
 * form starts from the agency read afresh (`GET /agencies/{id}`): a list row may be older than what
 * another user saved since.
 */
export function AgencyFormModal({ agencyId, onClose }: { agencyId: number; onClose: () => void }) {
  const current = useAgency(agencyId);
  if (current.data) return <AgencyForm key={current.data.id} agency={current.data} onClose={onClose} />;
  return (
    <Modal open size="lg" onClose={onClose} title={agenciesMessages.edit}>
      {current.error ? <ErrorState message={errorMessage(current.error, agenciesMessages.loadError)} onRetry={() => void current.mutate()} /> : <LoadingState />}
    </Modal>
  );
}

function AgencyForm({ agency, onClose }: { agency: Agency; onClose: () => void }) {
  const update = useUpdateAgency();
  const config = useAgencyConfig(agency.id);
  const updateConfig = useUpdateAgencyConfig();
  const form = useForm({
    schema: agencyPatchSchema,
    initial: {
      name: agency.name,
      siret: agency.siret ?? '',
      vatNumber: agency.vatNumber ?? '',
      approvalNumber: agency.approvalNumber ?? '',
      address: agency.address ?? '',
      postalCode: agency.postalCode ?? '',
      city: agency.city ?? '',
      phone: agency.phone ?? '',
      email: agency.email ?? '',
    },
    onSubmit: async (payload) => {
      const result = await update.run(agency.id, payload);
      if (result.ok) onClose();
      return result;
    },
  });
  const v = form.values;
  const field = (name: keyof typeof v, label: string, extra: { type?: 'tel' | 'email'; required?: boolean } = {}) => (
    <TextField label={label} type={extra.type} required={extra.required} value={String(v[name] ?? '')} onChange={(e) => form.set(name, e.target.value)} error={form.error(name)} />
  );
  return (
    <FormModal title={agenciesMessages.edit} formId={`agency-${agency.id}`} onClose={onClose} form={form} size="lg">
      <FormGrid columns={2}>
        {field('name', f.name, { required: true })}
        {field('siret', f.siret)}
        {field('vatNumber', f.vatNumber)}
        {field('approvalNumber', f.approvalNumber)}
        <FormGridFull>{field('address', f.address)}</FormGridFull>
        {field('postalCode', f.postalCode)}
        {field('city', f.city)}
        {field('phone', f.phone, { type: 'tel' })}
        {field('email', f.email, { type: 'email' })}
        <FormGridFull>
          <Checkbox
            label={f.photoSolution}
            checked={config.data?.isHavePhotoSolutionApp ?? false}
            disabled={!config.data || updateConfig.busy}
            onChange={(e) => void updateConfig.run(agency.id, { isHavePhotoSolutionApp: e.target.checked })}
          />
        </FormGridFull>
      </FormGrid>
    </FormModal>
  );
}
