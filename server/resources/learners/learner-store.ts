import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom as pgJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import type { HydraCollection, JsonLd } from '../../../src/shared/api/hydra';
import type { EmbeddedRef } from '../../../src/shared/references/types';
import type { AgencyTrainingLearner, Learner, TrainingStatus } from '../../../src/modules/learners/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { invalidField, notFound } from '../../core/errors';
import { collectionBody, iri, jsonLd, listPage } from '../../core/hydra';
import { listWhere, parseListParams, type ListSpec } from '../../core/list-query';
import { inCallerAgencies } from '../../core/scope';
import { QueryTemplate } from '../../db/query-template';
import type { Database } from '../../db/schema';
import { agencyRef, learnerIri, trainingRef } from './common';
import { withLearnerFilters } from './learner-filters';
import { LEARNER_LIST_BASE, learnerSelection, selectLearners, toLearnerSummary, type LearnerRow } from './select';

type Db = Kysely<Database>;

function toLearner(row: LearnerRow, registrations: AgencyTrainingLearner[], groups: EmbeddedRef[]): Learner {
  return {
    ...toLearnerSummary(row),
    civility: row.civility === 'M.' || row.civility === 'Mme' ? row.civility : null,
    address: row.address,
    postalCode: row.postal_code,
    city: row.city,
    birthPlace: row.birth_place,
    photo: row.photo_key ? `/api/learner/photo/${row.id}` : null,
    activeTrainingId: row.training_id,
    surveyStatus: row.survey_status === 1 ? 1 : 0,
    agencytraininglearners: registrations,
    groups,
    updatedAt: row.updated_at,
  };
}

/** A learner's registrations as answered, with what they name (training, field, agency, financier). */
function registrationSelection(db: Db) {
  return db
    .selectFrom('learner_trainings as lt')
    .innerJoin('trainings as t', 't.id', 'lt.training_id')
    .innerJoin('agencies as a', 'a.id', 'lt.agency_id')
    .leftJoin('training_fields as f', 'f.id', 'lt.field_id')
    .leftJoin('organizations as o', 'o.id', 'lt.financier_id')
    .select([
      'lt.id',
      'lt.learner_id',
      'lt.training_id',
      't.code as training_code',
      't.name as training_name',
      'lt.field_id',
      'f.code as field_code',
      'f.name as field_name',
      'lt.agency_id',
      'a.name as agency_name',
      'lt.is_prospect',
      'lt.financier_id',
      'o.name as financier_name',
      'lt.start_date',
      'lt.status',
      'lt.created_at',
    ])
    .orderBy('lt.created_at')
    .orderBy('lt.id');
}

/** A learner's groups, by name. */
function groupSelection(db: Db) {
  return db.selectFrom('group_learners as gl').innerJoin('groups as g', 'g.id', 'gl.group_id').select(['gl.learner_id', 'g.id', 'g.name']).orderBy('g.name');
}

type RegistrationRow = Awaited<ReturnType<ReturnType<typeof registrationSelection>['executeTakeFirstOrThrow']>>;
type GroupRow = Awaited<ReturnType<ReturnType<typeof groupSelection>['executeTakeFirstOrThrow']>>;

/** The registrations of some learners (one template per number of learners). */
const registrationsOf = new QueryTemplate((db, ids: readonly number[]) => registrationSelection(db).where('lt.learner_id', 'in', ids));

/** The groups of some learners. */
const groupsOf = new QueryTemplate((db, ids: readonly number[]) => groupSelection(db).where('gl.learner_id', 'in', ids));

function toRegistration(r: RegistrationRow): AgencyTrainingLearner {
  return {
    '@id': iri('/registrations/to-trainings', r.id),
    id: r.id,
    training: trainingRef(r.training_id, r.training_code, r.training_name),
    field: r.field_id === null ? null : { id: r.field_id, code: r.field_code ?? '', name: r.field_name ?? '' },
    agency: agencyRef(r.agency_id, r.agency_name),
    isProspect: r.is_prospect === 1,
    financier: r.financier_id === null ? null : { '@id': iri('/accountingDocs/organizations', r.financier_id), id: r.financier_id, name: r.financier_name ?? '' },
    startDate: r.start_date,
    status: r.status as TrainingStatus,
    createdAt: r.created_at,
  };
}

const toGroupRef = (g: Pick<GroupRow, 'id' | 'name'>): EmbeddedRef => ({ '@id': iri('/groups', g.id), id: g.id, name: g.name });

/**
 * One learner with its registrations and groups in one statement (JSON arrays built by the
 * database: `json_agg` on PostgreSQL, `json_group_array` on SQLite), for the record and the answer of
 * its writes: one round trip instead of three.
 */
