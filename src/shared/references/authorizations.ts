import { z } from 'zod';
import type { ApiClient } from '../api/client';
import type { Page } from '../api/hydra';
import { isPermission } from '../auth/permissions';
import { PERMISSIONS_PAGE_SIZE } from '../constants';
import { zRef } from '../schema/fields';
import { embeddedRefSchema } from './schema';

/**
 * Permissions and authorizations (spec part 2 §6–§7, Roles and permissions): the full permission list,
 * what each role account may do on one agency (`/roles/authorization`) and what one user may do on
 * each of their agencies (`/roles/authorization-user`). Shared by the roles screen and the permissions
 * step of the account configuration wizard.
 */

/** A permission of the catalogue (`GET /roles/permissions`). */
export type PermissionDefinition = z.infer<typeof permissionDefinitionSchema>;

/** What one role account may do on one agency. */
export type AgencyAuthorization = z.infer<typeof agencyAuthorizationItemSchema>;

/** What one user may do on one of their agencies, besides their role. */
export type UserAuthorization = z.infer<typeof userAuthorizationItemSchema>;

/** A list of permission names: known names only, each once. */
export const zPermissionList = z
  .array(z.string().max(80))
  .max(500)
  .superRefine((names, ctx) => {
    const unknown = names.filter((name) => !isPermission(name));
    if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: `Permission inconnue : ${unknown.join(', ')}.` });
  })
  .transform((names) => [...new Set(names)]);

/** `POST /roles/authorization`: replaces the permissions of the listed role accounts on one agency. */
export const agencyAuthorizationSchema = z.strictObject({
  agency: zRef,
  authorizations: z.array(z.strictObject({ account: zRef, permissions: zPermissionList })).max(200),
});

/** `POST /roles/authorization-user`: replaces a user's own permissions on each listed agency. */
export const userAuthorizationSchema = z.strictObject({
  user: zRef,
  authorizations: z.array(z.strictObject({ agency: zRef, permissions: zPermissionList })).max(200),
});

// The declared answers of the permission catalogue and the authorizations (server/resources/roles/).
export const permissionDefinitionSchema = z.strictObject({ name: z.string(), label: z.string(), category: z.string() });

export const agencyAuthorizationItemSchema = z.strictObject({
  account: embeddedRefSchema,
  agency: z.number().int(),
  permissions: z.array(z.string()),
});

export const userAuthorizationItemSchema = z.strictObject({ agency: embeddedRefSchema, permissions: z.array(z.string()) });

/** What `POST /roles/authorization` and `POST /roles/authorization-user` answer: how many entries were saved. */
export const agencyAuthorizationSavedSchema = z.strictObject({ agency: z.number().int(), saved: z.number().int().min(0) });
export const userAuthorizationSavedSchema = z.strictObject({ user: z.number().int(), saved: z.number().int().min(0) });

export type AgencyAuthorizationInput = z.output<typeof agencyAuthorizationSchema>;
export type UserAuthorizationInput = z.output<typeof userAuthorizationSchema>;

/** `GET /roles/permissions` (up to 10000). */
export function listPermissions(client: ApiClient, signal?: AbortSignal): Promise<Page<PermissionDefinition>> {
  return client.list<PermissionDefinition>('/roles/permissions', { page: 1, itemsPerPage: PERMISSIONS_PAGE_SIZE }, { signal });
}

/** `GET /roles/authorization?agency=…`. */
export function listAgencyAuthorizations(client: ApiClient, agency: number, signal?: AbortSignal): Promise<Page<AgencyAuthorization>> {
  return client.list<AgencyAuthorization>('/roles/authorization', { agency }, { signal });
}

/** `POST /roles/authorization`. */
export function saveAgencyAuthorizations(client: ApiClient, payload: AgencyAuthorizationInput): Promise<unknown> {
  return client.post<unknown>('/roles/authorization', payload);
}

/** `GET /roles/authorization-user?user=…`. */
export function listUserAuthorizations(client: ApiClient, user: number, signal?: AbortSignal): Promise<Page<UserAuthorization>> {
  return client.list<UserAuthorization>('/roles/authorization-user', { user }, { signal });
}

/** `POST /roles/authorization-user`. */
export function saveUserAuthorizations(client: ApiClient, payload: UserAuthorizationInput): Promise<unknown> {
  return client.post<unknown>('/roles/authorization-user', payload);
}

/** Groups permissions by category, keeping the catalogue's order. */
export function byCategory(permissions: readonly PermissionDefinition[]): { category: string; permissions: PermissionDefinition[] }[] {
  const groups = new Map<string, PermissionDefinition[]>();
  for (const permission of permissions) {
    const list = groups.get(permission.category) ?? [];
    list.push(permission);
    groups.set(permission.category, list);
  }
  return [...groups].map(([category, list]) => ({ category, permissions: list }));
}
