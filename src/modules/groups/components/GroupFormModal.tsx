import { roleLabel } from '../../../shared/auth/roles';
import { useState } from 'react';
import { useForm } from '../../../shared/form/useForm';
import { formatFullName } from '../../../shared/i18n/format';
import { LearnerPicker } from '../../../shared/references/LearnerPicker';
import { useTeamMembers } from '../../../shared/references/hooks';
import { AgencyField } from '../../../shared/session/AgencyField';
import { currentAgencyId } from '../../../shared/session/agency-scope';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { Checkbox, FormGrid, FormGridFull, FormModal, IconButton, LoadingState, Modal, SelectField, Stack, TextField } from '../../../shared/ui';
import { LEARNERS_FOR_GROUP, useCreateGroup, useGroupLearners, useUpdateGroup } from '../hooks';
import { groupsMessages as m } from '../messages';
import { groupCreateSchema } from '../schema';
import type { Group } from '../types';
import * as styles from './GroupFormModal.css';

interface FormProps {
  group: Group | null;
  initialLearners: { id: number; name: string }[];
  initialMembers: number[];
  onClose: () => void;
}

function GroupForm({ group, initialLearners, initialMembers, onClose }: FormProps) {
  const user = useSessionUser();
  const agencies = user?.agencies ?? [];
  const team = (useTeamMembers().data?.items ?? []).filter((member) => !member.archived);
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const [names, setNames] = useState(() => new Map(initialLearners.map((l) => [l.id, l.name])));
  const form = useForm({
    schema: groupCreateSchema,
    initial: {
      name: group?.name ?? '',
      agency: group?.agency.id ?? (user ? (currentAgencyId(user) ?? '') : ''),
      trainer: group?.trainer?.id ?? '',
      learners: initialLearners.map((l) => l.id),
      teamMembers: initialMembers,
    },
    onSubmit: async ({ agency, ...fields }) => {
      const result = group ? await update.run(group.id, fields) : await create.run({ agency, ...fields });
      if (result.ok) onClose();
      return result;
    },
  });
  const { values } = form;
  const learners = values.learners ?? [];
  const members = values.teamMembers ?? [];
  const formId = group ? `group-${group.id}` : 'group-new';

  return (
    <FormModal title={group ? m.edit : m.create} formId={formId} onClose={onClose} form={form} size="lg">
      <FormGrid columns={2}>
        <FormGridFull>
          <TextField label={m.fields.name} required value={values.name} onChange={(e) => form.set('name', e.target.value)} error={form.error('name')} />
        </FormGridFull>
        <AgencyField
          label={m.fields.agency}
          agencies={agencies}
          disabled={group !== null}
          placeholder={m.agencyPlaceholder}
          value={String(values.agency)}
          onChange={(e) => {
            form.set('agency', e.target.value);
            form.set('learners', []);
          }}
          error={form.error('agency')}
        />
        <SelectField
          label={m.fields.trainer}
          placeholder={m.fields.trainerPlaceholder}
          options={team.map((member) => ({ value: String(member.id), label: formatFullName(member) }))}
          value={String(values.trainer ?? '')}
          onChange={(e) => form.set('trainer', e.target.value)}
          error={form.error('trainer')}
        />
        <FormGridFull>
          <Stack gap="xs">
            <LearnerPicker
              label={m.fields.addLearner}
              hint={m.fields.learnersHint}
              value={null}
              params={{ agency: String(values.agency), ...(group ? { notInGroup: group.id } : {}) }}
              source={LEARNERS_FOR_GROUP}
              error={form.error('learners')}
              onChange={(learner) => {
                setNames((previous) => new Map(previous).set(learner.id, formatFullName(learner)));
                if (!learners.includes(learner.id)) form.set('learners', [...learners, learner.id]);
              }}
            />
            {learners.length === 0 ? (
              <span className={styles.muted}>{m.fields.noLearner}</span>
            ) : (
              <ul className={styles.chips} aria-label={m.fields.learners}>
                {learners.map((id) => {
                  const name = names.get(Number(id)) ?? `#${String(id)}`;
                  return (
                    <li key={String(id)} className={styles.chip}>
                      {name}
                      <IconButton icon="x" size="sm" label={m.fields.removeLearner(name)} onClick={() => form.set('learners', learners.filter((l) => l !== id))} />
                    </li>
                  );
                })}
              </ul>
            )}
          </Stack>
        </FormGridFull>
        <FormGridFull>
          <fieldset className={styles.members}>
            <legend className={styles.legend}>{m.fields.teamMembers}</legend>
            {team.map((member) => (
              <Checkbox
                key={member.id}
                label={`${formatFullName(member)} (${roleLabel(member.accountType)})`}
                checked={members.includes(member.id)}
                onChange={(e) => form.set('teamMembers', e.target.checked ? [...members, member.id] : members.filter((id) => id !== member.id))}
              />
            ))}
          </fieldset>
        </FormGridFull>
      </FormGrid>
    </FormModal>
  );
}

/** Creates or edits a group; the members of an edited group are loaded first. */
export function GroupFormModal({ group, onClose }: { group: Group | null; onClose: () => void }) {
  const members = useGroupLearners(group?.id ?? null);
  if (group && !members.data) {
    return (
      <Modal open onClose={onClose} title={m.edit}>
        <LoadingState />
      </Modal>
    );
  }
  const items = members.data?.items ?? [];
  return (
    <GroupForm
      group={group}
      initialLearners={items.flatMap((item) => (item.learner ? [{ id: item.learner.id, name: formatFullName(item.learner) }] : []))}
      initialMembers={items.flatMap((item) => (item.teamMember ? [item.teamMember.id] : []))}
      onClose={onClose}
    />
  );
}
