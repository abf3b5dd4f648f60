import { note } from '../../../shared/accounting/text.css';
import { useForm } from '../../../shared/form/useForm';
import { Button, Checkbox, FormActions, FormGrid, FormGridFull, TextField } from '../../../shared/ui';
import { useSaveCustomerAccount } from '../hooks';
import { billingMessages as m } from '../messages';
import { customerAccountCreateSchema, DEFAULT_CUSTOMER_ACCOUNTS } from '../schema';
import type { CustomerAccount } from '../types';

/** The accounts of an agency's accounting; a missing configuration (silent 404) starts from the general chart of accounts. */
export function CustomerAccountForm({ agencyId, account }: { agencyId: number; account: CustomerAccount | null }) {
  const save = useSaveCustomerAccount();
  const form = useForm({
    schema: customerAccountCreateSchema,
    initial: {
      agency: agencyId,
      ...DEFAULT_CUSTOMER_ACCOUNTS,
      ...(account && {
        customerAccount: account.customerAccount,
        auxiliaryPerLearner: account.auxiliaryPerLearner,
        salesAccount: account.salesAccount,
        exemptSalesAccount: account.exemptSalesAccount,
        vatAccount: account.vatAccount,
        bankAccount: account.bankAccount,
        salesJournal: account.salesJournal,
        bankJournal: account.bankJournal,
        cashAccount: account.cashAccount,
        cashJournal: account.cashJournal,
      }),
    },
    onSubmit: (payload) => save.run(account, payload),
  });
  const { values } = form;
  const field = (name: 'customerAccount' | 'salesAccount' | 'exemptSalesAccount' | 'vatAccount' | 'bankAccount' | 'cashAccount' | 'salesJournal' | 'bankJournal' | 'cashJournal', label: string) => (
    <TextField label={label} required value={values[name] ?? ''} error={form.error(name)} onChange={(e) => form.set(name, e.target.value)} />
  );
  return (
    <form onSubmit={form.submit} noValidate aria-label={m.sections.customerAccounts}>
      <FormGrid columns={3}>
        {!account && (
          <FormGridFull>
            <p className={note}>{m.customerAccount.missing}</p>
          </FormGridFull>
        )}
        {field('customerAccount', m.customerAccount.customerAccount)}
        {field('salesAccount', m.customerAccount.salesAccount)}
        {field('exemptSalesAccount', m.customerAccount.exemptSalesAccount)}
        {field('vatAccount', m.customerAccount.vatAccount)}
        {field('bankAccount', m.customerAccount.bankAccount)}
        {field('cashAccount', m.customerAccount.cashAccount)}
        {field('salesJournal', m.customerAccount.salesJournal)}
        {field('bankJournal', m.customerAccount.bankJournal)}
        {field('cashJournal', m.customerAccount.cashJournal)}
        <FormGridFull>
          <Checkbox label={m.customerAccount.auxiliaryPerLearner} checked={values.auxiliaryPerLearner ?? false} onChange={(e) => form.set('auxiliaryPerLearner', e.target.checked)} />
        </FormGridFull>
      </FormGrid>
      <FormActions>
        <Button type="submit" loading={form.submitting}>
          {m.customerAccount.save}
        </Button>
      </FormActions>
    </form>
  );
}
