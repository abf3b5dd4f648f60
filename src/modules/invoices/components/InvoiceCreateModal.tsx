import { useState } from 'react';
import { BillLearnerField } from '../../../shared/accounting/BillLearnerField';
import { common } from '../../../shared/i18n/messages';
import { hrefs } from '../../../shared/links/hrefs';
import { useOrganisationOptions } from '../../../shared/references/hooks';
import { formatMoney } from '../../../shared/i18n/format';
import type { LearnerPayment } from '../../../shared/references/types';
import { useNavigate } from '../../../shared/router/context';
import { AgencyField } from '../../../shared/session/AgencyField';
import { currentAgencyId } from '../../../shared/session/agency-scope';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { FormGrid, FormGridFull, FormModal, SelectField, TextField } from '../../../shared/ui';
import { LEARNERS_FOR_PAYMENT, useCreateInvoice } from '../hooks';
import { invoiceMessages as m } from '../messages';

/** A new draft invoice for a learner; then the user goes to the new invoice (spec part 1 §7). */
export function InvoiceCreateModal({ onClose }: { onClose: () => void }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const create = useCreateInvoice();
  const agencies = user?.agencies ?? [];
  const organisations = useOrganisationOptions().data?.items ?? [];
  const [learner, setLearner] = useState<LearnerPayment | null>(null);
  const [agency, setAgency] = useState(String(user ? (currentAgencyId(user) ?? '') : ''));
  const [organization, setOrganization] = useState('');
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  // The learner's record says who pays: a single financier is proposed as the paying organisation.
  const choose = (chosen: LearnerPayment) => {
    setLearner(chosen);
    const [only, ...others] = chosen.financiers;
    if (only && others.length === 0 && organization === '') setOrganization(String(only.id));
  };
  const payerHint = learner
    ? [learner.financiers.length > 0 ? m.fields.financiers(learner.financiers.map((f) => f.name).join(', ')) : null, learner.contractedAmount > 0 ? m.fields.contracted(formatMoney(learner.contractedAmount)) : null]
        .filter(Boolean)
        .join(' · ') || undefined
    : undefined;

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
    <FormModal title={m.create} formId="invoice-new" onClose={onClose} onSubmit={submit} submitLabel={common.create} busy={create.busy}>
      <FormGrid columns={2}>
        <FormGridFull>
          <BillLearnerField
            agency={agency}
            label={m.fields.learner}
            value={learner}
            error={errors.learner}
            source={LEARNERS_FOR_PAYMENT}
            hint={payerHint}
            onChange={choose}
          />
        </FormGridFull>
        <AgencyField
          label={m.fields.agency}
          agencies={agencies}
          placeholder={m.agencyPlaceholder}
          value={agency}
          error={errors.agency}
          onChange={(e) => {
            setAgency(e.target.value);
            setLearner(null);
          }}
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
    </FormModal>
  );
}
