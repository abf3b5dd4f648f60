import type { JsonLd } from '../../../src/shared/api/hydra';
import { AGENDA_TYPES_PATH, type AgendaResourceType } from '../../../src/shared/references/planning';
import { agendaResourceTypeSchema } from '../../../src/modules/planning-config/schema';
import { collectionBody, iri, jsonLd } from '../../core/hydra';
import { parseListParams } from '../../core/list-query';
import { collectionRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { found } from '../../core/scope';

const toAgendaType = (row: { id: number; code: string; name: string; is_resource: number }): JsonLd<AgendaResourceType> =>
  jsonLd('AgendaResourceType', iri(AGENDA_TYPES_PATH, row.id), {
    id: row.id,
    code: row.code,
    name: row.name,
    isResource: row.is_resource === 1,
  });

/** `/plannings/type_agenda_resources`: the kinds of agenda (reference data, 30 per page). */
export const AGENDA_TYPE_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<AgendaResourceType>({
    method: 'GET',
    path: AGENDA_TYPES_PATH,
    access: 'authenticated',
    hydraClass: 'AgendaResourceType',
    summary: 'Lists the kinds of agenda: trainer, vehicle, room, simulator, other.',
    output: agendaResourceTypeSchema,
    async handle({ deps, query, url }) {
      const params = parseListParams(query, { defaultItemsPerPage: 30, maxItemsPerPage: 30, order: {}, defaultOrder: [] });
      const rows = await deps.db.selectFrom('agenda_resource_types').selectAll().orderBy('id').execute();
      const page = rows.slice((params.page - 1) * params.itemsPerPage, params.page * params.itemsPerPage);
      return collectionBody(url, page.map(toAgendaType), rows.length, params);
    },
  }),
  itemRoute<undefined, AgendaResourceType>({
    method: 'GET',
    path: `${AGENDA_TYPES_PATH}/{id}`,
    access: 'authenticated',
    hydraClass: 'AgendaResourceType',
    summary: 'Reads a kind of agenda.',
    output: agendaResourceTypeSchema,
    async handle({ deps, id }) {
      return toAgendaType(found(await deps.db.selectFrom('agenda_resource_types').selectAll().where('id', '=', id()).executeTakeFirst()));
    },
  }),
];
