import { useSearchParams } from '../../../shared/router/search-params';
import { currentAgencyId } from '../../../shared/session/agency-scope';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { SelectField, Stack } from '../../../shared/ui';
import { planningConfigMessages } from '../messages';
import { AgencyConfigForm } from './AgencyConfigForm';
import * as styles from './AgencyConfigPanel.css';

const m = planningConfigMessages.agencyConfig;

/** The planning settings of the agency chosen in the URL (`agence`), and the structure's comment. */
export function AgencyConfigPanel() {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  if (!user) return null;
  const agencies = user.agencies;
  const fromUrl = Number(params.get('agence'));
  const agencyId = agencies.some((a) => a.id === fromUrl) ? fromUrl : currentAgencyId(user);
  return (
    <Stack gap="lg">
      <p className={styles.intro}>{m.intro}</p>
      <div className={styles.picker}>
        <SelectField
          label={planningConfigMessages.agendas.fields.agency}
          options={agencies.map((a) => ({ value: String(a.id), label: a.name }))}
          value={agencyId === null ? '' : String(agencyId)}
          onChange={(e) => setParams({ agence: e.target.value }, { replace: true })}
        />
      </div>
      {agencyId !== null && <AgencyConfigForm key={agencyId} agencyIds={[agencyId]} showGlobalComment={user.isConfigGeneral === true} />}
    </Stack>
  );
}
