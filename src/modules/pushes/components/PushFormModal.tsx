import { useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useForm } from '../../../shared/form/useForm';
import { dayjs } from '../../../shared/i18n/dayjs';
import { formatFullName } from '../../../shared/i18n/format';
import { LearnerPicker } from '../../../shared/references/LearnerPicker';
import { useGroupOptions } from '../../../shared/references/hooks';
import type { GroupSummary } from '../../../shared/references/types';
import { Checkbox, DateField, FormFooter, FormGrid, FormGridFull, InlineAlert, Modal, RadioGroup, SelectField, TextArea, TextField } from '../../../shared/ui';
import { createPushDates, updatePushDates } from '../dates';
import { useCreateGroupPushes, useCreatePush, useUpdatePush } from '../hooks';
import { pushMessages } from '../messages';
import { pushBulkSchema, pushCreateSchema, pushPatchSchema, PUSH_MESSAGE_MAX, PUSH_TITLE_MAX } from '../schema';
import { pushesStore, setPushError } from '../store';
import type { Push } from '../types';
import * as styles from './PushFormModal.css';

export interface PushFormModalProps {
  /** The draft to edit; null creates. */
  push: Push | null;
  onClose: () => void;
}

type Target = 'learner' | 'groups';

const m = pushMessages.fields;
const nextWeek = () => ({ start: dayjs().format('YYYY-MM-DD'), end: dayjs().add(7, 'day').format('YYYY-MM-DD') });

interface FormProps {
  formId: string;
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
}

interface TextFieldsProps {
  values: { title: string; message: string; startDate: string; endDate: string };
  set: (name: 'title' | 'message' | 'startDate' | 'endDate', value: string) => void;
  error: (path: string) => string | undefined;
}

/** Title, message and the days the application shows the push (shared by the three forms). */
function PushTextFields({ values, set, error }: TextFieldsProps) {
  return (
    <>
      <FormGridFull>
        <TextField label={m.title} required maxLength={PUSH_TITLE_MAX} value={values.title} onChange={(e) => set('title', e.target.value)} error={error('title')} />
      </FormGridFull>
      <FormGridFull>
        <TextArea
          label={m.message}
          required
          rows={4}
          maxLength={PUSH_MESSAGE_MAX}
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
          error={error('message')}
          hint={m.messageCount(values.message.length, PUSH_MESSAGE_MAX)}
        />
      </FormGridFull>
      <DateField label={m.startDate} required value={values.startDate} onChange={(e) => set('startDate', e.target.value)} error={error('startDate')} hint={m.datesHint} />
      <DateField label={m.endDate} required value={values.endDate} onChange={(e) => set('endDate', e.target.value)} error={error('endDate')} />
    </>
  );
}

function GroupChoice({ groups, chosen, onChange, error }: { groups: readonly GroupSummary[]; chosen: readonly (string | number)[]; onChange: (ids: number[]) => void; error?: string }) {
  const legendId = useId();
  const ids = chosen.map(Number);
  return (
    <FormGridFull>
      <fieldset className={styles.groups} aria-labelledby={legendId} aria-invalid={error ? true : undefined}>
        <legend id={legendId} className={styles.legend}>
          {m.groups} <span aria-hidden="true">*</span>
        </legend>
        {groups.length === 0 && <p className={styles.hint}>{m.noGroup}</p>}
        {groups.map((group) => (
          <Checkbox
            key={group.id}
            label={`${group.name} (${m.groupMembers(group.learnersCount ?? 0)})`}
            checked={ids.includes(group.id)}
            onChange={(e) => onChange(e.target.checked ? [...ids, group.id] : ids.filter((id) => id !== group.id))}
          />
        ))}
      </fieldset>
      {error ? <p className={styles.error} role="alert">{error}</p> : <p className={styles.hint}>{m.groupsHint}</p>}
    </FormGridFull>
  );
}

function LearnerPushForm({ formId, onDone, onBusyChange }: FormProps) {
  const create = useCreatePush();
  const [learner, setLearner] = useState<{ id: number; firstName: string; lastName: string } | null>(null);
  const { start, end } = nextWeek();
  const form = useForm({
    schema: pushCreateSchema,
    initial: { title: '', message: '', startDate: start, endDate: end, learner: '' },
    onSubmit: async (payload) => {
      const result = await create.run({ ...payload, ...createPushDates(payload.startDate, payload.endDate) });
      if (result.ok) onDone();
      return result;
    },
  });
  return (
    <form id={formId} onSubmit={form.submit} noValidate>
      <FormGrid columns={2}>
        <FormGridFull>
          <LearnerPicker
            label={m.learner}
            required
            value={learner}
            onChange={(chosen) => {
              setLearner(chosen);
              form.set('learner', chosen.id);
            }}
            error={form.error('learner')}
          />
        </FormGridFull>
        <PushTextFields values={form.values} set={(name, value) => form.set(name, value)} error={form.error} />
      </FormGrid>
      <SubmitState busy={form.submitting} onBusyChange={onBusyChange} />
    </form>
  );
}

