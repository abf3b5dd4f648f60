import { useState } from 'react';
import { BillLearnerField } from '../../../shared/accounting/BillLearnerField';
import { hrefs } from '../../../shared/links/hrefs';
import { common } from '../../../shared/i18n/messages';
import { useOrganisationOptions } from '../../../shared/references/hooks';
import type { LearnerSummary } from '../../../shared/references/types';
import { useNavigate } from '../../../shared/router/context';
import { AgencyField } from '../../../shared/session/AgencyField';
import { currentAgencyId } from '../../../shared/session/agency-scope';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { FormGrid, FormGridFull, FormModal, SelectField, TextField } from '../../../shared/ui';
import { useCreateQuotation } from '../hooks';
import { quotationMessages as m } from '../messages';

/**
 * A new quotation: the learner, who pays, the agency and its object. Once created ('Devis créé avec
 * succès') the user goes to its details, products section, to add packages and services.
 */
export function QuotationCreateModal({ onClose }: { onClose: () => void }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const create = useCreateQuotation();
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
    const result = await create.run({
      agency: Number(agency),
      learner: learner.id,
      organization: organization ? Number(organization) : null,
      title: title || null,
    });
    if (result.ok) {
      onClose();
      navigate(hrefs.quotationDetails(result.value.id, { created: true, sections: 'Produits' }));
    } else {
      setErrors(Object.fromEntries(result.violations.map((v) => [v.propertyPath, v.message])));
    }
  };

  return (
    <FormModal title={m.create} formId="quotation-new" onClose={onClose} onSubmit={submit} submitLabel={common.create} busy={create.busy}>
      <FormGrid columns={2}>
        <FormGridFull>
          <BillLearnerField
            agency={agency}
            label={m.fields.learner}
            value={learner}
            error={errors.learner}
            billingAgency={agency ? Number(agency) : undefined}
            onChange={(picked) => {
              setLearner(picked);
              setErrors(({ learner: _cleared, ...rest }) => rest);
            }}
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
          error={errors.organization}
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
