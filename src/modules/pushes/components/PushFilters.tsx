import type { FilterValue } from '../../../shared/list/listState';
import { Button, Checkbox, DateField } from '../../../shared/ui';
import { pushMessages } from '../messages';
import { PUSH_STATUSES, type PushStatus } from '../types';
import * as styles from './PushFilters.css';

export interface PushFiltersProps {
  filters: Readonly<Record<string, FilterValue>>;
  onFilter: (name: string, value: FilterValue | null) => void;
  onReset: () => void;
}

const single = (value: FilterValue | undefined) => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

/** status[], startDate[after] and endDate[before] of the push list (in the URL). */
export function PushFilters({ filters, onFilter, onReset }: PushFiltersProps) {
  const chosen = Array.isArray(filters.status) ? filters.status : filters.status ? [filters.status] : [];
  const toggle = (status: PushStatus, on: boolean) => {
    const next = on ? [...chosen, status] : chosen.filter((s) => s !== status);
    onFilter('status', next.length ? next : null);
  };
  const any = chosen.length > 0 || single(filters['startDate[after]']) !== '' || single(filters['endDate[before]']) !== '';
  return (
    <div className={styles.panel} role="group" aria-label="Filtres">
      <fieldset className={styles.statuses}>
        <legend className={styles.legend}>{pushMessages.filters.status}</legend>
        {PUSH_STATUSES.map((status) => (
          <Checkbox
            key={status}
            label={pushMessages.status[status]}
            checked={chosen.includes(status)}
            onChange={(e) => toggle(status, e.target.checked)}
          />
        ))}
      </fieldset>
      <DateField
        label={pushMessages.filters.startAfter}
        value={single(filters['startDate[after]'])}
        onChange={(e) => onFilter('startDate[after]', e.target.value || null)}
      />
      <DateField
        label={pushMessages.filters.endBefore}
        value={single(filters['endDate[before]'])}
        onChange={(e) => onFilter('endDate[before]', e.target.value || null)}
      />
      {any && (
        <div className={styles.footer}>
          <Button tone="ghost" size="sm" icon="x" onClick={onReset}>
            {pushMessages.filters.reset}
          </Button>
        </div>
      )}
    </div>
  );
}
