import type { Kysely } from 'kysely';
import type { Agenda } from '../../../src/shared/references/planning';
import { ROLES } from '../../../src/shared/auth/roles';
import type { AppDeps, AuthContext } from '../../core/env';
import type { ListSpec } from '../../core/list-query';
import { found, withAgencyName } from '../../core/scope';
import type { Database } from '../../db/schema';
import { agencyRef } from '../../core/references';
import type { RowOf } from '../../db/rows';
import { invalidField } from '../../core/errors';

/** The caller's agendas with their agency, kind, trainer and resource. */
export function selectAgendas(deps: AppDeps, auth: AuthContext) {
  return deps.db
    .selectFrom('agendas')
    .innerJoin('agenda_resource_types', 'agenda_resource_types.id', 'agendas.type_id')
    .leftJoin('users', 'users.id', 'agendas.team_member_id')
    .leftJoin('material_resources', 'material_resources.id', 'agendas.resource_id')
    .select([
      'agendas.id',
      'agendas.name',
      'agendas.color',
      'agendas.active',
      'agendas.agency_id',
      'agendas.type_id',
      'agendas.team_member_id',
      'agendas.resource_id',
      'agendas.day_start',
      'agendas.day_end',
      'agendas.created_at',
      'agenda_resource_types.code as type_code',
      'agenda_resource_types.name as type_name',
      'agenda_resource_types.is_resource as type_is_resource',
      'users.first_name as tm_first_name',
      'users.last_name as tm_last_name',
      'material_resources.name as resource_name',
    ])
    .$call(withAgencyName(auth, 'agendas'));
}

export type AgendaRow = RowOf<typeof selectAgendas>;

/** One of the caller's agendas (404 otherwise). */
export async function loadAgenda(deps: AppDeps, auth: AuthContext, id: number): Promise<AgendaRow> {
  return found(await selectAgendas(deps, auth).where('agendas.id', '=', id).executeTakeFirst());
}

/** An agenda as answered, its team member under `/api/<teamMemberBase>/`. */
export function toAgendaWith(teamMemberBase: string) {
  return (row: AgendaRow): Agenda => ({
    id: row.id,
    name: row.name,
    color: row.color,
    active: row.active === 1,
    type: {
      '@id': `/api/plannings/type_agenda_resources/${row.type_id}`,
      id: row.type_id,
      code: row.type_code,
      name: row.type_name,
      isResource: row.type_is_resource === 1,
    },
    agency: agencyRef(row.agency_id, row.agency_name),
    teamMember:
      row.team_member_id === null
        ? null
        : { '@id': `/api/${teamMemberBase}/${row.team_member_id}`, id: row.team_member_id, firstName: row.tm_first_name ?? '', lastName: row.tm_last_name ?? '' },
    resource: row.resource_id === null ? null : { '@id': `/api/materials/resources/${row.resource_id}`, id: row.resource_id, name: row.resource_name ?? '' },
    dayStart: row.day_start,
    dayEnd: row.day_end,
    createdAt: row.created_at,
  });
}

export const AGENDA_LIST: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 5000,
  order: { name: 'agendas.name', active: 'agendas.active', createdAt: 'agendas.created_at', agency: 'agencies.name', type: 'agenda_resource_types.name' },
  // Spec part 1 §4: the agenda list defaults to active agendas first.
  defaultOrder: [['agendas.active', 'desc'], ['agendas.name', 'asc']],
  search: ['agendas.name', 'users.first_name', 'users.last_name', 'material_resources.name'],
  exact: {
    active: { column: 'agendas.active', kind: 'bool' },
    agency: { column: 'agendas.agency_id', kind: 'int' },
    type: { column: 'agendas.type_id', kind: 'int' },
    teamMember: { column: 'agendas.team_member_id', kind: 'int' },
    resource: { column: 'agendas.resource_id', kind: 'int' },
  },
};

export interface AgendaSubject {
  typeId: number;
  agencyId: number;
  teamMember: number | null;
  resource: number | null;
}

/** A trainer agenda needs a trainer of the structure; a material agenda a resource of its kind linked to the agency. */
export async function checkAgendaSubject(db: Kysely<Database>, auth: AuthContext, subject: AgendaSubject): Promise<{ teamMember: number | null; resource: number | null }> {
  const type = await db.selectFrom('agenda_resource_types').selectAll().where('id', '=', subject.typeId).executeTakeFirst();
  if (!type) throw invalidField('type', 'Ce type d’agenda est inconnu.');
  if (type.is_resource === 0) {
    if (subject.teamMember === null) throw invalidField('teamMember', 'Choisissez le formateur de cet agenda.');
    const person = await db
      .selectFrom('users')
      .select(['id', 'archived'])
      .where('id', '=', subject.teamMember)
      .where('structure_id', '=', auth.structureId)
      .where('role', '!=', ROLES.admin)
      .where('learner_id', 'is', null)
      .executeTakeFirst();
    if (!person) throw invalidField('teamMember', 'Ce formateur est inconnu.');
    if (person.archived === 1) throw invalidField('teamMember', 'Ce formateur est archivé.');
    return { teamMember: person.id, resource: null };
  }
  if (subject.resource === null) throw invalidField('resource', 'Choisissez la ressource de cet agenda.');
  const resource = await db
    .selectFrom('material_resources')
    .innerJoin('material_types', 'material_types.id', 'material_resources.type_id')
    .select(['material_resources.id', 'material_types.agenda_resource_type_id as kind'])
    .where('material_resources.id', '=', subject.resource)
    .where('material_resources.structure_id', '=', auth.structureId)
    .executeTakeFirst();
  if (!resource) throw invalidField('resource', 'Cette ressource est inconnue.');
  if (resource.kind !== type.id) throw invalidField('resource', `Cette ressource n’est pas de type « ${type.name} ».`);
  const linked = await db
    .selectFrom('material_resource_agencies')
    .select('agency_id')
    .where('resource_id', '=', resource.id)
    .where('agency_id', '=', subject.agencyId)
    .executeTakeFirst();
  if (!linked) throw invalidField('resource', 'Cette ressource n’est pas rattachée à l’agence de l’agenda.');
  return { teamMember: null, resource: resource.id };
}
