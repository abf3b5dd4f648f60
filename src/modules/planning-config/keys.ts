import { AGENDA_TYPES_PAGE_SIZE, ALL_LIST_PAGE_SIZE, INTERVENERS_PAGE_SIZE } from '../../shared/constants';
import { ACTIVITIES_PATH, AGENDA_TYPES_PATH, AGENDAS_PATH, INTERVENERS_PATH, PLANNING_CONFIG_PATH } from '../../shared/references/planning';
import { PLANNING_SHARES_PATH } from './api';

export const GLOBAL_CONFIG_PATH = '/global-config';

/** The planning configuration module's SWR keys: one builder per read (the lists' come from their list controllers). */
export const planningConfigKeys = {
  /** One item of a configuration list, read afresh for its edit dialog. */
  item: (itemPath: string, id: number) => [itemPath, id] as const,
  agendaResourceTypes: () => [AGENDA_TYPES_PATH, { itemsPerPage: AGENDA_TYPES_PAGE_SIZE }] as const,
  interveners: (query: { isResource: boolean; agency: number; structure: number; type: number }) =>
    [INTERVENERS_PATH, { isResource: query.isResource, agency: query.agency, structure: query.structure, type: [query.type], page: 1, itemsPerPage: INTERVENERS_PAGE_SIZE }] as const,
  activeAgendas: () => [AGENDAS_PATH, { active: true, itemsPerPage: ALL_LIST_PAGE_SIZE }] as const,
  agencyPlanningConfig: (agencyId: number) => [`${PLANNING_CONFIG_PATH}/agency/${agencyId}`] as const,
  planningConfigs: (agencyIds: readonly number[]) => [PLANNING_CONFIG_PATH, { agency: [...agencyIds], itemsPerPage: ALL_LIST_PAGE_SIZE }] as const,
  globalConfig: (agencyId: number) => [`${GLOBAL_CONFIG_PATH}/agency/${agencyId}`] as const,
  planningShares: () => [PLANNING_SHARES_PATH] as const,
  allActivities: () => [ACTIVITIES_PATH, { itemsPerPage: ALL_LIST_PAGE_SIZE }] as const,
};
