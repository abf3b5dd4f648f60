import { useForm } from '../../../shared/form/useForm';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { ROLES, roleLabel } from '../../../shared/auth/roles';
import { useCan } from '../../../shared/auth/usePermissions';
import { Checkbox, FormGrid, FormGridFull, FormModal, SelectField, Stack, TextField } from '../../../shared/ui';
import { useCreateMember, useRoleChoices, useUpdateMember } from '../hooks';
import { usersMessages } from '../messages';
import { ACCOUNT_TYPES, teamMemberCreateSchema } from '../schema';
import type { TeamMember } from '../types';

export interface MemberFormModalProps {
  member: TeamMember | null;
  onClose: () => void;
}

/**
 * Creates or edits a team member: identity, account type, role and agency memberships. As the server
 * rules it, changing someone's account type or role needs isRoleCreation, and nobody changes their own
 * (nor their agencies).
 */
export function MemberFormModal({ member, onClose }: MemberFormModalProps) {
  const user = useSessionUser();
  const agencies = user?.agencies ?? [];
  const roles = useRoleChoices();
  const canManageRoles = useCan('isRoleCreation');
  const self = member !== null && member.id === user?.id;
  const roleLocked = member !== null && (self || !canManageRoles);
  const create = useCreateMember();
  const update = useUpdateMember();
  const form = useForm({
    schema: teamMemberCreateSchema,
    initial: {
      firstName: member?.firstName ?? '',
      lastName: member?.lastName ?? '',
      email: member?.email ?? '',
      phone: member?.phone ?? '',
      accountType: (member?.accountType as (typeof ACCOUNT_TYPES)[number] | undefined) ?? ROLES.trainer,
      account: member?.account?.id ?? null,
      agencies: member?.agencies.map((a) => a.id) ?? [],
      teachingLicence: member?.teachingLicence ?? '',
    },
    onSubmit: async (payload) => {
      const result = member ? await update.run(member.id, payload) : await create.run(payload);
      if (result.ok) onClose();
      return result;
    },
  });
  const { values } = form;
  const chosen = (values.agencies ?? []) as (string | number)[];
  const isManager = values.accountType === ROLES.manager;
  const formId = member ? `member-${member.id}` : 'member-new';
  return (
    <FormModal title={member ? usersMessages.edit : usersMessages.create} formId={formId} onClose={onClose} form={form} size="lg">
      <FormGrid columns={2}>
        <TextField label={usersMessages.fields.firstName} required value={values.firstName} onChange={(e) => form.set('firstName', e.target.value)} error={form.error('firstName')} />
        <TextField label={usersMessages.fields.lastName} required value={values.lastName} onChange={(e) => form.set('lastName', e.target.value)} error={form.error('lastName')} />
        <TextField label={usersMessages.fields.email} type="email" required value={values.email} onChange={(e) => form.set('email', e.target.value)} error={form.error('email')} />
        <TextField label={usersMessages.fields.phone} type="tel" value={values.phone ?? ''} onChange={(e) => form.set('phone', e.target.value)} error={form.error('phone')} />
        <SelectField
          label={usersMessages.fields.accountType}
          required
          options={ACCOUNT_TYPES.map((type) => ({ value: type, label: roleLabel(type) }))}
          value={values.accountType}
          disabled={roleLocked}
          onChange={(e) => form.set('accountType', e.target.value as (typeof ACCOUNT_TYPES)[number])}
          error={form.error('accountType')}
        />
        <SelectField
          label={usersMessages.fields.account}
          placeholder={usersMessages.fields.noAccount}
          options={(roles.data?.items ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
          value={values.account === null || values.account === undefined ? '' : String(values.account)}
          disabled={roleLocked}
          onChange={(e) => form.set('account', e.target.value ? Number(e.target.value) : null)}
          error={form.error('account')}
        />
        {values.accountType === ROLES.trainer && (
          <TextField
            label={usersMessages.fields.teachingLicence}
            value={values.teachingLicence ?? ''}
            onChange={(e) => form.set('teachingLicence', e.target.value)}
            error={form.error('teachingLicence')}
          />
        )}
        <FormGridFull>
          <fieldset>
            <legend>{usersMessages.fields.agencies}</legend>
            {isManager ? (
              <p>{usersMessages.allAgencies}</p>
            ) : (
              <Stack gap="xs">
                {agencies.map((agency) => (
                  <Checkbox
                    key={agency.id}
                    label={agency.name}
                    checked={chosen.map(Number).includes(agency.id)}
                    disabled={self}
                    onChange={(e) =>
                      form.set('agencies', e.target.checked ? [...chosen, agency.id] : chosen.filter((id) => Number(id) !== agency.id))
                    }
                  />
                ))}
              </Stack>
            )}
            {form.error('agencies') && <p role="alert">{form.error('agencies')}</p>}
          </fieldset>
        </FormGridFull>
      </FormGrid>
    </FormModal>
  );
}
