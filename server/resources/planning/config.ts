import { Hono } from 'hono';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { JsonLd } from '../../../src/shared/api/hydra';
import { ROLES } from '../../../src/shared/auth/roles';
import type {
  Activity,
  Agenda,
  AgendaResourceType,
  AppointmentLocation,
  GlobalConfig,
  Intervener,
  PlanningConfig,
  PlanningProfile,
  PlanningView,
} from '../../../src/shared/references/planning';
import {
  activityCreateSchema,
  activityPatchSchema,
  agendaCreateSchema,
  agendaPatchSchema,
  locationCreateSchema,
  locationPatchSchema,
  planningConfigCreateSchema,
  planningConfigPatchSchema,
  profileCreateSchema,
  profileUpdateSchema,
} from '../../../src/modules/planning-config/schema';
import { crudRoutes } from '../../core/crud';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { collectionBody, iri, jsonLd, paginate } from '../../core/hydra';
import { parseListParams, type ListSpec } from '../../core/list-query';
import { ApiError, conflict, notFound } from '../../core/errors';
import { assertAgency, found, isRowId, routeId, scoped } from '../../core/scope';
import { parseJson } from '../../core/validation';
import type { Database } from '../../db/schema';
import { aggregateText, asText, splitPairs, UNIT } from './sql';

const invalid = (propertyPath: string, message: string) => new ApiError(422, message, [{ propertyPath, message }]);
const agencyRef = (id: number, name: string) => ({ '@id': `/api/agencies/${id}`, id, name });

/** Rows of the structure shared by every agency (agency null) or of one of the caller's agencies. */
function structureOrAgencies(auth: AuthContext, agencyColumn: string) {
  return auth.agencyIds.length === 0
    ? sql<SqlBool>`${sql.ref(agencyColumn)} is null`
    : sql<SqlBool>`(${sql.ref(agencyColumn)} is null or ${sql.ref(agencyColumn)} in (${sql.join(auth.agencyIds)}))`;
}

// ───────────────────────────── Activities ─────────────────────────────

function selectActivities(deps: AppDeps, auth: AuthContext) {
  return deps.db
    .selectFrom('planning_activities')
    .leftJoin('agencies', 'agencies.id', 'planning_activities.agency_id')
    .select([
      'planning_activities.id',
      'planning_activities.name',
      'planning_activities.color',
      'planning_activities.duration_minutes',
      'planning_activities.is_default',
      'planning_activities.agency_id',
      'planning_activities.structure_id',
      'planning_activities.created_at',
      'agencies.name as agency_name',
    ])
    .where('planning_activities.structure_id', '=', auth.structureId)
    .where(structureOrAgencies(auth, 'planning_activities.agency_id'));
}

type ActivityRow = Awaited<ReturnType<ReturnType<typeof selectActivities>['executeTakeFirstOrThrow']>>;

const toActivity = (row: ActivityRow): Activity => ({
  id: row.id,
  name: row.name,
  color: row.color,
  durationMinutes: row.duration_minutes,
  isDefault: row.is_default === 1,
  agency: row.agency_id === null ? null : agencyRef(row.agency_id, row.agency_name ?? ''),
  createdAt: row.created_at,
});

/** One default activity per scope (an agency, or the whole structure): setting one clears the others. */
async function clearDefaultActivity(db: Kysely<Database>, structureId: number, agencyId: number | null): Promise<void> {
  let query = db.updateTable('planning_activities').set({ is_default: 0 }).where('structure_id', '=', structureId);
  query = agencyId === null ? query.where('agency_id', 'is', null) : query.where('agency_id', '=', agencyId);
  await query.execute();
}

