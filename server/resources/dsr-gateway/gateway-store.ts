import type { DsrGateway, DsrMode, DsrSession } from '../../../src/modules/dsr-gateway/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { callerAgencies } from '../../core/scope';
import { conflict } from '../../core/errors';
import { isDsrSessionExpired, type DsrSessionRow } from '../../simulators/dsr-gateway';

export async function gatewayMode(deps: AppDeps, structureId: number): Promise<DsrMode> {
  const row = await deps.db.selectFrom('dsr_settings').select('mode_dsr').where('structure_id', '=', structureId).executeTakeFirst();
  return row?.mode_dsr === 1 ? 1 : 0;
}

function toDsrSession(type: DsrSession['type'], agency: { id: number; name: string } | null, row: DsrSessionRow | undefined, now: Date): DsrSession {
  const expired = row ? isDsrSessionExpired(row, now) : false;
  return {
    id: row?.id ?? null,
    type,
    agencyId: agency?.id ?? null,
    agencyName: agency?.name ?? null,
    isLogged: row !== undefined && !expired,
    expired,
    login: row?.login ?? null,
    connectedAt: row?.connected_at ?? null,
    expiresAt: row?.expires_at ?? null,
  };
}

/** The sessions the indicator reads: the principal one, and in mode 0 one per agency of the caller. */
export async function gatewayState(deps: AppDeps, auth: AuthContext, global: boolean): Promise<DsrGateway> {
  const now = deps.now();
  const modeDSR = await gatewayMode(deps, auth.structureId);
  const rows = await deps.db.selectFrom('dsr_sessions').selectAll().where('structure_id', '=', auth.structureId).execute();
  const sessions = [toDsrSession('principal', null, rows.find((r) => r.agency_id === null), now)];
  if (!global) {
    for (const agency of await callerAgencies(deps, auth)) sessions.push(toDsrSession('agency', agency, rows.find((r) => r.agency_id === agency.id), now));
  }
  return { modeDSR, sessions };
}

/** The live gateway session that can declare for an agency (the structure's one in mode 1). */
export async function liveSessionFor(deps: AppDeps, structureId: number, agencyId: number): Promise<DsrSessionRow> {
  const mode = await gatewayMode(deps, structureId);
  let query = deps.db.selectFrom('dsr_sessions').selectAll().where('structure_id', '=', structureId);
  query = mode === 1 ? query.where('agency_id', 'is', null) : query.where('agency_id', '=', agencyId);
  const row = await query.executeTakeFirst();
  if (!row) throw conflict('La passerelle du livret numérique n’est pas connectée pour cette agence : connectez-vous d’abord.');
  if (isDsrSessionExpired(row, deps.now())) throw conflict('La session de la passerelle du livret numérique a expiré : reconnectez-vous.');
  return row;
}
