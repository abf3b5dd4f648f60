import { useMemo, useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { fieldErrorsFromViolations, fieldErrorsOf, type FieldErrors } from '../../../shared/form/useForm';
import { dayjs } from '../../../shared/i18n/dayjs';
import { formatFullName } from '../../../shared/i18n/format';
import { LearnerPicker } from '../../../shared/references/LearnerPicker';
import type { Agenda } from '../../../shared/references/planning';
import type { MutationResult } from '../../../shared/swr/useMutation';
import {
  Checkbox,
  DateField,
  FormGrid,
  FormGridFull,
  FormModal,
  IconButton,
  NumberField,
  RadioGroup,
  SelectField,
  TextArea,
  TextField,
  TimeField,
} from '../../../shared/ui';
import { toMinutes, toTime } from '../calendar/dates';
import type { JsonLd } from '../../../shared/api/hydra';
import { SORTED_LEARNERS, useCreateBackgroundSlot, useCreateRecurrentSlot, useCreateSlot, useSlotChoices, useUpdateSlot } from '../hooks/slot';
import { planningMessages } from '../messages';
import { slotBackgroundSchema, slotCreateSchema, slotPatchSchema, slotRecurrentSchema } from '../schema';
import type { Slot, SlotStatus } from '../types';
import type { SlotPrefill } from '../store';
import * as styles from './SlotFormModal.css';
import { defaultServiceFor } from '../slot-defaults';

const m = planningMessages.form;
type Kind = 'single' | 'recurrent' | 'background';

interface LearnerChip {
  id: number;
  firstName: string;
  lastName: string;
}

interface State {
  kind: Kind;
  agenda: string;
  date: string;
  startTime: string;
  endTime: string;
  title: string;
  activity: string;
  service: string;
  /** The user picked the « Prestation » (« Aucun » included): no default replaces it. */
  serviceChosen: boolean;
  location: string;
  resource: string;
  teamMember: string;
  learners: LearnerChip[];
  capacity: string;
  status: SlotStatus;
  comment: string;
  frequency: 'daily' | 'weekly';
  interval: string;
  weekdays: number[];
  endBy: 'date' | 'count';
  until: string;
  count: string;
}

export interface SlotFormModalProps {
  agendas: readonly Agenda[];
  /** Create with these values, or edit this slot. */
  prefill?: SlotPrefill;
  /** The slot edited, read whole (its item): the form keeps all its learners. */
  slot?: JsonLd<Slot>;
  onClose: () => void;
}

const idOrNull = (value: string) => (value === '' ? null : Number(value));

function initialState(prefill: SlotPrefill | undefined, slot: JsonLd<Slot> | undefined, agendas: readonly Agenda[]): State {
  const date = slot?.date ?? prefill?.date ?? dayjs().format('YYYY-MM-DD');
  return {
    kind: slot?.isBackground ? 'background' : 'single',
    agenda: String(slot?.agenda.id ?? prefill?.agendaId ?? agendas[0]?.id ?? ''),
    date,
    startTime: slot?.schedule.startTime ?? prefill?.startTime ?? '09:00',
    endTime: slot?.schedule.endTime ?? prefill?.endTime ?? '10:00',
    title: slot?.title ?? '',
    activity: slot?.activity ? String(slot.activity.id) : '',
    service: slot?.service ? String(slot.service.id) : '',
    serviceChosen: slot !== undefined,
    location: slot?.location ? String(slot.location.id) : '',
    resource: slot?.resource ? String(slot.resource.id) : '',
    teamMember: slot?.teamMember ? String(slot.teamMember.id) : '',
    learners: slot?.slotLearners.map((l) => l.learner) ?? [],
    capacity: slot?.capacity ? String(slot.capacity) : '',
    status: slot?.status ?? 'planned',
    comment: slot?.comment ?? '',
    frequency: 'weekly',
    interval: '1',
    weekdays: [dayjs(date).isoWeekday()],
    endBy: 'count',
    until: dayjs(date).add(8, 'week').format('YYYY-MM-DD'),
    count: '10',
  };
}

/**
 * Creates a slot (single, recurrent or background) or edits one. The payload is validated with the
 * same schema as the server's; 422 violations come back on their fields, conflicts (409) as an alert.
 */
export function SlotFormModal({ agendas, prefill, slot, onClose }: SlotFormModalProps) {
  const [state, setState] = useState<State>(() => initialState(prefill, slot, agendas));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const editing = slot !== undefined;
  // A new slot goes on one of the offered agendas: the first one when none (or one not offered) was
  // chosen, also when the agendas arrive after the form opened.
  const agendaValue = editing || agendas.some((a) => String(a.id) === state.agenda) ? state.agenda : String(agendas[0]?.id ?? '');
  const agenda = agendas.find((a) => String(a.id) === agendaValue) ?? null;
  const choices = useSlotChoices(agenda);
  const create = useCreateSlot();
  const createRecurrent = useCreateRecurrentSlot();
  const createBackground = useCreateBackgroundSlot();
  const update = useUpdateSlot();

  // The agenda's default activity when creating (spec part 1 §7: default activity).
  const defaultActivity = useMemo(() => choices.activities.find((a) => a.isDefault && a.agency !== null) ?? choices.activities.find((a) => a.isDefault), [choices.activities]);
  const activity = state.activity === '' && !editing && state.kind !== 'background' ? (defaultActivity ? String(defaultActivity.id) : '') : state.activity;
  // Until the user picks one, a new slot bills the activity's service (a driving lesson: the hour of lesson).
  const serviceDefault = defaultServiceFor(choices.activities.find((a) => String(a.id) === activity), choices.services);
  const service = !editing && !state.serviceChosen ? (serviceDefault ? String(serviceDefault.id) : '') : state.service;

  const set = <K extends keyof State>(key: K, value: State[K]) => {
    setState((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => {
      const next = { ...previous };
      delete next[key];
      if (key === 'startTime' || key === 'endTime') delete next[`schedule.${key}`];
      return next;
    });
  };

  const chooseActivity = (value: string) => {
    set('activity', value);
    const chosen = choices.activities.find((a) => String(a.id) === value);
    if (chosen) set('endTime', toTime(toMinutes(state.startTime) + chosen.durationMinutes));
  };

  const payload = () => {
    const base = { agenda: agendaValue === '' ? undefined : Number(agendaValue), date: state.date, schedule: { startTime: state.startTime, endTime: state.endTime } };
    if (state.kind === 'background') return { schema: slotBackgroundSchema as ZodType, value: { ...base, title: state.title, comment: state.comment } };
    const fields = {
      ...base,
      title: state.title,
      activity: idOrNull(activity),
      service: idOrNull(service),
      location: idOrNull(state.location),
      resource: agenda?.type.isResource ? null : idOrNull(state.resource),
      teamMember: agenda?.type.isResource ? idOrNull(state.teamMember) : null,
      capacity: state.capacity === '' ? null : Number(state.capacity),
      comment: state.comment,
    };
    if (editing) return { schema: slotPatchSchema as ZodType, value: { ...fields, status: state.status } };
    const withLearners = { ...fields, learners: state.learners.map((l) => l.id), status: state.status };
    if (state.kind === 'single') return { schema: slotCreateSchema as ZodType, value: withLearners };
    return {
      schema: slotRecurrentSchema as ZodType,
      value: {
        ...withLearners,
        recurrence: {
          frequency: state.frequency,
          interval: Number(state.interval) || 1,
          ...(state.frequency === 'weekly' ? { weekdays: state.weekdays } : {}),
          ...(state.endBy === 'date' ? { until: state.until || null } : { count: state.count === '' ? null : Number(state.count) }),
        },
      },
    };
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const { schema, value } = payload();
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setSubmitting(true);
    let result: MutationResult<unknown>;
    try {
      if (editing) result = await update.run(slot.id, parsed.data as Parameters<typeof update.run>[1]);
      else if (state.kind === 'background') result = await createBackground.run(parsed.data as Parameters<typeof createBackground.run>[0]);
      else if (state.kind === 'recurrent') result = await createRecurrent.run(parsed.data as Parameters<typeof createRecurrent.run>[0]);
      else result = await create.run(parsed.data as Parameters<typeof create.run>[0]);
    } finally {
      setSubmitting(false);
    }
    if (result.ok) onClose();
    else setErrors(fieldErrorsFromViolations(result.violations));
  };

  const error = (path: string) => errors[path];
  const options = <T extends { id: number; name: string }>(items: readonly T[]) => [{ value: '', label: m.none }, ...items.map((item) => ({ value: String(item.id), label: item.name }))];
  const formId = editing ? `slot-${slot.id}` : 'slot-new';
  const background = state.kind === 'background';

  return (
    <FormModal title={editing ? m.editTitle : m.createTitle} formId={formId} onClose={onClose} onSubmit={submit} busy={submitting} size="lg">
      <FormGrid columns={3}>
        {!editing && (
          <FormGridFull>
            <RadioGroup
              label={m.kind}
              name={`${formId}-kind`}
              inline
              options={(['single', 'recurrent', 'background'] as const).map((kind) => ({ value: kind, label: m.kinds[kind] }))}
              value={state.kind}
              onChange={(value) => set('kind', value as Kind)}
            />
          </FormGridFull>
        )}
        <FormGridFull>
          <SelectField
            label={m.agenda}
            required
            placeholder={m.agendaPlaceholder}
            options={agendas.map((a) => ({ value: String(a.id), label: `${a.name} (${a.agency.name})` }))}
            value={agendaValue}
            onChange={(e) => {
              set('agenda', e.target.value);
              set('service', '');
              set('serviceChosen', false);
              set('resource', '');
              set('teamMember', '');
            }}
            error={error('agenda')}
          />
        </FormGridFull>
        <DateField label={m.date} required value={state.date} onChange={(e) => set('date', e.target.value)} error={error('date')} />
        <TimeField label={m.startTime} required value={state.startTime} onChange={(e) => set('startTime', e.target.value)} error={error('schedule.startTime') ?? error('schedule')} />
        <TimeField label={m.endTime} required value={state.endTime} onChange={(e) => set('endTime', e.target.value)} error={error('schedule.endTime')} />
        <FormGridFull>
          <TextField
            label={background ? m.backgroundTitle : m.title}
            required={background}
            hint={background ? undefined : m.titleHint}
            value={state.title}
            onChange={(e) => set('title', e.target.value)}
            error={error('title')}
          />
        </FormGridFull>
        {!background && (
          <>
            <SelectField label={m.activity} options={options(choices.activities)} value={activity} onChange={(e) => chooseActivity(e.target.value)} error={error('activity')} />
            <SelectField
              label={m.service}
              options={options(choices.services)}
              value={service}
              onChange={(e) => {
                set('service', e.target.value);
                set('serviceChosen', true);
              }}
              error={error('service')}
            />
            <SelectField label={m.location} options={options(choices.locations)} value={state.location} onChange={(e) => set('location', e.target.value)} error={error('location')} />
            {agenda?.type.isResource ? (
              <SelectField label={m.teamMember} options={options(choices.trainers)} value={state.teamMember} onChange={(e) => set('teamMember', e.target.value)} error={error('teamMember')} />
            ) : (
              <SelectField label={m.resource} options={options(choices.resources)} value={state.resource} onChange={(e) => set('resource', e.target.value)} error={error('resource')} />
            )}
            <NumberField label={m.capacity} hint={m.capacityHint} min={1} max={200} value={state.capacity} onValueChange={(value) => set('capacity', value)} error={error('capacity')} />
            {editing && (
              <SelectField
                label={m.status}
                options={(['planned', 'done', 'cancelled'] as const).map((s) => ({ value: s, label: planningMessages.status[s] }))}
                value={state.status}
                onChange={(e) => set('status', e.target.value as SlotStatus)}
              />
            )}
            {!editing && (
              <FormGridFull>
                <LearnerPicker
                  label={m.addLearner}
                  value={null}
                  source={SORTED_LEARNERS}
                  params={agenda ? { agency: agenda.agency.id } : undefined}
                  error={error('learners')}
                  onChange={(learner) => {
                    if (!state.learners.some((l) => l.id === learner.id)) set('learners', [...state.learners, learner]);
                  }}
                />
                {state.learners.length > 0 && (
                  <ul className={styles.chips} aria-label={m.learners}>
                    {state.learners.map((learner) => (
                      <li key={learner.id} className={styles.chip}>
                        {formatFullName(learner)}
                        <IconButton icon="x" size="sm" label={m.removeLearner(formatFullName(learner))} onClick={() => set('learners', state.learners.filter((l) => l.id !== learner.id))} />
                      </li>
                    ))}
                  </ul>
                )}
              </FormGridFull>
            )}
          </>
        )}
        {state.kind === 'recurrent' && (
          <FormGridFull>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{m.frequency}</legend>
              <SelectField
                label={m.frequency}
                options={(['weekly', 'daily'] as const).map((f) => ({ value: f, label: m.frequencies[f] }))}
                value={state.frequency}
                onChange={(e) => set('frequency', e.target.value as 'daily' | 'weekly')}
              />
              <NumberField label={m.interval} hint={m.intervalHint} min={1} max={12} value={state.interval} onValueChange={(value) => set('interval', value)} error={error('recurrence.interval')} />
              {state.frequency === 'weekly' && (
                <div className={styles.full} role="group" aria-label={m.weekdays}>
                  <div className={styles.weekdays}>
                    {m.weekdayNames.map((name, index) => (
                      <Checkbox
                        key={name}
                        label={name}
                        checked={state.weekdays.includes(index + 1)}
                        onChange={(e) => set('weekdays', e.target.checked ? [...state.weekdays, index + 1] : state.weekdays.filter((d) => d !== index + 1))}
                      />
                    ))}
                  </div>
                </div>
              )}
              <div className={styles.full}>
                <RadioGroup
                  label={m.endKind}
                  name={`${formId}-end`}
                  inline
                  options={[
                    { value: 'count', label: m.endByCount },
                    { value: 'date', label: m.endByDate },
                  ]}
                  value={state.endBy}
                  onChange={(value) => set('endBy', value as 'date' | 'count')}
                />
              </div>
              {state.endBy === 'date' ? (
                <DateField label={m.until} required value={state.until} onChange={(e) => set('until', e.target.value)} error={error('recurrence.until') ?? error('recurrence')} />
              ) : (
                <NumberField label={m.count} required min={1} max={200} value={state.count} onValueChange={(value) => set('count', value)} error={error('recurrence.count') ?? error('recurrence.until') ?? error('recurrence')} />
              )}
            </fieldset>
          </FormGridFull>
        )}
        <FormGridFull>
          <TextArea label={m.comment} rows={2} value={state.comment} onChange={(e) => set('comment', e.target.value)} error={error('comment')} />
        </FormGridFull>
      </FormGrid>
    </FormModal>
  );
}
