import { useState } from 'react';
import { BillLearnerField } from '../../../shared/accounting/BillLearnerField';
import { hrefs } from '../../../shared/links/hrefs';
import { common } from '../../../shared/i18n/messages';
import { useOrganisationOptions } from '../../../shared/references/hooks';
import type { LearnerSummary } from '../../../shared/references/types';
import { useNavigate } from '../../../shared/router/context';
import { currentAgencyId } from '../../../shared/session/agency-scope';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { Button, FormActions, FormGrid, FormGridFull, Modal, SelectField, TextField } from '../../../shared/ui';
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
    <Modal
      open
      onClose={onClose}
      title={m.create}
      footer={
        <FormActions>
          <Button tone="secondary" onClick={onClose}>
            {common.cancel}
          </Button>
          <Button type="submit" tone="primary" form="quotation-new" loading={create.busy}>
            {common.create}
          </Button>
        </FormActions>
      }
    >
      <form
        id="quotation-new"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
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
            error={errors.organization}
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
