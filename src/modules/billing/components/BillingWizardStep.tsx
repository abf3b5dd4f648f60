import { note } from '../../../shared/accounting/text.css';
import type { SlotPropsMap } from '../../../shared/module/slots';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { LoadingState, Stack } from '../../../shared/ui';
import { useBillingConfig } from '../hooks';
import { billingMessages as m } from '../messages';
import { BillingForm } from './BillingForm';

/**
 * The billing step of the account configuration wizard (`configuration.wizard.steps` slot): the
 * currency and the legal identity of `agencyId`, or of every agency when it is null (isConfigGeneral).
 */
export default function BillingWizardStep({ agencyId, onSaved }: SlotPropsMap['configuration.wizard.steps']) {
  const user = useSessionUser();
  const scope = agencyId === null ? (user?.agencies ?? []).map((a) => a.id) : [agencyId];
  const config = useBillingConfig(scope);
  if (config.isLoading && !config.error) return <LoadingState />;
  return (
    <Stack gap="md">
      <p className={note}>{m.wizard.intro}</p>
      <BillingForm key={config.data?.items[0]?.id ?? 'new'} agencies={scope} billing={config.data?.items[0] ?? null} compact submitLabel={m.wizard.save} onSaved={onSaved} />
    </Stack>
  );
}
