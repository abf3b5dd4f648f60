import { BillLearnerField } from '../../../shared/accounting/BillLearnerField';
import { NewBillFields } from '../../../shared/accounting/NewBillFields';
import { newBillPayload, useNewBill } from '../../../shared/accounting/new-bill';
import { hrefs } from '../../../shared/links/hrefs';
import { common } from '../../../shared/i18n/messages';
import type { LearnerSummary } from '../../../shared/references/types';
import { useNavigate } from '../../../shared/router/context';
import { currentAgencyId } from '../../../shared/session/agency-scope';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { FormGrid, FormGridFull, FormModal } from '../../../shared/ui';
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
  const bill = useNewBill<LearnerSummary>(String(user ? (currentAgencyId(user) ?? '') : ''));

  const submit = async () => {
    if (!bill.learner) {
      bill.setErrors({ learner: m.learnerRequired });
      return;
    }
    const result = await create.run(newBillPayload(bill.head, bill.learner.id));
    if (result.ok) {
      onClose();
      navigate(hrefs.quotationDetails(result.value.id, { created: true, sections: 'Produits' }));
    } else {
      bill.setErrors(Object.fromEntries(result.violations.map((v) => [v.propertyPath, v.message])));
    }
  };

  return (
    <FormModal title={m.create} formId="quotation-new" onClose={onClose} onSubmit={submit} submitLabel={common.create} busy={create.busy}>
      <FormGrid columns={2}>
        <FormGridFull>
          <BillLearnerField
            agency={bill.head.agency}
            label={m.fields.learner}
            value={bill.learner}
            error={bill.errors.learner}
            billingAgency={bill.head.agency ? Number(bill.head.agency) : undefined}
            onChange={(picked) => {
              bill.setLearner(picked);
              bill.setErrors(({ learner: _cleared, ...rest }) => rest);
            }}
          />
        </FormGridFull>
        <NewBillFields value={bill.head} onChange={bill.change} agencies={user?.agencies ?? []} errors={bill.errors} />
      </FormGrid>
    </FormModal>
  );
}
