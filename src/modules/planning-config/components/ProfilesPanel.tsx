import { getProfile } from '../api';
import { useForm } from '../../../shared/form/useForm';
import { PROFILES_PATH, type PlanningProfile, type PlanningView } from '../../../shared/references/planning';
import { Badge, Checkbox, FormGrid, FormGridFull, FormModal, Inline, SelectField, TextField, type TableColumn } from '../../../shared/ui';
import { useActiveAgendas, useCreateProfile, useDeleteProfile, useProfileList, useUpdateProfile } from '../hooks';
import { planningConfigMessages } from '../messages';
import { profileCreateSchema } from '../schema';
import * as styles from './ColorSwatch.css';
import { ConfigListPanel } from './ConfigListPanel';

const m = planningConfigMessages.profiles;
const VIEWS: PlanningView[] = ['day', 'week', 'month'];

/** Planning profiles: named sets of agendas shown together in the calendar. */
export function ProfilesPanel() {
  const list = useProfileList();
  const remove = useDeleteProfile();
  const columns: TableColumn<PlanningProfile>[] = [
    { key: 'name', header: m.columns.name, sortable: true, render: (p) => p.name },
    { key: 'defaultView', header: m.columns.defaultView, render: (p) => planningConfigMessages.views[p.defaultView] },
    {
      key: 'agendas',
      header: m.columns.agendas,
      render: (p) => (
        <Inline gap="xxs">
          {p.agendas.map((a) => (
            <Badge key={a.id}>{a.name}</Badge>
          ))}
        </Inline>
      ),
    },
  ];
  return (
    <ConfigListPanel
      list={list}
      itemPath={PROFILES_PATH}
      loadItem={getProfile}
      texts={m}
      icon="users"
      columns={columns}
      remove={remove}
      renderForm={(profile, close) => <ProfileFormModal profile={profile} onClose={close} />}
    />
  );
}

function ProfileFormModal({ profile, onClose }: { profile: PlanningProfile | null; onClose: () => void }) {
  const create = useCreateProfile();
  const update = useUpdateProfile();
  const agendas = useActiveAgendas().data?.items ?? [];
  const form = useForm({
    schema: profileCreateSchema,
    initial: { name: profile?.name ?? '', defaultView: profile?.defaultView ?? 'week', agendas: profile?.agendas.map((a) => a.id) ?? [] },
    onSubmit: async (payload) => {
      const result = profile ? await update.run({ id: profile.id, ...payload }) : await create.run(payload);
      if (result.ok) onClose();
      return result;
    },
  });
  const { values } = form;
  const chosen = values.agendas.map(Number);
  const toggle = (id: number, on: boolean) => form.set('agendas', on ? [...chosen, id] : chosen.filter((a) => a !== id));
  const formId = profile ? `profile-${profile.id}` : 'profile-new';
  return (
    <FormModal title={profile ? m.edit : m.create} formId={formId} onClose={onClose} form={form} size="lg">
      <FormGrid columns={2}>
        <TextField label={m.fields.name} required value={values.name} onChange={(e) => form.set('name', e.target.value)} error={form.error('name')} />
        <SelectField
          label={m.fields.defaultView}
          options={VIEWS.map((view) => ({ value: view, label: planningConfigMessages.views[view] }))}
          value={values.defaultView ?? 'week'}
          onChange={(e) => form.set('defaultView', e.target.value as PlanningView)}
        />
        <FormGridFull>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{m.fields.agendas} *</legend>
            {agendas.map((agenda) => (
              <Checkbox key={agenda.id} label={agenda.name} checked={chosen.includes(agenda.id)} onChange={(e) => toggle(agenda.id, e.target.checked)} />
            ))}
            {form.error('agendas') && (
              <p role="alert" className={styles.fieldError}>
                {form.error('agendas')}
              </p>
            )}
          </fieldset>
        </FormGridFull>
      </FormGrid>
    </FormModal>
  );
}
