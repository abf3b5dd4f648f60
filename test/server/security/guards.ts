// The permission guards of the API, read from the server's one declared table
// (server/resources/route-permissions.ts): the suites never keep their own copy, so the table cannot drift
// from what they check. What the table cannot say — the routes whose handler refuses another user's
// record with a 403 — is listed here.
import type { Permission } from '../../../src/shared/auth/permissions';
import { ROUTE_PERMISSIONS } from '../../../server/resources/route-permissions';

/** Routes guarded by permissions (any-of), by `METHOD path`. */
export const GUARDS: Readonly<Record<string, readonly Permission[]>> = Object.fromEntries(
  [...ROUTE_PERMISSIONS].flatMap(([key, access]) => (typeof access === 'string' ? [] : [[key, access]])),
);

/** Routes the platform ADMIN alone may call, or a manager (role MANAGER or ADMIN). */
export const ADMIN_ONLY: readonly string[] = [...ROUTE_PERMISSIONS].filter(([, access]) => access === 'admin').map(([key]) => key);
export const MANAGER_ONLY: readonly string[] = [...ROUTE_PERMISSIONS].filter(([, access]) => access === 'manager').map(([key]) => key);

/** The learner API: a learner's own account alone opens it (issue 41; learner-sweep.test.ts attacks it as learners). */
export const LEARNER_ONLY: readonly string[] = [...ROUTE_PERMISSIONS].filter(([, access]) => access === 'learner').map(([key]) => key);

/** `authenticated` routes whose handler refuses (403) any user but the caller: one's own account. */
export const OWN_ACCOUNT_ONLY: readonly string[] = ['PATCH /api/users/change-password/:id{[0-9]+}', 'PATCH /api/users/:id{[0-9]+}'];

/** Calls an administrative staff member never makes whatever their permissions. */
export const STAFF_NEVER: readonly string[] = [...ADMIN_ONLY, ...MANAGER_ONLY, ...OWN_ACCOUNT_ONLY, ...LEARNER_ONLY];

/**
 * Routes whose handler asks, for each action, for one permission of the declared any-of list (sign a
 * contract: isSignContractAmendment): with an empty payload, not every permission alone opens them.
 */
export const FINER_IN_HANDLER: readonly string[] = [
  'PATCH /api/contracts/learner-contract/:id{[0-9]+}',
  'PATCH /api/contracts/contract-amendment/:id{[0-9]+}',
  'PATCH /api/accounting/quotations/:id{[0-9]+}',
  'POST /api/accounting/bills/duplicate',
  'POST /api/accounting/mail-accounting-attached-pdf',
  'PATCH /api/structure/structure/:id{[0-9]+}',
];
