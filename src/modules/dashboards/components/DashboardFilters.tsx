import type { ReactNode } from 'react';
import { useSearchParams } from '../../../shared/router/search-params';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { Button, Checkbox, DateField } from '../../../shared/ui';
import { dashboardMessages as m } from '../messages';
import { PERIOD_PRESETS, presetOf, presetPeriod, type Period } from '../period';
import { chosenAgencies } from '../scope';
import * as styles from './Dashboard.css';

/** The agencies a dashboard covers (`agency[]` in the URL); shown when the user has several. */
export function AgencyFilter() {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  if (!user || user.agencies.length < 2) return null;
  const chosen = chosenAgencies(params, user);
  const all = chosen.length === user.agencies.length;
  const set = (ids: number[]) => {
    const next = ids.length === 0 || ids.length === user.agencies.length ? null : ids.map(String);
    const reset = [...params.keys()].filter((key) => key.endsWith('.page')).reduce<Record<string, null>>((acc, key) => ({ ...acc, [key]: null }), {});
    setParams({ ...reset, 'agency[]': next });
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{m.scope.legend}</legend>
      <Checkbox label={m.scope.all} checked={all} onChange={() => set([])} />
      {user.agencies.map((agency) => (
        <Checkbox
          key={agency.id}
          label={agency.name}
          checked={!all && chosen.includes(agency.id)}
          onChange={(e) => set(all ? [agency.id] : e.target.checked ? [...chosen, agency.id] : chosen.filter((id) => id !== agency.id))}
        />
      ))}
    </fieldset>
  );
}

/** The period of a dashboard (`startDate`, `endDate` in the URL) with its presets. */
export function PeriodPicker({ period, today, onChange }: { period: Period; today: string; onChange: (period: Period) => void }) {
  const active = presetOf(period, today);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{m.period.legend}</legend>
      <div className={styles.presets}>
        {PERIOD_PRESETS.map((preset) => (
          <Button key={preset} size="sm" tone={active === preset ? 'primary' : 'secondary'} aria-pressed={active === preset} onClick={() => onChange(presetPeriod(preset, today))}>
            {m.period.presets[preset]}
          </Button>
        ))}
      </div>
      <DateField label={m.period.start} value={period.startDate} max={period.endDate} onChange={(e) => e.target.value && e.target.value <= period.endDate && onChange({ ...period, startDate: e.target.value })} />
      <DateField label={m.period.end} value={period.endDate} min={period.startDate} onChange={(e) => e.target.value && e.target.value >= period.startDate && onChange({ ...period, endDate: e.target.value })} />
    </fieldset>
  );
}

export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <div className={styles.filters} role="group" aria-label="Filtres du tableau de bord">
      {children}
    </div>
  );
}