export const activityRoutes = crudRoutes({
  path: '/plannings/activities',
  type: 'Activity',
  select: selectActivities,
  idColumn: 'planning_activities.id',
  rowId: (row) => row.id,
  toItem: toActivity,
  list: {
    defaultItemsPerPage: 10,
    maxItemsPerPage: 5000,
    order: {
      name: 'planning_activities.name',
      durationMinutes: 'planning_activities.duration_minutes',
      isDefault: 'planning_activities.is_default',
      createdAt: 'planning_activities.created_at',
      agency: 'agencies.name',
    },
    defaultOrder: [['planning_activities.is_default', 'desc'], ['planning_activities.name', 'asc']],
    search: ['planning_activities.name'],
    exact: {
      isDefault: { column: 'planning_activities.is_default', kind: 'bool' },
      agency: { column: 'planning_activities.agency_id', kind: 'int' },
      'agency.structure': { column: 'planning_activities.structure_id', kind: 'int' },
    },
  },
  create: {
    schema: activityCreateSchema,
    async insert(deps, auth, input) {
      if (input.agency !== null) assertAgency(auth, input.agency);
      return deps.db.transaction().execute(async (trx) => {
        if (input.isDefault) await clearDefaultActivity(trx, auth.structureId, input.agency);
        const row = await trx
          .insertInto('planning_activities')
          .values({
            structure_id: auth.structureId,
            agency_id: input.agency,
            name: input.name,
            color: input.color,
            duration_minutes: input.durationMinutes,
            is_default: input.isDefault ? 1 : 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    },
  },
  update: {
    schema: activityPatchSchema,
    async apply(deps, auth, current, input) {
      await deps.db.transaction().execute(async (trx) => {
        if (input.isDefault) await clearDefaultActivity(trx, auth.structureId, current.agency_id);
        await trx
          .updateTable('planning_activities')
          .set({
            name: input.name ?? current.name,
            color: input.color ?? current.color,
            duration_minutes: input.durationMinutes ?? current.duration_minutes,
            ...(input.isDefault === undefined ? {} : { is_default: input.isDefault ? 1 : 0 }),
          })
          .where('id', '=', current.id)
          .execute();
      });
    },
  },
  remove: {
    async apply(deps, _auth, current) {
      await assertActivityUnused(deps.db, current);
      await deps.db.deleteFrom('planning_activities').where('id', '=', current.id).execute();
    },
  },
});

/**
 * An activity the lessons use is not deleted (409 saying how many): deleting it would leave them
 * without one (the key is « set null »), and their hours and colours with it. Nor is the default one:
 * another is made the default first.
 */
async function assertActivityUnused(db: Kysely<Database>, activity: Pick<ActivityRow, 'id' | 'name' | 'is_default'>): Promise<void> {
  const row = await db.selectFrom('planning_slots').select((eb) => eb.fn.countAll<number | string>().as('n')).where('activity_id', '=', activity.id).executeTakeFirstOrThrow();
  const used = Number(row.n);
  if (used > 0) {
    throw conflict(`L’activité « ${activity.name} » est utilisée par ${used === 1 ? '1 créneau' : `${used} créneaux`} : elle ne peut pas être supprimée. Modifiez-la plutôt, ou changez l’activité de ces créneaux.`);
  }
  if (activity.is_default === 1) throw conflict(`« ${activity.name} » est l’activité par défaut : choisissez-en une autre par défaut avant de la supprimer.`);
}

// ───────────────────────────── Agendas ─────────────────────────────

function selectAgendas(deps: AppDeps, auth: AuthContext) {
  return scoped(
    deps.db
      .selectFrom('agendas')
      .innerJoin('agencies', 'agencies.id', 'agendas.agency_id')
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
        'agencies.name as agency_name',
        'agenda_resource_types.code as type_code',
        'agenda_resource_types.name as type_name',
        'agenda_resource_types.is_resource as type_is_resource',
        'users.first_name as tm_first_name',
        'users.last_name as tm_last_name',
        'material_resources.name as resource_name',
      ]),
    auth,
    { structure: 'agendas.structure_id', agency: 'agendas.agency_id' },
  );
}

export type AgendaRow = Awaited<ReturnType<ReturnType<typeof selectAgendas>['executeTakeFirstOrThrow']>>;
export { selectAgendas };

function toAgendaWith(teamMemberBase: string) {
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

const AGENDA_LIST: ListSpec = {
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

interface AgendaSubject {
  typeId: number;
  agencyId: number;
  teamMember: number | null;
  resource: number | null;
}

/** A trainer agenda needs a trainer of the structure; a material agenda a resource of its kind linked to the agency. */
async function checkAgendaSubject(db: Kysely<Database>, auth: AuthContext, subject: AgendaSubject): Promise<{ teamMember: number | null; resource: number | null }> {
  const type = await db.selectFrom('agenda_resource_types').selectAll().where('id', '=', subject.typeId).executeTakeFirst();
  if (!type) throw invalid('type', 'Ce type d’agenda est inconnu.');
  if (type.is_resource === 0) {
    if (subject.teamMember === null) throw invalid('teamMember', 'Choisissez le formateur de cet agenda.');
    const person = await db
      .selectFrom('users')
      .select(['id', 'archived'])
      .where('id', '=', subject.teamMember)
      .where('structure_id', '=', auth.structureId)
      .where('role', '!=', ROLES.admin)
      .executeTakeFirst();
    if (!person) throw invalid('teamMember', 'Ce formateur est inconnu.');
    if (person.archived === 1) throw invalid('teamMember', 'Ce formateur est archivé.');
    return { teamMember: person.id, resource: null };
  }
  if (subject.resource === null) throw invalid('resource', 'Choisissez la ressource de cet agenda.');
  const resource = await db
    .selectFrom('material_resources')
    .innerJoin('material_types', 'material_types.id', 'material_resources.type_id')
    .select(['material_resources.id', 'material_types.agenda_resource_type_id as kind'])
    .where('material_resources.id', '=', subject.resource)
    .where('material_resources.structure_id', '=', auth.structureId)
    .executeTakeFirst();
  if (!resource) throw invalid('resource', 'Cette ressource est inconnue.');
  if (resource.kind !== type.id) throw invalid('resource', `Cette ressource n’est pas de type « ${type.name} ».`);
  const linked = await db
    .selectFrom('material_resource_agencies')
    .select('agency_id')
    .where('resource_id', '=', resource.id)
    .where('agency_id', '=', subject.agencyId)
    .executeTakeFirst();
  if (!linked) throw invalid('resource', 'Cette ressource n’est pas rattachée à l’agence de l’agenda.');
  return { teamMember: null, resource: resource.id };
}

/** `/plannings/agendas`: CRUD; `{active: false}` deactivates; an agenda with slots cannot be deleted. */
export const agendaRoutes = crudRoutes({
  path: '/plannings/agendas',
  type: 'Agenda',
  select: selectAgendas,
  idColumn: 'agendas.id',
  rowId: (row) => row.id,
  toItem: toAgendaWith('team-members'),
  list: AGENDA_LIST,
  create: {
    schema: agendaCreateSchema,
    async insert(deps, auth, input) {
      assertAgency(auth, input.agency);
      const subject = await checkAgendaSubject(deps.db, auth, { typeId: input.type, agencyId: input.agency, teamMember: input.teamMember, resource: input.resource });
      const row = await deps.db
        .insertInto('agendas')
        .values({
          structure_id: auth.structureId,
          agency_id: input.agency,
          type_id: input.type,
          name: input.name,
          color: input.color,
          team_member_id: subject.teamMember,
          resource_id: subject.resource,
          day_start: input.dayStart,
          day_end: input.dayEnd,
          active: input.active ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  },
  update: {
    schema: agendaPatchSchema,
    async apply(deps, auth, current, input) {
      const dayStart = input.dayStart ?? current.day_start;
      const dayEnd = input.dayEnd ?? current.day_end;
      if (dayStart >= dayEnd) throw invalid('dayEnd', 'L’heure de fin doit être postérieure à l’heure de début.');
      const subject =
        input.teamMember !== undefined || input.resource !== undefined
          ? await checkAgendaSubject(deps.db, auth, {
              typeId: current.type_id,
              agencyId: current.agency_id,
              teamMember: input.teamMember === undefined ? current.team_member_id : input.teamMember,
              resource: input.resource === undefined ? current.resource_id : input.resource,
            })
          : { teamMember: current.team_member_id, resource: current.resource_id };
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('agendas')
          .set({
            name: input.name ?? current.name,
            color: input.color ?? current.color,
            team_member_id: subject.teamMember,
            resource_id: subject.resource,
            day_start: dayStart,
            day_end: dayEnd,
            ...(input.active === undefined ? {} : { active: input.active ? 1 : 0 }),
          })
          .where('id', '=', current.id)
          .execute();
        // The slots of a trainer agenda follow its trainer, those of a material agenda its material.
        if (subject.teamMember !== current.team_member_id && current.type_is_resource === 0) {
          await trx.updateTable('planning_slots').set({ team_member_id: subject.teamMember }).where('agenda_id', '=', current.id).execute();
        }
        if (subject.resource !== current.resource_id && current.type_is_resource === 1) {
          await trx.updateTable('planning_slots').set({ resource_id: subject.resource }).where('agenda_id', '=', current.id).execute();
        }
      });
    },
  },
  remove: {
    async apply(deps, _auth, current) {
      const slot = await deps.db.selectFrom('planning_slots').select('id').where('agenda_id', '=', current.id).executeTakeFirst();
      if (slot) throw conflict('Cet agenda a des créneaux : désactivez-le plutôt que de le supprimer.');
      await deps.db.deleteFrom('agendas').where('id', '=', current.id).execute();
    },
  },
});

/**
 * `/plannings/agendas-config`: the configuration list of the agendas (active first). Its team members
 * are answered under `/api/managers/` as the legacy contract does; the client rewrites them (spec part 1 §7).
 */
export const agendaConfigRoutes = crudRoutes({
  path: '/plannings/agendas-config',
  type: 'AgendaConfig',
  select: selectAgendas,
  idColumn: 'agendas.id',
  rowId: (row) => row.id,
  toItem: toAgendaWith('managers'),
  list: AGENDA_LIST,
});

// ───────────────────────────── Locations ─────────────────────────────

function selectLocations(deps: AppDeps, auth: AuthContext) {
  return deps.db
    .selectFrom('appointment_locations')
    .leftJoin('agencies', 'agencies.id', 'appointment_locations.agency_id')
    .select([
      'appointment_locations.id',
      'appointment_locations.name',
      'appointment_locations.address',
      'appointment_locations.postal_code',
      'appointment_locations.city',
      'appointment_locations.agency_id',
      'appointment_locations.created_at',
      'agencies.name as agency_name',
    ])
    .where('appointment_locations.structure_id', '=', auth.structureId)
    .where(structureOrAgencies(auth, 'appointment_locations.agency_id'));
}

type LocationRow = Awaited<ReturnType<ReturnType<typeof selectLocations>['executeTakeFirstOrThrow']>>;

export const locationRoutes = crudRoutes({
  path: '/plannings/appointment-location',
  type: 'AppointmentLocation',
  select: selectLocations,
  idColumn: 'appointment_locations.id',
  rowId: (row) => row.id,
  toItem: (row: LocationRow): AppointmentLocation => ({
    id: row.id,
    name: row.name,
    address: row.address,
    postalCode: row.postal_code,
    city: row.city,
    agency: row.agency_id === null ? null : agencyRef(row.agency_id, row.agency_name ?? ''),
    createdAt: row.created_at,
  }),
  list: {
    defaultItemsPerPage: 10,
    maxItemsPerPage: 5000,
    order: { name: 'appointment_locations.name', city: 'appointment_locations.city', createdAt: 'appointment_locations.created_at', agency: 'agencies.name' },
    defaultOrder: [['appointment_locations.name', 'asc']],
    search: ['appointment_locations.name', 'appointment_locations.address', 'appointment_locations.city'],
    exact: { agency: { column: 'appointment_locations.agency_id', kind: 'int' } },
  },
  create: {
    schema: locationCreateSchema,
    async insert(deps, auth, input) {
      if (input.agency !== null) assertAgency(auth, input.agency);
      const row = await deps.db
        .insertInto('appointment_locations')
        .values({
          structure_id: auth.structureId,
          agency_id: input.agency,
          name: input.name,
          address: input.address,
          postal_code: input.postalCode,
          city: input.city,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  },
  update: {
    schema: locationPatchSchema,
    async apply(deps, auth, current, input) {
      if (input.agency !== undefined && input.agency !== null) assertAgency(auth, input.agency);
      await deps.db
        .updateTable('appointment_locations')
        .set({
          name: input.name ?? current.name,
          address: input.address === undefined ? current.address : input.address,
          postal_code: input.postalCode === undefined ? current.postal_code : input.postalCode,
          city: input.city === undefined ? current.city : input.city,
          agency_id: input.agency === undefined ? current.agency_id : input.agency,
        })
        .where('id', '=', current.id)
        .execute();
    },
  },
  remove: {
    async apply(deps, _auth, current) {
      await deps.db.deleteFrom('appointment_locations').where('id', '=', current.id).execute();
    },
  },
});

// ─────────────────── Agenda resource types and interveners ───────────────────

const toAgendaType = (row: { id: number; code: string; name: string; is_resource: number }): JsonLd<AgendaResourceType> =>
  jsonLd('AgendaResourceType', iri('/plannings/type_agenda_resources', row.id), {
    id: row.id,
    code: row.code,
    name: row.name,
    isResource: row.is_resource === 1,
  });

const INTERVENER_LIST: ListSpec = { defaultItemsPerPage: 10, maxItemsPerPage: 50_000, order: {}, defaultOrder: [] };

export const planningReferenceRoutes = new Hono<AppEnv>();

/** `GET /plannings/type_agenda_resources` (30 per page): reference data. */
planningReferenceRoutes.get('/plannings/type_agenda_resources', async (c) => {
  const params = parseListParams(c.req.queries(), { defaultItemsPerPage: 30, maxItemsPerPage: 30, order: {}, defaultOrder: [] });
  const rows = await c.var.deps.db.selectFrom('agenda_resource_types').selectAll().orderBy('id').execute();
  const page = rows.slice((params.page - 1) * params.itemsPerPage, params.page * params.itemsPerPage);
  return c.json(collectionBody(c.req.url, page.map(toAgendaType), rows.length, params));
});

planningReferenceRoutes.get('/plannings/type_agenda_resources/:id', async (c) => {
  const row = await c.var.deps.db.selectFrom('agenda_resource_types').selectAll().where('id', '=', routeId(c.req.param('id'))).executeTakeFirst();
  return c.json(toAgendaType(found(row)));
});

/**
 * `GET /plannings/intervener` (isResource, agency, page, itemsPerPage up to 50000, structure, type[]):
 * who or what can hold an agenda — the trainers and managers of the structure (under `/api/managers/`),
 * or its material resources — sorted by name.
 */
planningReferenceRoutes.get('/plannings/intervener', async (c) => {
  const { deps, auth } = c.var;
  const query = c.req.queries();
  const params = parseListParams(query, INTERVENER_LIST);
  const first = (key: string) => query[key]?.[0];
  const isResource = first('isResource');
  const agency = first('agency');
  const structure = first('structure');
  const types = [...(query['type[]'] ?? []), ...(query.type ?? [])].filter((v) => v !== '');
  if (agency !== undefined && !isRowId(agency)) throw invalid('agency', 'Le filtre « agency » attend un nombre entier.');
  if (types.some((t) => !isRowId(t))) throw invalid('type', 'Le filtre « type » attend des identifiants.');
  const typeIds = types.map(Number);
  if (structure !== undefined && Number(structure) !== auth.structureId) return c.json(collectionBody(c.req.url, [], 0, params));

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
      const ids = all ? structureAgencies : (person.agency_ids ?? '').split('\u001e').filter(Boolean).map(Number);
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
      const ids = (resource.agency_ids ?? '').split('\u001e').filter(Boolean).map(Number);
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
  return c.json(collectionBody(c.req.url, page, members.length, params));
});

// ───────────────────────────── Planning profiles ─────────────────────────────

function selectProfiles(deps: AppDeps, auth: AuthContext) {
  return scoped(
    deps.db
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
      ]),
    auth,
    { structure: 'planning_profiles.structure_id' },
  );
}

type ProfileRow = Awaited<ReturnType<ReturnType<typeof selectProfiles>['executeTakeFirstOrThrow']>>;

const PROFILES = '/plannings/planning-profile';

function toProfile(row: ProfileRow): JsonLd<PlanningProfile> {
  const agendas = (row.agenda_records ?? '')
    .split('\u001e')
    .filter(Boolean)
    .map((record) => record.split(UNIT))
    .sort((a, b) => Number(a[0]) - Number(b[0]))
    .map(([, id, color, name]) => ({ '@id': `/api/plannings/agendas/${id}`, id: Number(id), color: color ?? '', name: name ?? '' }));
  return jsonLd('PlanningProfile', iri(PROFILES, row.id), {
    id: row.id,
    name: row.name,
    defaultView: row.default_view as PlanningView,
    agendas,
    createdAt: row.created_at,
  });
}

const PROFILE_LIST: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 5000,
  order: { name: 'planning_profiles.name', createdAt: 'planning_profiles.created_at' },
  defaultOrder: [['planning_profiles.name', 'asc']],
  search: ['planning_profiles.name'],
};

/** The profile's agendas must be agendas the caller can see. */
async function checkProfileAgendas(deps: AppDeps, auth: AuthContext, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const rows = await selectAgendas(deps, auth).where('agendas.id', 'in', unique).execute();
  if (rows.length !== unique.length) throw invalid('agendas', 'Un des agendas choisis est inconnu.');
  return unique;
}

async function loadProfile(deps: AppDeps, auth: AuthContext, id: number): Promise<ProfileRow> {
  return found(await selectProfiles(deps, auth).where('planning_profiles.id', '=', id).executeTakeFirst());
}

async function assertProfileNameFree(db: Kysely<Database>, structureId: number, name: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('planning_profiles').select('id').where('structure_id', '=', structureId).where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw invalid('name', 'Un profil porte déjà ce nom.');
}

export const profileRoutes = new Hono<AppEnv>();

profileRoutes.get(PROFILES, async (c) => {
  const { deps, auth } = c.var;
  return c.json(
    await paginate(selectProfiles(deps, auth), {
      query: c.req.queries(),
      requestUrl: c.req.url,
      spec: PROFILE_LIST,
      dialect: deps.dialect,
      idColumn: 'planning_profiles.id',
      toJsonLd: toProfile,
    }),
  );
});

profileRoutes.post(PROFILES, async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, profileCreateSchema);
  const agendas = await checkProfileAgendas(deps, auth, input.agendas);
  await assertProfileNameFree(deps.db, auth.structureId, input.name);
  const id = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('planning_profiles')
      .values({ structure_id: auth.structureId, name: input.name, default_view: input.defaultView })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('planning_profile_agendas').values(agendas.map((agenda_id, position) => ({ profile_id: row.id, agenda_id, position }))).execute();
    return row.id;
  });
  return c.json(toProfile(await loadProfile(deps, auth, id)), 201);
});

/** `POST /plannings/planning-profile/update`: the contract updates a profile by POST with its id in the body. */
profileRoutes.post(`${PROFILES}/update`, async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, profileUpdateSchema);
  const current = await loadProfile(deps, auth, input.id);
  const agendas = input.agendas ? await checkProfileAgendas(deps, auth, input.agendas) : null;
  if (input.name !== undefined) await assertProfileNameFree(deps.db, auth.structureId, input.name, current.id);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('planning_profiles')
      .set({ name: input.name ?? current.name, default_view: input.defaultView ?? current.default_view })
      .where('id', '=', current.id)
      .execute();
    if (agendas) {
      await trx.deleteFrom('planning_profile_agendas').where('profile_id', '=', current.id).execute();
      await trx.insertInto('planning_profile_agendas').values(agendas.map((agenda_id, position) => ({ profile_id: current.id, agenda_id, position }))).execute();
    }
  });
  return c.json(toProfile(await loadProfile(deps, auth, current.id)));
});

