import { useForm } from '../../../shared/form/useForm';
import { PermissionMatrix } from '../../../shared/references/PermissionMatrix';
import { FormModal, Stack, TextField } from '../../../shared/ui';
import { useCreateRole, usePermissionCatalogue, useUpdateRole } from '../hooks';
import { rolesMessages } from '../messages';
import { roleAccountCreateSchema } from '../schema';
import type { RoleAccount } from '../types';

export interface RoleFormModalProps {
  /** The role to edit; null creates one. */
  role: RoleAccount | null;
  onClose: () => void;
}

const COLUMN = 'granted';

/** Creates or edits a role: its name and the permissions it grants in every agency. */
export function RoleFormModal({ role, onClose }: RoleFormModalProps) {
  const catalogue = usePermissionCatalogue();
  const create = useCreateRole();
  const update = useUpdateRole();
  const form = useForm({
    schema: roleAccountCreateSchema,
    initial: { name: role?.name ?? '', permissions: role?.permissions ?? [] },
    onSubmit: async (payload) => {
      const result = role ? await update.run(role.id, payload) : await create.run(payload);
      if (result.ok) onClose();
      return result;
    },
  });
  const permissions = form.values.permissions ?? [];
  const formId = role ? `role-${role.id}` : 'role-new';
  return (
    <FormModal title={role ? rolesMessages.edit : rolesMessages.create} formId={formId} onClose={onClose} form={form} size="lg">
      <Stack gap="md">
        <TextField label={rolesMessages.fields.name} required value={form.values.name} onChange={(e) => form.set('name', e.target.value)} error={form.error('name')} />
        <PermissionMatrix
          caption={rolesMessages.fields.permissions}
          permissions={catalogue.data?.items ?? []}
          columns={[{ id: COLUMN, label: rolesMessages.granted }]}
          value={{ [COLUMN]: permissions }}
          onToggle={(_, permission, granted) =>
            form.set('permissions', granted ? [...new Set([...permissions, permission])] : permissions.filter((p) => p !== permission))
          }
          onToggleColumn={(_, names, granted) =>
            form.set('permissions', granted ? [...new Set([...permissions, ...names])] : permissions.filter((p) => !names.includes(p)))
          }
        />
        {form.error('permissions') && <p role="alert">{form.error('permissions')}</p>}
      </Stack>
    </FormModal>
  );
}
