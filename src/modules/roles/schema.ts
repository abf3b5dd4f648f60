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

/** A role account in `GET /roles/accounts/summary` (the declared answer). */
export const roleAccountSummarySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  isEditable: z.boolean(),
  membersCount: z.number().int().min(0),
});

/** A role account as `/roles/accounts` answers it (the declared answer). */
export const roleAccountSchema = roleAccountSummarySchema.extend({ permissions: z.array(z.string()) });

export type RoleAccountCreate = z.output<typeof roleAccountCreateSchema>;
export type RoleAccountPatch = z.output<typeof roleAccountPatchSchema>;
