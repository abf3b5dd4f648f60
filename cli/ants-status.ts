import type { ApiClient } from '../src/shared/api/client';
import { connectionIndicator } from '../src/shared/connection/indicator';
import { connectionStatusLabels } from '../src/shared/connection/messages';
import type { ConnectionStatus } from '../src/shared/constants';
import { getStructure } from '../src/shared/references/configuration';
import { agencyScope } from '../src/shared/session/agency-scope';
import type { SessionUser } from '../src/shared/session/types';
import { getAntsStatistics, listAntsAgencies } from '../src/modules/ants/api';
import type { AntsAgency, AntsStatistics } from '../src/modules/ants/types';

/** What `volant ants status` and the smoke check read: the navbar indicator of ANTS, with its details. */
export interface AntsStatusReport {
  /** modeANTS: 1 one connection for the whole structure, 0 one per agency. */
  mode: 0 | 1;
  indicator: ConnectionStatus;
  label: string;
  connections: AntsAgency[];
  statistics: AntsStatistics;
}

/**
 * The structure's ANTS mode (`GET /structure/structure/{id}`), its connections (`GET /ants/agencies`)
 * and the request counters (`GET /ants/statistics`), read the way the app's indicator reads them.
 */
export async function readAntsStatus(client: ApiClient, user: SessionUser): Promise<AntsStatusReport> {
  const structure = await getStructure(client, user.structure.id);
  const mode = structure.modeANTS === 1 ? 1 : 0;
  const connections = (await listAntsAgencies(client, { structure: user.structure.id, isGlobal: mode === 1 })).items;
  const statistics = await getAntsStatistics(client, user.isConfigGeneral ? {} : agencyScope(user));
  const indicator = connectionIndicator({ service: 'ants', mode, sessions: connections });
  return { mode, indicator, label: connectionStatusLabels[indicator], connections, statistics };
}

/** The connections the indicator counts (the structure-wide one in mode 1, the agencies' otherwise). */
export function countedConnections(report: Pick<AntsStatusReport, 'mode' | 'connections'>): AntsAgency[] {
  return report.mode === 1 ? report.connections.slice(0, 1) : report.connections.filter((c) => c.type !== 'principal');
}

export const isLive = (connection: AntsAgency): boolean => connection.isLogged && !connection.expired;
