import { useForm } from '../../../shared/form/useForm';
import { Button, DateField, FormActions, FormGrid } from '../../../shared/ui';
import { useSaveFiscalYear } from '../hooks';
import { billingMessages as m } from '../messages';
import { fiscalYearSchema } from '../schema';
import type { FiscalYear } from '../types';

/** The structure's first fiscal year kept in Volant; both dates cleared go back to civil years. */
export function FiscalYearForm({ fiscalYear }: { fiscalYear: FiscalYear }) {
  const save = useSaveFiscalYear();
  const form = useForm({
    schema: fiscalYearSchema,
    initial: { firstStart: fiscalYear.firstStart, firstEnd: fiscalYear.firstEnd },
    onSubmit: (payload) => save.run(payload),
  });
  const field = (name: 'firstStart' | 'firstEnd', label: string) => (
    <DateField label={label} value={form.values[name] ?? ''} error={form.error(name)} onChange={(e) => form.set(name, e.target.value || null)} />
  );
  return (
    <form onSubmit={form.submit} noValidate aria-label={m.sections.fiscalYear}>
      <FormGrid columns={3}>
        {field('firstStart', m.fiscalYear.firstStart)}
        {field('firstEnd', m.fiscalYear.firstEnd)}
      </FormGrid>
      <FormActions>
        <Button type="submit" loading={form.submitting}>
          {m.fiscalYear.save}
        </Button>
      </FormActions>
    </form>
  );
}
