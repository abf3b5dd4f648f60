import { ALL_LIST_PAGE_SIZE } from '../../shared/constants';
import { AGENDA_TYPES_PATH } from '../../shared/references/planning';
import { MATERIAL_RESOURCES_PATH, MATERIAL_TYPES_PATH } from './api';

/** The materials module's SWR keys: one builder per read. */
export const materialKeys = {
  resource: (id: number) => [MATERIAL_RESOURCES_PATH, id] as const,
  allTypes: () => [MATERIAL_TYPES_PATH, { itemsPerPage: ALL_LIST_PAGE_SIZE }] as const,
  agendaKinds: () => [AGENDA_TYPES_PATH, { itemsPerPage: 30 }] as const,
};
