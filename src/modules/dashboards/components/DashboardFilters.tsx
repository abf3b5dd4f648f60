import type { ReactNode } from 'react';
import { useAgencyChoice } from '../../../shared/session/useAgencyChoice';
import { Button, DateField, SelectField } from '../../../shared/ui';
import { dashboardMessages as m } from '../messages';
import { PERIOD_PRESETS, presetOf, presetPeriod, type Period } from '../period';
import * as styles from './Dashboard.css';

/**
 * The agency a dashboard covers: the session's one choice (selectedAgency), the same the navbar
 * selector shows, so the dashboards and every list agree; shown when the user has several agencies.
 */
export function AgencyFilter() {
  const choice = useAgencyChoice(m.scope.all);
  if (!choice) return null;
  return <SelectField label={m.scope.legend} options={choice.options} value={choice.value} onChange={(event) => choice.choose(event.target.value)} />;
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

/** The home page's filter bar: the agency choice alone, so nothing at all for a user of one agency. */
export function AgencyFilterBar() {
  const choice = useAgencyChoice(m.scope.all);
  if (!choice) return null;
  return (
    <FilterBar>
      <AgencyFilter />
    </FilterBar>
  );
}

export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <div className={styles.filters} role="group" aria-label="Filtres du tableau de bord">
      {children}
    </div>
  );
}
