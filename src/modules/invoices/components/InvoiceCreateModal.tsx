import { BillLearnerField } from '../../../shared/accounting/BillLearnerField';
import { NewBillFields } from '../../../shared/accounting/NewBillFields';
import { newBillPayload, useNewBill } from '../../../shared/accounting/new-bill';
import { common } from '../../../shared/i18n/messages';
import { hrefs } from '../../../shared/links/hrefs';
import { formatMoney } from '../../../shared/i18n/format';
import type { LearnerPayment } from '../../../shared/references/types';
import { useNavigate } from '../../../shared/router/context';
import { currentAgencyId } from '../../../shared/session/agency-scope';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { FormGrid, FormGridFull, FormModal } from '../../../shared/ui';
import { LEARNERS_FOR_PAYMENT, useCreateInvoice } from '../hooks';
import { invoiceMessages as m } from '../messages';

/** A new draft invoice for a learner; then the user goes to the new invoice (spec part 1 §7). */
export function InvoiceCreateModal({ onClose }: { onClose: () => void }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const create = useCreateInvoice();
  const bill = useNewBill<LearnerPayment>(String(user ? (currentAgencyId(user) ?? '') : ''));
  const { learner } = bill;

  // The learner's record says who pays: a single financier is proposed as the paying organisation.
  const choose = (chosen: LearnerPayment) => {
    bill.setLearner(chosen);
    const [only, ...others] = chosen.financiers;
    if (only && others.length === 0 && bill.head.organization === '') bill.change({ organization: String(only.id) });
  };
  const payerHint = learner
    ? [learner.financiers.length > 0 ? m.fields.financiers(learner.financiers.map((f) => f.name).join(', ')) : null, learner.contractedAmount > 0 ? m.fields.contracted(formatMoney(learner.contractedAmount)) : null]
        .filter(Boolean)
        .join(' · ') || undefined
    : undefined;

  const submit = async () => {
    if (!learner) {
      bill.setErrors({ learner: m.learnerRequired });
      return;
    }
    const result = await create.run(newBillPayload(bill.head, learner.id));
    if (result.ok) {
      onClose();
      navigate(hrefs.invoice(result.value.id, { created: true, sections: 'Produits' }));
    } else {
      bill.setErrors(Object.fromEntries(result.violations.map((v) => [v.propertyPath, v.message])));
    }
  };

  return (
    <FormModal title={m.create} formId="invoice-new" onClose={onClose} onSubmit={submit} submitLabel={common.create} busy={create.busy}>
      <FormGrid columns={2}>
        <FormGridFull>
          <BillLearnerField
            agency={bill.head.agency}
            label={m.fields.learner}
            value={learner}
            error={bill.errors.learner}
            source={LEARNERS_FOR_PAYMENT}
            hint={payerHint}
            onChange={choose}
          />
        </FormGridFull>
        <NewBillFields value={bill.head} onChange={bill.change} agencies={user?.agencies ?? []} errors={bill.errors} />
      </FormGrid>
    </FormModal>
  );
}
