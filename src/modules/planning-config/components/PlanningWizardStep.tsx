import type { SlotPropsMap } from '../../../shared/module/slots';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { Stack } from '../../../shared/ui';
import { planningConfigMessages } from '../messages';
import { AgencyConfigForm } from './AgencyConfigForm';
import * as styles from './AgencyConfigPanel.css';

const m = planningConfigMessages.agencyConfig;

/**
 * The planning step of the account configuration wizard: the planning settings of `agencyId`, or of
 * every agency of the structure when it is null (isConfigGeneral); `onSaved` moves the wizard on.
 */
export default function PlanningWizardStep({ agencyId, onSaved }: SlotPropsMap['configuration.wizard.steps']) {
  const user = useSessionUser();
  if (!user) return null;
  const agencyIds = agencyId === null ? user.agencies.map((a) => a.id) : [agencyId];
  return (
    <Stack gap="md">
      <p className={styles.intro}>{agencyId === null ? m.allAgencies(agencyIds.length) : m.intro}</p>
      <AgencyConfigForm key={agencyIds.join(',')} agencyIds={agencyIds} showGlobalComment={agencyId === null} onSaved={onSaved} submitLabel={m.wizardSave} />
    </Stack>
  );
}
