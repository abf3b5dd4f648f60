import { CONNECTION_STATUS, type ConnectionStatus } from '../constants';

/**
 * The connection indicator of spec part 1 §4, one pure rule for the livret-numérique gateway and ANTS,
 * used by the navbar and by the status embed.
 */

/** A gateway session or an ANTS connection, as the indicator reads it. */
export interface IndicatorSession {
  /** `principal`: the structure-wide one (ignored outside mode 1). */
  type: string;
  isLogged: boolean;
  /** Its lifetime is over: counts as not connected. */
  expired?: boolean;
  /** When its lifetime ends (ISO date): from then on it counts as not connected, without a new read. */
  expiresAt?: string | null;
}

/** True when the session is logged in and its lifetime is not over at `now` (epoch ms; without it, only the flags count). */
export function isLiveSession(session: IndicatorSession, now?: number): boolean {
  if (!session.isLogged || session.expired) return false;
  return now === undefined || !session.expiresAt || Date.parse(session.expiresAt) > now;
}

/** The next moment (epoch ms) after `now` when one of the live sessions expires, or null: when to look again. */
export function nextSessionExpiry(sessions: readonly IndicatorSession[] | null | undefined, now: number): number | null {
  let next: number | null = null;
  for (const session of sessions ?? []) {
    if (!isLiveSession(session, now) || !session.expiresAt) continue;
    const at = Date.parse(session.expiresAt);
    if (next === null || at < next) next = at;
  }
  return next;
}

export interface ConnectionIndicatorInput {
  /** The gateway needs all its sessions in mode 1; ANTS reads its first connection there. */
  service: 'gateway' | 'ants';
  /** modeDSR or modeANTS: 1 is one connection for the whole structure. */
  mode: number;
  /** The sessions (gateway) or the connections list (ANTS); null or undefined when there is no data. */
  sessions: readonly IndicatorSession[] | null | undefined;
  /** The expired flag (an ANTS call answered SESSION_EXPIREE): every session counts as not connected. */
  expired?: boolean;
  /** The relevant flag: with it and no data, the indicator is not applicable (6). */
  notApplicable?: boolean;
  /** The present (epoch ms): a session whose `expiresAt` has passed counts as not connected. */
  now?: number;
}

/**
 * 0 Non connecté, 1 Connecté, 2 Connecté partiellement, 6 not applicable:
 * - no data: 6 when the relevant flag is set, else 0;
 * - mode 1: the gateway is connected when all its sessions are logged in, ANTS when its first
 *   connection is; otherwise not connected;
 * - otherwise the principal session is ignored: none logged in → 0, some → 2, all → 1;
 * - an expired session (flagged, past its `expiresAt` at `now`, or the expired flag) counts as not connected.
 */
export function connectionIndicator(input: ConnectionIndicatorInput): ConnectionStatus {
  const { sessions } = input;
  if (!sessions || sessions.length === 0) return input.notApplicable ? CONNECTION_STATUS.notApplicable : CONNECTION_STATUS.notConnected;
  const logged = (session: IndicatorSession | undefined) => session !== undefined && !input.expired && isLiveSession(session, input.now);
  if (input.mode === 1) {
    const connected = input.service === 'ants' ? logged(sessions[0]) : sessions.every(logged);
    return connected ? CONNECTION_STATUS.connected : CONNECTION_STATUS.notConnected;
  }
  const relevant = sessions.filter((session) => session.type !== 'principal');
  const count = relevant.filter(logged).length;
  if (count === 0) return CONNECTION_STATUS.notConnected;
  return count === relevant.length ? CONNECTION_STATUS.connected : CONNECTION_STATUS.partlyConnected;
}