function learnerRecordTemplate(jsonArrayFrom: typeof pgJsonArrayFrom) {
  return new QueryTemplate((db, id: number, structureId: number, agencyIds: number[]) =>
    learnerSelection(db, { structureId, agencyIds })
      .select((eb) => [
        jsonArrayFrom(registrationSelection(db).whereRef('lt.learner_id', '=', eb.ref('learners.id'))).as('registrations'),
        jsonArrayFrom(groupSelection(db).whereRef('gl.learner_id', '=', eb.ref('learners.id'))).as('groups'),
      ])
      .where('learners.id', '=', id),
  );
}

const learnerRecord = { postgres: learnerRecordTemplate(pgJsonArrayFrom), sqlite: learnerRecordTemplate(sqliteJsonArrayFrom as typeof pgJsonArrayFrom) };

/** A JSON array column: parsed by `pg` on PostgreSQL, text on SQLite. */
function jsonRows<T>(value: T[] | string): T[] {
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
}

/** Registrations and groups of a page of learners, in two queries whatever the page size. */
async function loadRelations(db: Db, ids: number[]) {
  const registrations = new Map<number, AgencyTrainingLearner[]>();
  const groups = new Map<number, EmbeddedRef[]>();
  if (ids.length === 0) return { registrations, groups };
  const [regRows, groupRows] = await Promise.all([registrationsOf.execute(db, ids), groupsOf.execute(db, ids)]);
  for (const r of regRows) registrations.set(r.learner_id, [...(registrations.get(r.learner_id) ?? []), toRegistration(r)]);
  for (const g of groupRows) if (g.learner_id !== null) groups.set(g.learner_id, [...(groups.get(g.learner_id) ?? []), toGroupRef(g)]);
  return { registrations, groups };
}

async function learnersJsonLd(db: Db, rows: LearnerRow[]): Promise<JsonLd<Learner>[]> {
  const { registrations, groups } = await loadRelations(db, rows.map((r) => r.id));
  return rows.map((row) => jsonLd('Learner', learnerIri(row.id), toLearner(row, registrations.get(row.id) ?? [], groups.get(row.id) ?? [])));
}

/** The filters, order and paging of `GET /learners` (declared with its route). */
export const LEARNER_LIST: ListSpec = {
  ...LEARNER_LIST_BASE,
  exact: {
    archived: { column: 'learners.archived', kind: 'bool' },
    agency: { column: 'learners.agency_id', kind: 'int' },
    isProspect: { column: 'learners.is_prospect', kind: 'bool' },
    training: { column: 'learners.training_id', kind: 'int' },
    surveyStatus: { column: 'learners.survey_status', kind: 'int' },
  },
  date: { createdAt: 'learners.created_at', birthDate: 'learners.birth_date' },
};

export async function loadLearner(deps: AppDeps, auth: AuthContext, id: number): Promise<JsonLd<Learner>> {
  const row = await learnerRecord[deps.dialect].executeTakeFirst(deps.db, id, auth.structureId, auth.agencyIds);
  if (!row) throw notFound('Apprenant introuvable.');
  const registrations = jsonRows<RegistrationRow>(row.registrations as RegistrationRow[] | string).map(toRegistration);
  const groups = jsonRows<GroupRow>(row.groups as GroupRow[] | string).map(toGroupRef);
  return jsonLd('Learner', learnerIri(row.id), toLearner(row, registrations, groups));
}

/** A NEPH belongs to one learner of the structure. */
export async function assertNephFree(db: Db, structureId: number, neph: string | null, exceptId?: number): Promise<void> {
  if (!neph) return;
  let q = db.selectFrom('learners').select('id').where('structure_id', '=', structureId).where('neph', '=', neph);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw invalidField('neph', 'Ce NEPH est déjà attribué à un autre apprenant.');
}

/** `GET /learners`: a page of the caller's learners with the list's filters (declared in ./learners.ts). */
export async function listLearners(deps: AppDeps, auth: AuthContext, query: Record<string, string[]>, url: string): Promise<HydraCollection<Learner>> {
  const params = parseListParams(query, LEARNER_LIST);
  const filtered = withLearnerFilters(selectLearners(deps, auth), query).where((eb) => listWhere(eb, params, LEARNER_LIST, deps.dialect));
  // The count needs neither the agency nor the training: it runs on the learners' covering index.
  const countRow = await withLearnerFilters(
    deps.db.selectFrom('learners').$call(inCallerAgencies(auth, 'learners')),
    query,
  )
    .where((eb) => listWhere(eb, params, LEARNER_LIST, deps.dialect))
    .select(sql<number | string>`count(*)`.as('total'))
    .executeTakeFirst();
  const total = Number(countRow?.total ?? 0);
  const rows = await listPage(selectLearners(deps, auth), filtered, params, LEARNER_LIST, 'learners.id', deps.dialect).execute();
  return collectionBody(url, await learnersJsonLd(deps.db, rows), total, params);
}

