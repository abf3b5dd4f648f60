import { useEffect, useState } from 'react';
import type { FilterValue } from '../list/listState';
import { formatFullName } from '../i18n/format';
import { LearnerPicker } from '../references/LearnerPicker';
import { useOrganisationOptions } from '../references/hooks';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { DateField } from '../ui/DateField';
import { NumberField } from '../ui/NumberField';
import { SelectField } from '../ui/SelectField';
import { FilterCaption, FilterChoices, FilterFooter, FilterPanel } from '../ui/FilterPanel';
import { BILL_STATUS_LABELS, type BillStatus } from './status';

/** URL filters of the quotation and invoice lists (spec part 1 §7); `learner` only for invoices. */
export const BILL_FILTER_NAMES = ['status', 'organizationFilter', 'createdAtAfter', 'createdAtBefore', 'totalPriceTtc[gte]', 'totalPriceTtc[lte]', 'agency', 'learner'] as const;

const text = {
  legend: 'Filtres',
  status: 'Statut',
  organization: 'Organisme payeur',
  anyOrganization: 'Tous',
  agency: 'Agence',
  anyAgency: 'Toutes mes agences',
  after: 'Créé à partir du',
  before: 'Créé jusqu’au',
  min: 'Total TTC minimum',
  max: 'Total TTC maximum',
  learner: 'Apprenant',
  learnerChosen: 'Apprenant choisi',
  clearLearner: (name: string) => `Retirer le filtre apprenant ${name}`.trim(),
  reset: 'Effacer les filtres',
} as const;

export interface BillListFiltersProps {
  statuses: readonly BillStatus[];
  filters: Readonly<Record<string, FilterValue>>;
  onFilter: (name: string, value: FilterValue | null) => void;
  onReset: () => void;
  /** The user's agencies; the agency filter shows when there are several. */
  agencies: readonly { id: number; name: string }[];
  /** Invoices filter by learner too. */
  withLearner?: boolean;
  /** The learner currently filtered on (its name, for the picker). */
  learner?: { id: number; firstName: string; lastName: string } | null;
}

const single = (value: FilterValue | undefined) => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

/** An amount input applied on blur or Enter, so the URL does not change at every keystroke. */
function AmountFilter({ label, value, onApply }: { label: string; value: string; onApply: (value: string) => void }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <NumberField
      label={label}
      suffix="€"
      min={0}
      step={0.01}
      value={draft}
      onValueChange={(value) => setDraft(value)}
      onBlur={() => draft !== value && onApply(draft)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onApply(draft);
      }}
    />
  );
}

/** The filter panel of the quotation and invoice lists: status[], organisation, dates, total range, agency, learner. */
export function BillListFilters({ statuses, filters, onFilter, onReset, agencies, withLearner, learner }: BillListFiltersProps) {
  const organisations = useOrganisationOptions().data?.items ?? [];
  const chosen = Array.isArray(filters.status) ? filters.status : filters.status ? [filters.status] : [];
  const toggle = (status: BillStatus, on: boolean) => {
    const next = on ? [...chosen, String(status)] : chosen.filter((s) => s !== String(status));
    onFilter('status', next.length ? next : null);
  };
  return (
    <FilterPanel label={text.legend}>
      <FilterChoices legend={text.status}>
        {statuses.map((status) => (
          <Checkbox key={status} label={BILL_STATUS_LABELS[status]} checked={chosen.includes(String(status))} onChange={(e) => toggle(status, e.target.checked)} />
        ))}
      </FilterChoices>
      <SelectField
        label={text.organization}
        placeholder={text.anyOrganization}
        value={single(filters.organizationFilter)}
        onChange={(e) => onFilter('organizationFilter', e.target.value || null)}
        options={organisations.map((o) => ({ value: String(o.id), label: o.name }))}
      />
      {agencies.length > 1 && (
        <SelectField
          label={text.agency}
          placeholder={text.anyAgency}
          value={single(filters.agency)}
          onChange={(e) => onFilter('agency', e.target.value || null)}
          options={agencies.map((a) => ({ value: String(a.id), label: a.name }))}
        />
      )}
      {withLearner &&
        (single(filters.learner) ? (
          <div>
            <FilterCaption>{text.learner}</FilterCaption>
            <Button tone="secondary" size="sm" icon="x" aria-label={text.clearLearner(learner ? formatFullName(learner) : '')} onClick={() => onFilter('learner', null)}>
              {learner ? formatFullName(learner) : text.learnerChosen}
            </Button>
          </div>
        ) : (
          <LearnerPicker label={text.learner} value={null} onChange={(picked) => onFilter('learner', String(picked.id))} />
        ))}
      <DateField label={text.after} value={single(filters.createdAtAfter)} onChange={(e) => onFilter('createdAtAfter', e.target.value || null)} />
      <DateField label={text.before} value={single(filters.createdAtBefore)} onChange={(e) => onFilter('createdAtBefore', e.target.value || null)} />
      <AmountFilter label={text.min} value={single(filters['totalPriceTtc[gte]'])} onApply={(v) => onFilter('totalPriceTtc[gte]', v || null)} />
      <AmountFilter label={text.max} value={single(filters['totalPriceTtc[lte]'])} onApply={(v) => onFilter('totalPriceTtc[lte]', v || null)} />
      <FilterFooter>
        <Button tone="ghost" size="sm" icon="x" onClick={onReset}>
          {text.reset}
        </Button>
      </FilterFooter>
    </FilterPanel>
  );
}
