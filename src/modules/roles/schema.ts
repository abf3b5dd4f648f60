import { z } from 'zod';
import { zPermissionList } from '../../shared/references/authorizations';
import { zText } from '../../shared/schema/fields';

/** `POST /roles/accounts`. */
export const roleAccountCreateSchema = z.strictObject({
  name: zText(60, 'Le nom du rôle'),
  permissions: zPermissionList.default([]),
});

/** `PATCH /roles/accounts/{id}` (merge-patch). */
export const roleAccountPatchSchema = z.strictObject({
  name: zText(60, 'Le nom du rôle').optional(),
  permissions: zPermissionList.optional(),
});

export type RoleAccountCreate = z.output<typeof roleAccountCreateSchema>;
export type RoleAccountPatch = z.output<typeof roleAccountPatchSchema>;
