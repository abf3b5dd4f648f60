import { useForm } from '../../../shared/form/useForm';
import { common } from '../../../shared/i18n/messages';
import { Button, Checkbox, FormActions, FormGrid, FormGridFull, Modal, TextField } from '../../../shared/ui';
import { useAgencyConfig, useUpdateAgency, useUpdateAgencyConfig } from '../hooks';
import { agenciesMessages } from '../messages';
import { agencyPatchSchema } from '../schema';
import type { Agency } from '../types';

const f = agenciesMessages.fields;

/** Edits an agency's identity and legal numbers, and its photo solution (agency configuration). */
export function AgencyFormModal({ agency, onClose }: { agency: Agency; onClose: () => void }) {
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
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={agenciesMessages.edit}
      footer={
        <FormActions>
          <Button tone="secondary" onClick={onClose}>
            {common.cancel}
          </Button>
          <Button type="submit" form={`agency-${agency.id}`} loading={form.submitting}>
            {common.save}
          </Button>
        </FormActions>
      }
    >
      <form id={`agency-${agency.id}`} onSubmit={form.submit} noValidate>
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
      </form>
    </Modal>
  );
}