profileRoutes.get(`${PROFILES}/:id`, async (c) => c.json(toProfile(await loadProfile(c.var.deps, c.var.auth, routeId(c.req.param('id'))))));

/** `DELETE /plannings/planning_profiles/{id}` (the contract's other spelling of the collection). */
profileRoutes.delete('/plannings/planning_profiles/:id', async (c) => {
  const { deps, auth } = c.var;
  const current = await loadProfile(deps, auth, routeId(c.req.param('id')));
  await deps.db.deleteFrom('planning_profiles').where('id', '=', current.id).execute();
  return c.body(null, 204);
});

// ───────────────────────── Agency planning configuration ─────────────────────────

function selectConfigs(deps: AppDeps, auth: AuthContext) {
  return scoped(
    deps.db
      .selectFrom('planning_configs')
      .innerJoin('agencies', 'agencies.id', 'planning_configs.agency_id')
      .selectAll('planning_configs')
      .select('agencies.name as agency_name'),
    auth,
    { structure: 'planning_configs.structure_id', agency: 'planning_configs.agency_id' },
  );
}

type ConfigRow = Awaited<ReturnType<ReturnType<typeof selectConfigs>['executeTakeFirstOrThrow']>>;

const CONFIGS = '/plannings/planning-config';

const toConfig = (row: ConfigRow): JsonLd<PlanningConfig> =>
  jsonLd('PlanningConfig', iri(`${CONFIGS}/agency`, row.agency_id), {
    id: row.id,
    agency: agencyRef(row.agency_id, row.agency_name),
    dayStart: row.day_start,
    dayEnd: row.day_end,
    slotDurationMinutes: row.slot_duration_minutes,
    showWeekend: row.show_weekend === 1,
    planningComment: row.planning_comment,
    updatedAt: row.updated_at,
  });

