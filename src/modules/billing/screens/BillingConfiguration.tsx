import { useSnapshot } from 'valtio';
import { currentAgencyId } from '../../../shared/session/agency-scope';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { InlineAlert, LoadingState, PageHeader, Section, SelectField, Stack } from '../../../shared/ui';
import { BillingForm } from '../components/BillingForm';
import { CustomerAccountForm } from '../components/CustomerAccountForm';
import { FiscalYearForm } from '../components/FiscalYearForm';
import { useBillingAgencies, useBillingConfig, useCustomerAccount, useFiscalYear } from '../hooks';
import { billingMessages as m } from '../messages';
import { billingStore } from '../store';

/**
 * `configuration/facturation` and `configuration/invoicing-configuration`: the billing configuration of
 * an agency, or of the whole structure (every agency at once) when it is configured as a whole.
 */
export default function BillingConfiguration() {
  const user = useSessionUser();
  const { agencyId: chosen } = useSnapshot(billingStore);
  const agencies = user?.agencies ?? [];
  const general = user?.isConfigGeneral ?? false;
  const agencyId = chosen ?? (user ? currentAgencyId(user) : null);
  const scope = general ? agencies.map((a) => a.id) : agencyId === null ? [] : [agencyId];
  const config = useBillingConfig(scope);
  const accountAgency = agencyId;
  const customerAccount = useCustomerAccount(accountAgency);
  const fiscalYear = useFiscalYear();
  const billing = config.data?.items[0] ?? null;
  const states = useBillingAgencies(agencies.length > 1 ? agencies.map((a) => a.id) : []);
  const unconfigured = new Set((states.data?.items ?? []).filter((s) => !s.isConfigured).map((s) => s.agency.id));
  const loading = (config.isLoading && !config.error) || scope.length === 0;
  const agencySelect = (
    <SelectField
      label={m.agency}
      value={agencyId === null ? '' : String(agencyId)}
      onChange={(e) => (billingStore.agencyId = Number(e.target.value))}
      options={agencies.map((a) => ({ value: String(a.id), label: unconfigured.has(a.id) ? m.agencyToConfigure(a.name) : a.name }))}
    />
  );

  return (
    <Stack gap="md">
      <PageHeader title={m.title} subtitle={general ? m.generalSubtitle : m.subtitle} />
      {!general && agencies.length > 1 && agencySelect}
      {loading ? (
        <LoadingState />
      ) : (
        <>
          {!billing && <InlineAlert tone="info">{m.notConfigured}</InlineAlert>}
          <BillingForm key={`${scope.join('-')}:${billing?.id ?? 'new'}:${billing?.updatedAt ?? ''}`} agencies={scope} billing={billing} />
        </>
      )}
      {accountAgency !== null && (
        <Section title={m.sections.customerAccounts} description={m.sections.customerAccountsHelp}>
          {general && agencies.length > 1 && agencySelect}
          {customerAccount.isLoading ? (
            <LoadingState />
          ) : (
            <CustomerAccountForm key={`${accountAgency}:${customerAccount.data?.id ?? 'new'}`} agencyId={accountAgency} account={customerAccount.data ?? null} />
          )}
        </Section>
      )}
      <Section title={m.sections.fiscalYear} description={m.sections.fiscalYearHelp}>
        {fiscalYear.data ? <FiscalYearForm key={`${fiscalYear.data.firstStart}:${fiscalYear.data.firstEnd}`} fiscalYear={fiscalYear.data} /> : <LoadingState />}
      </Section>
    </Stack>
  );
}
