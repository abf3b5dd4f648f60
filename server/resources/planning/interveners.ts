import { sql } from 'kysely';
import type { HydraCollection, JsonLd } from '../../../src/shared/api/hydra';
import { ROLES } from '../../../src/shared/auth/roles';
import { INTERVENERS_PATH, type Intervener } from '../../../src/shared/references/planning';
import { intervenerSchema } from '../../../src/modules/planning-config/schema';
import type { AppDeps, AuthContext } from '../../core/env';
import { collectionBody, jsonLd } from '../../core/hydra';
import { parseListParams, type ListSpec } from '../../core/list-query';
import { collectionRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { isRowId } from '../../core/scope';

import { aggregateText, asText, splitRecords } from './sql';
import { invalidField } from '../../core/errors';

const INTERVENER_LIST: ListSpec = { defaultItemsPerPage: 10, maxItemsPerPage: 50_000, order: {}, defaultOrder: [] };

/**
 * Who or what can hold an agenda — the trainers and managers of the structure (under `/api/managers/`),
 * or its material resources — sorted by name; filters isResource, agency, structure, type[].
 */
async function listInterveners(deps: AppDeps, auth: AuthContext, query: Record<string, string[]>, url: string): Promise<HydraCollection<Intervener>> {
  const params = parseListParams(query, INTERVENER_LIST);
  const first = (key: string) => query[key]?.[0];
  const isResource = first('isResource');
  const agency = first('agency');
  const structure = first('structure');
  const types = [...(query['type[]'] ?? []), ...(query.type ?? [])].filter((v) => v !== '');
  if (agency !== undefined && !isRowId(agency)) throw invalidField('agency', 'Le filtre « agency » attend un nombre entier.');
  if (types.some((t) => !isRowId(t))) throw invalidField('type', 'Le filtre « type » attend des identifiants.');
  const typeIds = types.map(Number);
  if (structure !== undefined && Number(structure) !== auth.structureId) return collectionBody(url, [], 0, params);

  const kinds = await deps.db.selectFrom('agenda_resource_types').selectAll().execute();
  const trainerKind = kinds.find((k) => k.is_resource === 0)!;
  const members: JsonLd<Intervener>[] = [];

  const wantPeople = isResource !== 'true' && isResource !== '1' && (typeIds.length === 0 || typeIds.includes(trainerKind.id));
  const wantMaterial = isResource !== 'false' && isResource !== '0';
  if (wantPeople) {
    const people = deps.db
      .selectFrom('users')
      .select((eb) => [
        'users.id',
        'users.first_name',
        'users.last_name',
        'users.all_agencies',
        'users.role',
        eb
          .selectFrom('user_agencies')
          .select(aggregateText(deps.dialect, asText(sql.ref('user_agencies.agency_id'))).as('ids'))
          .whereRef('user_agencies.user_id', '=', 'users.id')
          .as('agency_ids'),
      ])
      .where('users.structure_id', '=', auth.structureId)
      .where('users.archived', '=', 0)
      .where('users.role', 'in', [ROLES.trainer, ROLES.manager]);
    const structureAgencies = (await deps.db.selectFrom('agencies').select('id').where('structure_id', '=', auth.structureId).execute()).map((a) => a.id);
    for (const person of await people.execute()) {
      const all = person.role === ROLES.manager || person.all_agencies === 1;
      const ids = all ? structureAgencies : splitRecords(person.agency_ids).map(Number);
      if (agency !== undefined && !ids.includes(Number(agency))) continue;
      members.push(
        jsonLd('Intervener', `/api/managers/${person.id}`, {
          id: person.id,
          name: `${person.first_name} ${person.last_name}`,
          isResource: false,
          type: { id: trainerKind.id, code: trainerKind.code, name: trainerKind.name },
          agencies: ids.sort((a, b) => a - b),
        }),
      );
    }
  }
  if (wantMaterial) {
    let material = deps.db
      .selectFrom('material_resources')
      .innerJoin('material_types', 'material_types.id', 'material_resources.type_id')
      .innerJoin('agenda_resource_types as art', 'art.id', 'material_types.agenda_resource_type_id')
      .select((eb) => [
        'material_resources.id',
        'material_resources.name',
        'art.id as kind_id',
        'art.code as kind_code',
        'art.name as kind_name',
        eb
          .selectFrom('material_resource_agencies')
          .select(aggregateText(deps.dialect, asText(sql.ref('material_resource_agencies.agency_id'))).as('ids'))
          .whereRef('material_resource_agencies.resource_id', '=', 'material_resources.id')
          .as('agency_ids'),
      ])
      .where('material_resources.structure_id', '=', auth.structureId);
    if (typeIds.length > 0) material = material.where('art.id', 'in', typeIds);
    for (const resource of await material.execute()) {
      const ids = splitRecords(resource.agency_ids).map(Number);
      if (agency !== undefined && !ids.includes(Number(agency))) continue;
      members.push(
        jsonLd('Intervener', `/api/materials/resources/${resource.id}`, {
          id: resource.id,
          name: resource.name,
          isResource: true,
          type: { id: resource.kind_id, code: resource.kind_code, name: resource.kind_name },
          agencies: ids.sort((a, b) => a - b),
        }),
      );
    }
  }
  members.sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  const page = members.slice((params.page - 1) * params.itemsPerPage, params.page * params.itemsPerPage);
  return collectionBody(url, page, members.length, params);
}

/** `GET /plannings/intervener` (page, itemsPerPage up to 50000). */
export const INTERVENER_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<Intervener>({
    method: 'GET',
    path: INTERVENERS_PATH,
    access: 'authenticated',
    hydraClass: 'Intervener',
    summary: 'Lists who or what can hold an agenda: the structure’s trainers and managers, and its material resources.',
    refusals: [422],
    output: intervenerSchema,
    handle: ({ deps, auth, query, url }) => listInterveners(deps, auth, query, url),
  }),
];
