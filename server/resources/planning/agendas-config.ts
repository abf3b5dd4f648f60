import { AGENDAS_CONFIG_PATH } from '../../../src/shared/references/planning';
import { agendaSchema } from '../../../src/modules/planning-config/schema';
import { crudDeclarations } from '../../core/routes/crud';
import type { RouteDeclaration } from '../../core/routes/types';
import { AGENDA_LIST, selectAgendas, toAgendaWith } from './agenda-store';

/**
 * `/plannings/agendas-config`: the configuration list of the agendas (active first). Its team members
 * are answered under `/api/managers/` as the legacy contract does; the client rewrites them (spec part 1 §7).
 */
export const AGENDA_CONFIG_ROUTES: readonly RouteDeclaration[] = crudDeclarations({
  path: AGENDAS_CONFIG_PATH,
  type: 'AgendaConfig',
  output: agendaSchema,
  access: { read: 'authenticated' },
  summaries: { list: 'Lists the agendas for the configuration screens, active first.', read: 'Reads an agenda for the configuration screens.' },
  select: selectAgendas,
  idColumn: 'agendas.id',
  toItem: toAgendaWith('managers'),
  list: AGENDA_LIST,
});
