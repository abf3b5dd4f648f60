import { getActivity } from '../api';
import { Badge, Checkbox, ColorField, FormGrid, FormGridFull, FormModal, IconButton, NumberField, SelectField, TextField, type TableColumn } from '../../../shared/ui';
import { useForm } from '../../../shared/form/useForm';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { ACTIVITIES_PATH, type Activity } from '../../../shared/references/planning';
import { useActivityList, useCreateActivity, useDeleteActivity, useUpdateActivity } from '../hooks';
import { planningConfigMessages } from '../messages';
import { activityCreateSchema } from '../schema';
import { colouredNameColumn } from './ColorSwatch';
import { ConfigListPanel } from './ConfigListPanel';

const m = planningConfigMessages.activities;

/** Activities of the structure (shared) and of its agencies, one of them the default per scope. */
export function ActivitiesPanel() {
  const list = useActivityList();
  const update = useUpdateActivity();
  const remove = useDeleteActivity();
  const columns: TableColumn<Activity>[] = [
    colouredNameColumn(m.columns.name),
    { key: 'durationMinutes', header: m.columns.durationMinutes, sortable: true, align: 'end', render: (a) => `${a.durationMinutes} min` },
    { key: 'agency', header: m.columns.agency, sortable: true, render: (a) => a.agency?.name ?? planningConfigMessages.wholeStructure },
    { key: 'isDefault', header: m.columns.isDefault, sortable: true, render: (a) => (a.isDefault ? <Badge tone="success">{m.defaultBadge}</Badge> : null) },
  ];
  return (
    <ConfigListPanel
      list={list}
      itemPath={ACTIVITIES_PATH}
      loadItem={getActivity}
      texts={m}
      icon="calendar"
      columns={columns}
      remove={remove}
      rowActions={(a) =>
        a.isDefault ? null : <IconButton icon="check" label={`${m.makeDefault} : ${a.name}`} size="sm" onClick={() => void update.run(a.id, { isDefault: true })} />
      }
      renderForm={(activity, close) => <ActivityFormModal activity={activity} onClose={close} />}
    />
  );
}

function ActivityFormModal({ activity, onClose }: { activity: Activity | null; onClose: () => void }) {
  const user = useSessionUser();
  const create = useCreateActivity();
  const update = useUpdateActivity();
  const form = useForm({
    schema: activityCreateSchema,
    initial: {
      name: activity?.name ?? '',
      color: activity?.color ?? '#2563eb',
      durationMinutes: activity?.durationMinutes ?? 60,
      isDefault: activity?.isDefault ?? false,
      agency: activity?.agency?.id ?? null,
    },
    onSubmit: async ({ agency, ...fields }) => {
      const result = activity ? await update.run(activity.id, fields) : await create.run({ agency, ...fields });
      if (result.ok) onClose();
      return result;
    },
  });
  const { values } = form;
  const formId = activity ? `activity-${activity.id}` : 'activity-new';
  return (
    <FormModal title={activity ? m.edit : m.create} formId={formId} onClose={onClose} form={form}>
      <FormGrid columns={2}>
        <FormGridFull>
          <TextField label={m.fields.name} required value={values.name} onChange={(e) => form.set('name', e.target.value)} error={form.error('name')} />
        </FormGridFull>
        <ColorField label={m.fields.color} required value={values.color} onChange={(e) => form.set('color', e.target.value)} error={form.error('color')} />
        <NumberField
          label={m.fields.durationMinutes}
          required
          min={5}
          max={720}
          step={5}
          value={Number.isNaN(values.durationMinutes) ? '' : values.durationMinutes}
          onValueChange={(value) => form.set('durationMinutes', value === '' ? Number.NaN : Number(value))}
          error={form.error('durationMinutes')}
        />
        <FormGridFull>
          <SelectField
            label={m.fields.agency}
            disabled={activity !== null}
            options={[{ value: '', label: planningConfigMessages.wholeStructure }, ...(user?.agencies ?? []).map((a) => ({ value: String(a.id), label: a.name }))]}
            value={values.agency === null || values.agency === undefined ? '' : String(values.agency)}
            onChange={(e) => form.set('agency', e.target.value === '' ? null : e.target.value)}
            error={form.error('agency')}
          />
        </FormGridFull>
        <FormGridFull>
          <Checkbox label={m.fields.isDefault} checked={values.isDefault ?? false} onChange={(e) => form.set('isDefault', e.target.checked)} />
        </FormGridFull>
      </FormGrid>
    </FormModal>
  );
}
