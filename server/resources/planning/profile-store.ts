import { sql, type Kysely } from 'kysely';
import type { JsonLd } from '../../../src/shared/api/hydra';
import { PROFILES_PATH, type PlanningProfile, type PlanningView } from '../../../src/shared/references/planning';
import type { AppDeps, AuthContext } from '../../core/env';
import { iri, jsonLd } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { found, inCallerStructure } from '../../core/scope';
import type { Database } from '../../db/schema';
import { selectAgendas } from './agenda-store';

import { aggregateText, asText, splitRecords, UNIT } from './sql';
import type { RowOf } from '../../db/rows';
import { invalidField } from '../../core/errors';

/** The caller's planning profiles with their agendas (position, id, colour, name records). */
export function selectProfiles(deps: AppDeps, auth: AuthContext) {
  return deps.db
    .selectFrom('planning_profiles')
    .select((eb) => [
      'planning_profiles.id',
      'planning_profiles.name',
      'planning_profiles.default_view',
      'planning_profiles.created_at',
      eb
        .selectFrom('planning_profile_agendas')
        .innerJoin('agendas', 'agendas.id', 'planning_profile_agendas.agenda_id')
        .select(
          aggregateText(
            deps.dialect,
            sql`${asText(sql.ref('planning_profile_agendas.position'))} || ${UNIT} || ${asText(sql.ref('agendas.id'))} || ${UNIT} || ${sql.ref('agendas.color')} || ${UNIT} || ${sql.ref('agendas.name')}`,
          ).as('pairs'),
        )
        .whereRef('planning_profile_agendas.profile_id', '=', 'planning_profiles.id')
        .as('agenda_records'),
    ])
    .$call(inCallerStructure(auth, 'planning_profiles'));
}

export type ProfileRow = RowOf<typeof selectProfiles>;

export function toProfile(row: ProfileRow): JsonLd<PlanningProfile> {
  const agendas = splitRecords(row.agenda_records)
    .map((record) => record.split(UNIT))
    .sort((a, b) => Number(a[0]) - Number(b[0]))
    .map(([, id, color, name]) => ({ '@id': `/api/plannings/agendas/${id}`, id: Number(id), color: color ?? '', name: name ?? '' }));
  return jsonLd('PlanningProfile', iri(PROFILES_PATH, row.id), {
    id: row.id,
    name: row.name,
    defaultView: row.default_view as PlanningView,
    agendas,
    createdAt: row.created_at,
  });
}

export const PROFILE_LIST: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 5000,
  order: { name: 'planning_profiles.name', createdAt: 'planning_profiles.created_at' },
  defaultOrder: [['planning_profiles.name', 'asc']],
  search: ['planning_profiles.name'],
};

/** The profile's agendas must be agendas the caller can see. */
export async function checkProfileAgendas(deps: AppDeps, auth: AuthContext, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const rows = await selectAgendas(deps, auth).where('agendas.id', 'in', unique).execute();
  if (rows.length !== unique.length) throw invalidField('agendas', 'Un des agendas choisis est inconnu.');
  return unique;
}

export async function loadProfile(deps: AppDeps, auth: AuthContext, id: number): Promise<ProfileRow> {
  return found(await selectProfiles(deps, auth).where('planning_profiles.id', '=', id).executeTakeFirst());
}

export async function assertProfileNameFree(db: Kysely<Database>, structureId: number, name: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('planning_profiles').select('id').where('structure_id', '=', structureId).where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw invalidField('name', 'Un profil porte déjà ce nom.');
}
