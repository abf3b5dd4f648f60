import type { ApiClient } from '../../src/shared/api/client';
import { connectionIndicator, isLiveSession, type IndicatorSession } from '../../src/shared/connection/indicator';
import type { ConnectionStatus } from '../../src/shared/constants';
import { listAntsAgencies } from '../../src/modules/ants/api';
import { getDsrGateway } from '../../src/modules/dsr-gateway/api';
import { parseIds, readProperty, type AttributeMap, type RawAttributes } from '../runtime/define';
import { invalidAttribute, type WidgetFailure } from '../runtime/failure';
import { statusWidgetMessages as m } from './messages';


export const STATUS_ATTRIBUTES = {
  token: { attribute: 'token', kind: 'string' },
  service: { attribute: 'service', kind: 'string' },
  refresh: { attribute: 'refresh', kind: 'integer' },
  compact: { attribute: 'compact', kind: 'boolean' },
  apiBase: { attribute: 'api-base', kind: 'string' },
} as const satisfies AttributeMap;

export type StatusService = 'ants' | 'livret';
export const DEFAULT_REFRESH_SECONDS = 60;
export const MIN_REFRESH_SECONDS = 15;

export interface StatusConfig {
  service: StatusService;
  /** The read-only token; null: the same-origin session of the back office. */
  token: string | null;
  refreshSeconds: number;
  compact: boolean;
}

export function readStatusAttributes(raw: RawAttributes<typeof STATUS_ATTRIBUTES>): { config: StatusConfig } | { failure: WidgetFailure } {
  const service = (raw.service?.trim().toLowerCase() || 'ants') as StatusService;
  if (service !== 'ants' && service !== 'livret') return { failure: invalidAttribute(m.badService) };
  let refreshSeconds = DEFAULT_REFRESH_SECONDS;
  if (raw.refresh !== null && raw.refresh.trim() !== '') {
    const ids = parseIds(raw.refresh);
    if (ids === null || ids.length !== 1 || ids[0]! < MIN_REFRESH_SECONDS) return { failure: invalidAttribute(m.badRefresh) };
    refreshSeconds = ids[0]!;
  }
  const token = raw.token?.trim() || null;
  return { config: { service, token, refreshSeconds, compact: readProperty('boolean', raw.compact) === true } };
}

/** A service's connections as read: the structure's mode and its sessions (with their expiry). */
export interface ServiceState {
  service: 'ants' | 'gateway';
  mode: number;
  sessions: readonly IndicatorSession[];
}

/** What the indicator shows of a service at `now` (epoch ms), computed by the navbar's pure function. */
export interface ServiceView {
  status: ConnectionStatus;
  /** Sessions logged in, not expired, and counted. */
  live: number;
  total: number;
}

export function serviceView({ service, mode, sessions }: ServiceState, now: number): ServiceView {
  const status = connectionIndicator({ service, mode, sessions, now });
  const counted = mode === 1 ? sessions.slice(0, service === 'ants' ? 1 : sessions.length) : sessions.filter((s) => s.type !== 'principal');
  return { status, live: counted.filter((s) => isLiveSession(s, now)).length, total: counted.length };
}

/**
 * The connection state of a service, read with the calls of the ANTS and gateway modules. ANTS
 * answers the connections of the structure's mode: one structure-wide (principal) connection in
 * mode 1, the agencies' otherwise.
 */
export async function readServiceState(client: ApiClient, service: StatusService, signal?: AbortSignal): Promise<ServiceState> {
  if (service === 'ants') {
    const { items } = await listAntsAgencies(client, {}, signal);
    const mode = items.length === 1 && items[0]!.type === 'principal' ? 1 : 0;
    return { service: 'ants', mode, sessions: items };
  }
  const gateway = await getDsrGateway(client, {}, signal);
  return { service: 'gateway', mode: gateway.modeDSR, sessions: gateway.sessions };
}
