import { useState } from 'react';
import { common } from '../../../shared/i18n/messages';
import { hrefs } from '../../../shared/links/hrefs';
import { LearnerPicker } from '../../../shared/references/LearnerPicker';
import { useOrganisationOptions } from '../../../shared/references/hooks';
import type { LearnerSummary } from '../../../shared/references/types';
import { useNavigate } from '../../../shared/router/context';
import { currentAgencyId } from '../../../shared/session/agency-scope';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { Button, FormActions, FormGrid, FormGridFull, Modal, SelectField, TextField } from '../../../shared/ui';
import { useCreateInvoice } from '../hooks';
import { invoiceMessages as m } from '../messages';

/** A new draft invoice for a learner; then the user goes to the new invoice (spec part 1 §7). */
export function InvoiceCreateModal({ onClose }: { onClose: () => void }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const create = useCreateInvoice();
  const agencies = user?.agencies ?? [];
  const organisations = useOrganisationOptions().data?.items ?? [];
  const [learner, setLearner] = useState<LearnerSummary | null>(null);
  const [agency, setAgency] = useState(String(user ? (currentAgencyId(user) ?? '') : ''));
  const [organization, setOrganization] = useState('');
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    if (!learner) {
      setErrors({ learner: m.learnerRequired });
      return;
    }
    const result = await create.run({ agency: Number(agency), learner: learner.id, organization: organization ? Number(organization) : null, title: title || null });
    if (result.ok) {
      onClose();
      navigate(hrefs.invoice(result.value.id, { created: true, sections: 'Produits' }));
    } else {
      setErrors(Object.fromEntries(result.violations.map((v) => [v.propertyPath, v.message])));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={m.create}
      footer={
        <FormActions>
          <Button tone="secondary" onClick={onClose}>
            {common.cancel}
          </Button>
          <Button type="submit" tone="primary" form="invoice-new" loading={create.busy}>
            {common.create}
          </Button>
        </FormActions>
      }
    >
      <form
        id="invoice-new"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormGrid columns={2}>
          <FormGridFull>
            <LearnerPicker key={agency} label={m.fields.learner} required value={learner} error={errors.learner} params={agency ? { agency } : undefined} billingAgency={agency ? Number(agency) : undefined} onChange={setLearner} />
          </FormGridFull>
          <SelectField
            label={m.fields.agency}
            required
            disabled={agencies.length < 2}
            placeholder={m.agencyPlaceholder}
            value={agency}
            error={errors.agency}
            onChange={(e) => {
              setAgency(e.target.value);
              setLearner(null);
            }}
            options={agencies.map((a) => ({ value: String(a.id), label: a.name }))}
          />
          <SelectField
            label={m.fields.organization}
            placeholder={m.fields.organizationNone}
            value={organization}
            onChange={(e) => setOrganization(e.target.value)}
            options={organisations.map((o) => ({ value: String(o.id), label: o.name }))}
          />
          <FormGridFull>
            <TextField label={m.fields.title} value={title} error={errors.title} onChange={(e) => setTitle(e.target.value)} />
          </FormGridFull>
        </FormGrid>
      </form>
    </Modal>
  );
}
