import { isLiveSession } from '../../shared/connection/indicator';
import type { AntsAgency } from './types';

/** The connections whose session can be used now (logged in and not expired). */
export function liveConnections(connections: readonly AntsAgency[] | undefined, now?: number): AntsAgency[] {
  return (connections ?? []).filter((c) => isLiveSession(c, now) && c.idSession !== null);
}

/**
 * The ANTS session to use for an agency's request: in mode 1 the structure's connection, otherwise
 * the agency's own. Null when that connection is not live.
 */
export function antsSessionFor(connections: readonly AntsAgency[] | undefined, mode: number | undefined, agencyId: number | null): string | null {
  const live = liveConnections(connections);
  const match = mode === 1 ? live.find((c) => c.type === 'principal') : live.find((c) => c.agencyId === agencyId);
  return match?.idSession ?? null;
}
