import type { Permission } from '../../../src/shared/auth/permissions';

/**
 * Who may call a route, checked by `enforceRoutePermissions` before the handler runs:
 * - `public`: no token (login, refresh, the `public` URLs);
 * - `authenticated`: any signed-in user — the handler applies the row rules (own records, agencies);
 * - `manager`: a MANAGER or the platform ADMIN (structure-wide operations such as the export);
 * - `admin`: the platform ADMIN only;
 * - `learner`: a learner's own account only (the learner API under `/me`; the handler reads his rows);
 * - a list of permissions: the caller holds at least one of them (any-of, like the front's guards).
 *   Managers and admins hold every permission.
 */
export type RouteAccess = 'public' | 'authenticated' | 'manager' | 'admin' | 'learner' | readonly Permission[];

/** `METHOD /api/path` exactly as the route is registered in Hono (`PATCH /api/learners/:id{[0-9]+}`) → its access. */
export type RouteTable = Readonly<Record<string, RouteAccess>>;
