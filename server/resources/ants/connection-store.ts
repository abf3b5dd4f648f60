import type { Kysely } from 'kysely';
import type { AntsAgency } from '../../../src/modules/ants/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { callerAgencies } from '../../core/scope';
import { badRequest } from '../../core/errors';
import type { Database } from '../../db/schema';
import { isAntsSessionExpired, type AntsSessionRow } from '../../simulators/ants';

export function toAntsAgency(
  type: 'principal' | 'agency',
  agency: { id: number; name: string } | null,
  session: AntsSessionRow | undefined,
  now: Date,
): AntsAgency {
  const expired = session ? isAntsSessionExpired(session, now) : false;
  return {
    type,
    agencyId: agency?.id ?? null,
    agencyName: agency?.name ?? null,
    idSession: session?.id_session ?? null,
    isLogged: session !== undefined && !expired,
    expired,
    login: session?.login ?? null,
    approvalNumber: session?.approval_number ?? null,
    connectedAt: session?.connected_at ?? null,
    expiresAt: session?.expires_at ?? null,
  };
}

export const connectionIri = (connection: AntsAgency, structureId: number) =>
  connection.agencyId === null ? `/api/ants/agencies/structure-${structureId}` : `/api/ants/agencies/${connection.agencyId}`;

export async function structureMode(db: Kysely<Database>, structureId: number): Promise<number> {
  const row = await db.selectFrom('structures').select('mode_ants').where('id', '=', structureId).executeTakeFirstOrThrow();
  return row.mode_ants;
}

/** The structure's connection (global) or one connection per agency of the caller. */
export async function listConnections(deps: AppDeps, auth: AuthContext, global: boolean): Promise<AntsAgency[]> {
  const now = deps.now();
  const sessions = await deps.db.selectFrom('ants_sessions').selectAll().where('structure_id', '=', auth.structureId).execute();
  if (global) return [toAntsAgency('principal', null, sessions.find((s) => s.agency_id === null), now)];
  const agencies = await callerAgencies(deps, auth);
  return agencies.map((agency) => toAntsAgency('agency', agency, sessions.find((s) => s.agency_id === agency.id), now));
}

export function readBoolParam(raw: string | undefined, name: string): boolean | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw badRequest(`Le filtre « ${name} » attend true ou false.`);
}
