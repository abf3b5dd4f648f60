import { BILL_STATUS, BILL_STATUS_LABELS } from '../../../shared/accounting/status';
import type { FilterValue } from '../../../shared/list/listState';
import { useGroupOptions, useOrganisationOptions, useTrainingFields, useTrainings } from '../../../shared/references/hooks';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { Button, SelectField } from '../../../shared/ui';
import { learnersMessages as m } from '../messages';
import * as styles from './LearnerFilters.css';

export interface LearnerFiltersProps {
  filters: Record<string, FilterValue>;
  onChange: (name: string, value: string | null) => void;
  /** A new training also clears the speciality (one URL change). */
  onTrainingChange: (trainingId: string | null) => void;
  onReset: () => void;
}

const single = (value: FilterValue | undefined) => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

/** The filter panel of the learner list: every value lives in the URL (the API's filter names). */
export function LearnerFilters({ filters, onChange, onTrainingChange, onReset }: LearnerFiltersProps) {
  const user = useSessionUser();
  const trainings = useTrainings().data?.items ?? [];
  const fields = useTrainingFields().data?.items ?? [];
  const organisations = useOrganisationOptions().data?.items ?? [];
  const groups = useGroupOptions().data?.items ?? [];
  const trainingId = single(filters['agencytraininglearners.training']);
  const trainingCode = trainings.find((t) => String(t.id) === trainingId)?.code;
  const set = (name: string) => (event: { target: { value: string } }) => onChange(name, event.target.value === '' ? null : event.target.value);

  return (
    <div className={styles.panel} role="group" aria-label={m.filters.toggle}>
      <SelectField
        label={m.filters.archived}
        options={[
          { value: '0', label: m.filters.active },
          { value: '1', label: m.filters.archivedOption },
        ]}
        value={single(filters.archived) || '0'}
        onChange={(event) => onChange('archived', event.target.value)}
      />
      {(user?.agencies.length ?? 0) > 1 && (
        <SelectField
          label={m.filters.agency}
          placeholder={m.filters.all}
          options={(user?.agencies ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
          value={single(filters.agency)}
          onChange={set('agency')}
        />
      )}
      <SelectField
        label={m.filters.training}
        placeholder={m.filters.all}
        options={trainings.map((t) => ({ value: String(t.id), label: t.name }))}
        value={trainingId}
        onChange={(event) => onTrainingChange(event.target.value || null)}
      />
      <SelectField
        label={m.filters.field}
        placeholder={m.filters.all}
        disabled={!trainingCode}
        options={fields.filter((f) => f.trainingCode === trainingCode).map((f) => ({ value: String(f.id), label: f.name }))}
        value={single(filters['agencytraininglearners.field'])}
        onChange={set('agencytraininglearners.field')}
      />
      <SelectField
        label={m.filters.prospect}
        placeholder={m.filters.all}
        options={[
          { value: '1', label: m.filters.prospects },
          { value: '0', label: m.filters.students },
        ]}
        value={single(filters['agencytraininglearners.isProspect'])}
        onChange={set('agencytraininglearners.isProspect')}
      />
      <SelectField
        label={m.filters.financier}
        placeholder={m.filters.all}
        options={organisations.map((o) => ({ value: String(o.id), label: o.name }))}
        value={single(filters['agencytraininglearners.financier'])}
        onChange={set('agencytraininglearners.financier')}
      />
      <SelectField
        label={m.filters.billStatus}
        placeholder={m.filters.all}
        options={[BILL_STATUS.unpaid, BILL_STATUS.partialPayment, BILL_STATUS.paid].map((status) => ({ value: String(status), label: BILL_STATUS_LABELS[status] }))}
        value={single(filters['bills.status'])}
        onChange={set('bills.status')}
      />
      <SelectField
        label={m.filters.group}
        placeholder={m.filters.all}
        options={groups.map((g) => ({ value: String(g.id), label: g.name }))}
        value={single(filters.group)}
        onChange={set('group')}
      />
      <SelectField
        label={m.filters.eligibility}
        placeholder={m.filters.all}
        options={[
          { value: '1', label: m.filters.eligible },
          { value: '0', label: m.filters.notEligible },
        ]}
        value={single(filters.examEligible)}
        onChange={set('examEligible')}
      />
      <Button tone="ghost" icon="refresh" onClick={onReset}>
        {m.filters.reset}
      </Button>
    </div>
  );
}