function GroupPushForm({ formId, onDone, onBusyChange }: FormProps) {
  const create = useCreateGroupPushes();
  const groups = useGroupOptions().data?.items ?? [];
  const { start, end } = nextWeek();
  const form = useForm({
    schema: pushBulkSchema,
    initial: { title: '', message: '', startDate: start, endDate: end, groups: [] as number[] },
    onSubmit: async (payload) => {
      const result = await create.run({ ...payload, ...createPushDates(payload.startDate, payload.endDate) });
      if (result.ok) onDone();
      return result;
    },
  });
  return (
    <form id={formId} onSubmit={form.submit} noValidate>
      <FormGrid columns={2}>
        <GroupChoice groups={groups} chosen={form.values.groups} onChange={(ids) => form.set('groups', ids)} error={form.error('groups')} />
        <PushTextFields values={form.values} set={(name, value) => form.set(name, value)} error={form.error} />
      </FormGrid>
      <SubmitState busy={form.submitting} onBusyChange={onBusyChange} />
    </form>
  );
}

function EditPushForm({ push, formId, onDone, onBusyChange }: FormProps & { push: Push }) {
  const update = useUpdatePush();
  const groups = useGroupOptions().data?.items ?? [];
  const [learner, setLearner] = useState(push.learner);
  const form = useForm({
    schema: pushPatchSchema,
    initial: {
      title: push.title,
      message: push.message,
      startDate: push.startDate,
      endDate: push.endDate,
      ...(push.target === 'learner' && push.learner ? { learner: push.learner.id } : {}),
      ...(push.target === 'group' && push.group ? { group: push.group.id } : {}),
    },
    onSubmit: async (payload) => {
      const { startDate, endDate } = updatePushDates(payload.startDate ?? push.startDate, payload.endDate ?? push.endDate);
      const result = await update.run(push.id, { ...payload, startDate, endDate });
      if (result.ok) onDone();
      return result;
    },
  });
  const values = { title: form.values.title ?? '', message: form.values.message ?? '', startDate: form.values.startDate ?? '', endDate: form.values.endDate ?? '' };
  return (
    <form id={formId} onSubmit={form.submit} noValidate>
      <FormGrid columns={2}>
        <FormGridFull>
          {push.target === 'learner' ? (
            <LearnerPicker
              label={m.learner}
              required
              value={learner}
              onChange={(chosen) => {
                setLearner({ '@id': `/api/learners/${chosen.id}`, id: chosen.id, firstName: chosen.firstName, lastName: chosen.lastName, name: formatFullName(chosen) });
                form.set('learner', chosen.id);
              }}
              error={form.error('learner')}
            />
          ) : (
            <SelectField
              label={m.group}
              required
              options={groups.map((g) => ({ value: String(g.id), label: `${g.name} (${m.groupMembers(g.learnersCount ?? 0)})` }))}
              value={String(form.values.group ?? '')}
              onChange={(e) => form.set('group', Number(e.target.value))}
              error={form.error('group')}
            />
          )}
        </FormGridFull>
        <PushTextFields values={values} set={(name, value) => form.set(name, value)} error={form.error} />
      </FormGrid>
      <SubmitState busy={form.submitting} onBusyChange={onBusyChange} />
    </form>
  );
}

/** Tells the modal when its form is being sent (the submit button lives in the modal footer). */
function SubmitState({ busy, onBusyChange }: { busy: boolean; onBusyChange: (busy: boolean) => void }) {
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  return null;
}

/** Creates a push for one learner or for groups (one per group), or edits a draft. */
export function PushFormModal({ push, onClose }: PushFormModalProps) {
  const [target, setTarget] = useState<Target>('learner');
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const { errors } = useSnapshot(pushesStore);
  const action = push ? 'update' : 'create';
  const failure = errors[action];
  const close = () => {
    setPushError(action, null);
    onClose();
  };
  return (
    <Modal
      open
      onClose={close}
      title={push ? pushMessages.edit : pushMessages.create}
      size="lg"
      footer={<FormFooter formId={formId} busy={busy} onClose={close} />}
    >
      {failure && (
        <InlineAlert tone="danger" title={pushMessages.errors[action]} onDismiss={() => setPushError(action, null)}>
          {failure}
        </InlineAlert>
      )}
      {push ? (
        <EditPushForm push={push} formId={formId} onDone={onClose} onBusyChange={setBusy} />
      ) : (
        <>
          <RadioGroup
            label={m.target}
            name={`${formId}-target`}
            inline
            options={[
              { value: 'learner', label: m.targetLearner },
              { value: 'groups', label: m.targetGroups },
            ]}
            value={target}
            onChange={(value) => setTarget(value === 'groups' ? 'groups' : 'learner')}
          />
          {target === 'learner' ? <LearnerPushForm formId={formId} onDone={onClose} onBusyChange={setBusy} /> : <GroupPushForm formId={formId} onDone={onClose} onBusyChange={setBusy} />}
        </>
      )}
    </Modal>
  );
}
