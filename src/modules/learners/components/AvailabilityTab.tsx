import { useForm } from '../../../shared/form/useForm';
import { Button, DateField, FormGrid, IconButton, Inline, LoadingState, Section, SelectField, Stack } from '../../../shared/ui';
import { useAvailability, useSaveAvailability } from '../hooks/availability';
import { learnersMessages as m } from '../messages';
import { availabilityCreateSchema } from '../schema';
import type { AvailabilitySchedule } from '../types';
import * as forms from './forms.css';
import * as styles from './record.css';

/** Quarter hours from 06:00 to 22:00 (plus the current value if it falls elsewhere). */
const QUARTERS = Array.from({ length: 65 }, (_, i) => {
  const minutes = 6 * 60 + i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
const timeOptions = (current: string) =>
  [...new Set([...QUARTERS, current])].sort().map((value) => ({ value, label: value.replace(':', ' h ') }));

function AvailabilityEditor({ learnerId, schedule }: { learnerId: number; schedule: AvailabilitySchedule | null }) {
  const save = useSaveAvailability();
  const form = useForm({
    schema: availabilityCreateSchema,
    initial: {
      learner: learnerId,
      period: { start: schedule?.period.start ?? '', end: schedule?.period.end ?? '' },
      schedules: schedule?.schedules.map((slot) => ({ ...slot })) ?? [],
    },
    onSubmit: (payload) => save.run(schedule?.id ?? null, payload),
  });
  const { period, schedules } = form.values;
  const setSlot = (index: number, patch: Partial<(typeof schedules)[number]>) =>
    form.set(
      'schedules',
      schedules.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)),
    );

  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="lg">
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend className={styles.muted}>{m.availability.period}</legend>
          <FormGrid columns={2}>
            <DateField label={m.availability.periodStart} value={period.start ?? ''} onChange={(e) => form.set('period', { ...period, start: e.target.value })} error={form.error('period.start')} />
            <DateField label={m.availability.periodEnd} value={period.end ?? ''} onChange={(e) => form.set('period', { ...period, end: e.target.value })} error={form.error('period.end')} />
          </FormGrid>
        </fieldset>
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend className={styles.muted}>{m.availability.slots}</legend>
          <Stack gap="sm">
            {schedules.length === 0 && <p className={styles.muted}>{m.availability.empty}</p>}
            {schedules.map((slot, index) => (
              <div key={index} className={forms.slot}>
                <SelectField
                  label={m.availability.day}
                  options={m.days.map((day, i) => ({ value: String(i + 1), label: day }))}
                  value={String(slot.day)}
                  onChange={(e) => setSlot(index, { day: Number(e.target.value) })}
                />
                <SelectField label={m.availability.start} options={timeOptions(slot.start)} value={slot.start} onChange={(e) => setSlot(index, { start: e.target.value })} error={form.error(`schedules.${index}.start`)} />
                <SelectField label={m.availability.end} options={timeOptions(slot.end)} value={slot.end} onChange={(e) => setSlot(index, { end: e.target.value })} error={form.error(`schedules.${index}.end`)} />
                <IconButton icon="trash" label={m.availability.removeSlot(index + 1)} onClick={() => form.set('schedules', schedules.filter((_, i) => i !== index))} />
              </div>
            ))}
            <div>
              <Button tone="ghost" icon="plus" onClick={() => form.set('schedules', [...schedules, { day: 1, start: '17:00', end: '19:00' }])}>
                {m.availability.addSlot}
              </Button>
            </div>
          </Stack>
        </fieldset>
        <Inline justify="end">
          <Button type="submit" loading={form.submitting}>
            {m.availability.save}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/** Tab 8: the learner's weekly availability over a period (`/plannings/availability-schedule`). */
export function AvailabilityTab({ learnerId }: { learnerId: number }) {
  const { data, isLoading } = useAvailability(learnerId);
  const schedule = data?.items[0] ?? null;
  return (
    <div className={styles.tabPanel}>
      <Section title={m.availability.title} description={m.availability.description}>
        {isLoading || !data ? <LoadingState /> : <AvailabilityEditor key={schedule?.id ?? 'new'} learnerId={learnerId} schedule={schedule} />}
      </Section>
    </div>
  );
}
