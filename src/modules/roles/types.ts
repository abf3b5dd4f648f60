import type { z } from 'zod';
import type { roleAccountSchema, roleAccountSummarySchema } from './schema';

/** A role account of the structure (`/roles/accounts`): a name and the permissions it grants everywhere. */
export type RoleAccount = z.infer<typeof roleAccountSchema>;

/** `GET /roles/accounts/summary`: every account of the structure, for pickers and counters. */
export type RoleAccountSummary = z.infer<typeof roleAccountSummarySchema>;