async function setGlobalComment(db: Kysely<Database>, structureId: number, comment: string | null, now: string): Promise<void> {
  const existing = await db.selectFrom('planning_global_configs').select('id').where('structure_id', '=', structureId).executeTakeFirst();
  if (existing) await db.updateTable('planning_global_configs').set({ global_comment: comment, updated_at: now }).where('id', '=', existing.id).execute();
  else await db.insertInto('planning_global_configs').values({ structure_id: structureId, global_comment: comment, updated_at: now }).execute();
}

export const planningConfigRoutes = new Hono<AppEnv>();

planningConfigRoutes.get(CONFIGS, async (c) => {
  const { deps, auth } = c.var;
  return c.json(
    await paginate(selectConfigs(deps, auth), {
      query: c.req.queries(),
      requestUrl: c.req.url,
      spec: {
        defaultItemsPerPage: 30,
        maxItemsPerPage: 5000,
        order: { agency: 'agencies.name' },
        defaultOrder: [['agencies.name', 'asc']],
        exact: { agency: { column: 'planning_configs.agency_id', kind: 'int' } },
      },
      dialect: deps.dialect,
      idColumn: 'planning_configs.id',
      toJsonLd: toConfig,
    }),
  );
});

planningConfigRoutes.get(`${CONFIGS}/agency/:id`, async (c) => {
  const { deps, auth } = c.var;
  const agencyId = routeId(c.req.param('id'));
  const row = await selectConfigs(deps, auth).where('planning_configs.agency_id', '=', agencyId).executeTakeFirst();
  return c.json(toConfig(found(row, 'Cette agence n’a pas encore de configuration du planning.')));
});

