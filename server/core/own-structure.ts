import type { AuthContext } from './env';
import { notFound } from './errors';

/**
 * A `structure` filter in a query (`12` or `/api/structure/structure/12`) must name the caller's own
 * structure: another one is not found.
 */
export function assertOwnStructure(auth: AuthContext, raw: string | undefined): void {
  if (raw === undefined || raw === '') return;
  const id = /^\/api\/structure\/structure\/(\d+)$/.exec(raw)?.[1] ?? raw;
  if (!/^\d+$/.test(id) || Number(id) !== auth.structureId) throw notFound('Cette structure est introuvable.');
}