planningConfigRoutes.post(CONFIGS, async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, planningConfigCreateSchema);
  assertAgency(auth, input.agency);
  const exists = await deps.db.selectFrom('planning_configs').select('id').where('agency_id', '=', input.agency).executeTakeFirst();
  if (exists) throw conflict('Cette agence a déjà une configuration du planning : modifiez-la.');
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('planning_configs')
      .values({
        structure_id: auth.structureId,
        agency_id: input.agency,
        day_start: input.dayStart,
        day_end: input.dayEnd,
        slot_duration_minutes: input.slotDurationMinutes,
        show_weekend: input.showWeekend ? 1 : 0,
        planning_comment: input.planningComment,
        created_at: now,
        updated_at: now,
      })
      .execute();
    if (input.globalComment !== undefined) await setGlobalComment(trx, auth.structureId, input.globalComment, now);
  });
  const row = await selectConfigs(deps, auth).where('planning_configs.agency_id', '=', input.agency).executeTakeFirstOrThrow();
  return c.json(toConfig(row), 201);
});

planningConfigRoutes.patch(`${CONFIGS}/agency/:id`, async (c) => {
  const { deps, auth } = c.var;
  const agencyId = routeId(c.req.param('id'));
  const current = found(await selectConfigs(deps, auth).where('planning_configs.agency_id', '=', agencyId).executeTakeFirst());
  const input = await parseJson(c, planningConfigPatchSchema);
  const dayStart = input.dayStart ?? current.day_start;
  const dayEnd = input.dayEnd ?? current.day_end;
  if (dayStart >= dayEnd) throw invalid('dayEnd', 'L’heure de fin doit être postérieure à l’heure de début.');
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('planning_configs')
      .set({
        day_start: dayStart,
        day_end: dayEnd,
        slot_duration_minutes: input.slotDurationMinutes ?? current.slot_duration_minutes,
        show_weekend: input.showWeekend === undefined ? current.show_weekend : input.showWeekend ? 1 : 0,
        planning_comment: input.planningComment === undefined ? current.planning_comment : input.planningComment,
        updated_at: now,
      })
      .where('id', '=', current.id)
      .execute();
    if (input.globalComment !== undefined) await setGlobalComment(trx, auth.structureId, input.globalComment, now);
  });
  const row = await selectConfigs(deps, auth).where('planning_configs.agency_id', '=', agencyId).executeTakeFirstOrThrow();
  return c.json(toConfig(row));
});

/** `GET /global-config/agency/{id}`: the structure-wide configuration (global comment) seen from an agency. */
planningConfigRoutes.get('/global-config/agency/:id', async (c) => {
  const { deps, auth } = c.var;
  const agencyId = routeId(c.req.param('id'));
  if (!auth.agencyIds.includes(agencyId)) throw notFound();
  const structure = await deps.db.selectFrom('structures').select('is_config_general').where('id', '=', auth.structureId).executeTakeFirstOrThrow();
  const global = await deps.db.selectFrom('planning_global_configs').select('global_comment').where('structure_id', '=', auth.structureId).executeTakeFirst();
  const body: GlobalConfig = { agency: agencyId, isConfigGeneral: structure.is_config_general === 1, globalComment: global?.global_comment ?? null };
  return c.json(jsonLd('GlobalConfig', `/api/global-config/agency/${agencyId}`, body));
});
