import { deName } from '../../../src/shared/i18n/elision';
import { Hono } from 'hono';
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { HydraCollection, JsonLd } from '../../../src/shared/api/hydra';
import { LICENCE_CATEGORIES_WITH_DOCUMENTS } from '../../../src/shared/constants';
import type { EmbeddedRef, LearnerSummary } from '../../../src/shared/references/types';
import { learnerArchiveSchema, learnerCreateSchema, learnerPatchSchema, surveySendSchema } from '../../../src/modules/learners/schema';
import type { AgencyTrainingLearner, Learner, LearnerLight, LearnerPayment, TrainingStatus } from '../../../src/modules/learners/types';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { ApiError, badRequest, conflict, isForeignKeyViolation } from '../../core/errors';
import { collectionBody, iri, jsonLd, listPage, paginate } from '../../core/hydra';
import { listWhere, parseListParams, type ListSpec } from '../../core/list-query';
import { assertAgency, routeId, scoped } from '../../core/scope';
import { deleteStoredFile, fileNameOf, openStoredFile, readMultipart, storeFile, takeFile, uploadedFileHeaders, type UploadRules } from '../../core/uploads';
import { parseJson } from '../../core/validation';
import type { Database } from '../../db/schema';
import { queueEmail } from '../../mail/outbox';
import { mailsAnswer } from '../mail/answer';
import {
  agencyRef,
  assertFieldOf,
  assertOrganisation,
  assertRegisteredTo,
  boolParam,
  dateParam,
  fieldError,
  findLearner,
  intList,
  LEARNERS_PATH,
  learnerIri,
  learnerOfPayload,
  stringList,
  trainingOf,
  trainingRef,
} from './common';
import { learnerSearch, learnerSearchFirst } from './search';
import { LEARNER_ORDER, selectLearners, toLearnerSummary, type LearnerQuery, type LearnerRow } from './select';
import { learnerDetails, learnerHours } from './summary';

type Db = Kysely<Database>;

/** A learner's photo: JPEG or PNG up to 2 Mo (identity photo size). */
const PHOTO_RULES: UploadRules = { maxBytes: 2 * 1024 * 1024, types: ['image/jpeg', 'image/png'] };
const PHOTOS_DISABLED = 'Les photos des apprenants ne sont pas activées pour votre structure.';

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

/** Registrations and groups of a page of learners, in two queries whatever the page size. */
async function loadRelations(db: Db, ids: number[]) {
  const registrations = new Map<number, AgencyTrainingLearner[]>();
  const groups = new Map<number, EmbeddedRef[]>();
  if (ids.length === 0) return { registrations, groups };
  const [regRows, groupRows] = await Promise.all([
    db
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
      .where('lt.learner_id', 'in', ids)
      .orderBy('lt.created_at')
      .orderBy('lt.id')
      .execute(),
    db
      .selectFrom('group_learners as gl')
      .innerJoin('groups as g', 'g.id', 'gl.group_id')
      .select(['gl.learner_id', 'g.id', 'g.name'])
      .where('gl.learner_id', 'in', ids)
      .orderBy('g.name')
      .execute(),
  ]);
  for (const r of regRows) {
    const list = registrations.get(r.learner_id) ?? [];
    list.push({
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
    });
    registrations.set(r.learner_id, list);
  }
  for (const g of groupRows) {
    if (g.learner_id === null) continue;
    const list = groups.get(g.learner_id) ?? [];
    list.push({ '@id': iri('/groups', g.id), id: g.id, name: g.name });
    groups.set(g.learner_id, list);
  }
  return { registrations, groups };
}

async function learnersJsonLd(db: Db, rows: LearnerRow[]): Promise<JsonLd<Learner>[]> {
  const { registrations, groups } = await loadRelations(db, rows.map((r) => r.id));
  return rows.map((row) => jsonLd('Learner', learnerIri(row.id), toLearner(row, registrations.get(row.id) ?? [], groups.get(row.id) ?? [])));
}

const LIST_SPEC: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 5000,
  order: LEARNER_ORDER,
  defaultOrder: [['learners.last_name', 'asc'], ['learners.first_name', 'asc']],
  searchIndex: learnerSearch,
  searchFirst: learnerSearchFirst,
  exact: {
    archived: { column: 'learners.archived', kind: 'bool' },
    agency: { column: 'learners.agency_id', kind: 'int' },
    isProspect: { column: 'learners.is_prospect', kind: 'bool' },
    training: { column: 'learners.training_id', kind: 'int' },
    surveyStatus: { column: 'learners.survey_status', kind: 'int' },
  },
  date: { createdAt: 'learners.created_at', birthDate: 'learners.birth_date' },
};

/** A registration (agencytraininglearners) of the learner matching `condition`. */
const hasRegistration = (condition: RawBuilder<unknown>) =>
  sql<SqlBool>`exists (select 1 from learner_trainings lt where lt.learner_id = learners.id and ${condition})`;

const trainingsCoded = (codes: readonly string[]) =>
  sql`(select tc.id from trainings tc where tc.code in (${sql.join(codes.length ? [...codes] : [''])}))`;

/**
 * Exam eligibility: not archived, not a prospect, a NEPH and a current training among the licence
 * categories. Written on `learners` alone so counts need no join.
 */
function eligibleWhere(categories: readonly string[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`(learners.archived = 0 and learners.is_prospect = 0 and learners.neph is not null and learners.training_id in ${trainingsCoded(categories)})`;
}

/**
 * The filters of GET /learners beyond the plain columns: the current training's code (training.name),
 * the learner's registrations (agencytraininglearners.training / .training.name / .field / .agency /
 * .isProspect / .financier), groups (agencytraininglearners.groupLearners.group, or group) and exam
 * eligibility — as SQL on `learners` only, so the count runs on the covering index.
 */
function learnerFilters(query: Record<string, string[]>): RawBuilder<SqlBool>[] {
  const currentCodes = stringList(query, 'training.name');
  const trainings = intList(query, 'agencytraininglearners.training');
  const trainingCodes = stringList(query, 'agencytraininglearners.training.name');
  const fields = intList(query, 'agencytraininglearners.field');
  const agencies = intList(query, 'agencytraininglearners.agency');
  const prospect = boolParam(query, 'agencytraininglearners.isProspect');
  const financiers = intList(query, 'agencytraininglearners.financier');
  const groups = [...intList(query, 'agencytraininglearners.groupLearners.group'), ...intList(query, 'group')];
  const eligible = boolParam(query, 'examEligible');
  const billStatuses = intList(query, 'bills.status');
  const parts: RawBuilder<SqlBool>[] = [];
  if (currentCodes.length) parts.push(sql<SqlBool>`learners.training_id in ${trainingsCoded(currentCodes)}`);
  if (trainings.length) parts.push(hasRegistration(sql`lt.training_id in (${sql.join(trainings)})`));
  if (trainingCodes.length) parts.push(hasRegistration(sql`lt.training_id in ${trainingsCoded(trainingCodes)}`));
  if (fields.length) parts.push(hasRegistration(sql`lt.field_id in (${sql.join(fields)})`));
  if (agencies.length) parts.push(hasRegistration(sql`lt.agency_id in (${sql.join(agencies)})`));
  if (prospect !== null) parts.push(hasRegistration(sql`lt.is_prospect = ${prospect}`));
  if (financiers.length) parts.push(hasRegistration(sql`lt.financier_id in (${sql.join(financiers)})`));
  if (groups.length) {
    parts.push(sql<SqlBool>`exists (select 1 from group_learners gl where gl.learner_id = learners.id and gl.group_id in (${sql.join(groups)}))`);
  }
  if (billStatuses.length) {
    // Learners with at least one invoice in one of these statuses (unpaid, partial payment…).
    parts.push(
      sql<SqlBool>`exists (select 1 from bills b where b.learner_id = learners.id and b.kind = 'invoice' and b.status in (${sql.join(billStatuses)}))`,
    );
  }
  if (eligible === 1) parts.push(eligibleWhere(LICENCE_CATEGORIES_WITH_DOCUMENTS));
  if (eligible === 0) parts.push(sql<SqlBool>`not ${eligibleWhere(LICENCE_CATEGORIES_WITH_DOCUMENTS)}`);
  return parts;
}

function withLearnerFilters<TB extends keyof Database, O>(qb: SelectQueryBuilder<Database, TB, O>, query: Record<string, string[]>): SelectQueryBuilder<Database, TB, O> {
  let q = qb;
  for (const part of learnerFilters(query)) q = q.where(part);
  return q;
}

export async function loadLearner(deps: AppDeps, auth: AuthContext, id: number): Promise<JsonLd<Learner>> {
  const row = await selectLearners(deps, auth).where('learners.id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, 'Apprenant introuvable.');
  const [learner] = await learnersJsonLd(deps.db, [row]);
  return learner!;
}

async function assertNephFree(db: Db, structureId: number, neph: string | null, exceptId?: number): Promise<void> {
  if (!neph) return;
  let q = db.selectFrom('learners').select('id').where('structure_id', '=', structureId).where('neph', '=', neph);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw fieldError('neph', 'Ce NEPH est déjà attribué à un autre apprenant.');
}

/** A light row for pickers and the special lists (exam-eligible, sort, available, group). */
function toLight(row: Pick<LearnerRow, 'id' | 'first_name' | 'last_name' | 'neph' | 'agency_id' | 'agency_name' | 'training_id' | 'training_code' | 'training_name'>): LearnerLight {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    neph: row.neph,
    agency: agencyRef(row.agency_id, row.agency_name),
    training: row.training_id === null ? null : trainingRef(row.training_id, row.training_code ?? '', row.training_name ?? ''),
  };
}

const LIGHT_SPEC: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 5000,
  order: { lastName: 'learners.last_name', firstName: 'learners.first_name', createdAt: 'learners.created_at', neph: 'learners.neph' },
  defaultOrder: [['learners.last_name', 'asc'], ['learners.first_name', 'asc']],
  searchIndex: learnerSearch,
  searchFirst: learnerSearchFirst,
  exact: {
    agency: { column: 'learners.agency_id', kind: 'int' },
    archived: { column: 'learners.archived', kind: 'bool' },
    training: { column: 'learners.training_id', kind: 'int' },
  },
};

/** Runs a light list (non-archived unless `archived` is given) and answers the Hydra collection. */
async function lightList(c: { req: { queries(): Record<string, string[]>; url: string } }, deps: AppDeps, base: LearnerQuery, type: string) {
  const query = c.req.queries();
  const withArchived = query.archived ? base : base.where('learners.archived', '=', 0);
  return paginate(withArchived, {
    query,
    requestUrl: c.req.url,
    spec: LIGHT_SPEC,
    dialect: deps.dialect,
    idColumn: 'learners.id',
    toJsonLd: (row: LearnerRow) => jsonLd(type, learnerIri(row.id), toLight(row)),
  });
}

function toHHmm(value: string | undefined, name: string): string | null {
  if (value === undefined || value === '') return null;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value)) throw badRequest(`Le paramètre « ${name} » attend une heure HH:MM.`);
  return value;
}

/** The ISO weekday (Monday = 1) of a YYYY-MM-DD date. */
function isoWeekday(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

async function structurePhotosAllowed(db: Db, structureId: number): Promise<boolean> {
  const row = await db.selectFrom('structures').select('students_photo_allowed').where('id', '=', structureId).executeTakeFirst();
  return row?.students_photo_allowed === 1;
}

/** `GET /learners`: a page of the caller's learners with the list's filters (declared in ./learners.ts). */
export async function listLearners(deps: AppDeps, auth: AuthContext, query: Record<string, string[]>, url: string): Promise<HydraCollection<Learner>> {
  const params = parseListParams(query, LIST_SPEC);
  const filtered = withLearnerFilters(selectLearners(deps, auth), query).where((eb) => listWhere(eb, params, LIST_SPEC, deps.dialect));
  // The count needs neither the agency nor the training: it runs on the learners' covering index.
  const countRow = await withLearnerFilters(
    scoped(deps.db.selectFrom('learners'), auth, { structure: 'learners.structure_id', agency: 'learners.agency_id' }),
    query,
  )
    .where((eb) => listWhere(eb, params, LIST_SPEC, deps.dialect))
    .select(sql<number | string>`count(*)`.as('total'))
    .executeTakeFirst();
  const total = Number(countRow?.total ?? 0);
  const rows = await listPage(selectLearners(deps, auth), filtered, params, LIST_SPEC, 'learners.id', deps.dialect).execute();
  return collectionBody(url, await learnersJsonLd(deps.db, rows), total, params);
}

/**
 * The learners of the reference API (spec part 2 §7 « Learners »): the list with its filters, the
 * record (create, read, merge-patch update, delete), the archive action, the light lists (payment,
 * group, sort, available, exam-eligible), hours and details, the photo and the survey link.
 */
export const learnerRoutes = new Hono<AppEnv>();

learnerRoutes.post(LEARNERS_PATH, async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, learnerCreateSchema);
  assertAgency(auth, input.agency);
  await assertNephFree(deps.db, auth.structureId, input.neph);
  const registration = input.registration;
  if (registration) {
    const training = await trainingOf(deps.db, registration.training, 'registration.training');
    if (registration.field !== null) await assertFieldOf(deps.db, registration.field, training.code, 'registration.field');
    if (registration.financier !== null) await assertOrganisation(deps.db, auth, registration.financier, 'registration.financier');
  }
  const now = deps.now().toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
    const { id: learnerId } = await trx
      .insertInto('learners')
      .values({
        structure_id: auth.structureId,
        agency_id: input.agency,
        civility: input.civility,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        phone: input.phone,
        birth_date: input.birthDate,
        birth_place: input.birthPlace,
        address: input.address,
        postal_code: input.postalCode,
        city: input.city,
        neph: input.neph,
        training_id: registration?.training ?? null,
        is_prospect: input.isProspect ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (registration) {
      await trx
        .insertInto('learner_trainings')
        .values({
          structure_id: auth.structureId,
          agency_id: input.agency,
          learner_id: learnerId,
          training_id: registration.training,
          field_id: registration.field,
          financier_id: registration.financier,
          start_date: registration.startDate,
          is_prospect: input.isProspect ? 1 : 0,
          created_at: now,
        })
        .execute();
    }
    return learnerId;
  });
  return c.json(await loadLearner(deps, auth, id), 201);
});

// Static paths first: /learners/payment etc. must not be read as /learners/{id}.
learnerRoutes.get(`${LEARNERS_PATH}/payment`, async (c) => {
  const { deps, auth } = c.var;
  const body = await lightList(c, deps, selectLearners(deps, auth), 'LearnerPayment');
  const ids = body['hydra:member'].map((m) => m.id);
  const [financiers, amounts] = ids.length
    ? await Promise.all([
        deps.db
          .selectFrom('learner_trainings as lt')
          .innerJoin('organizations as o', 'o.id', 'lt.financier_id')
          .select(['lt.learner_id', 'o.id', 'o.name'])
          .where('lt.learner_id', 'in', ids)
          .orderBy('o.name')
          .execute(),
        deps.db
          .selectFrom('learner_contracts as lc')
          .select([
            'lc.learner_id',
            sql<number>`sum(lc.registration_fee_cents + lc.theory_price_cents + lc.exam_fee_cents + (lc.hour_price_cents * lc.forecast_minutes) / 60)`.as('contract_cents'),
            sql<number>`coalesce(sum((select sum(ca.hour_price_cents * ca.extra_minutes / 60) from contract_amendments ca where ca.contract_id = lc.id and ca.status = 'signed')), 0)`.as('amendment_cents'),
          ])
          .where('lc.learner_id', 'in', ids)
          .where('lc.status', '=', 'signed')
          .groupBy('lc.learner_id')
          .execute(),
      ])
    : [[], []];
  const members = body['hydra:member'].map((member) => {
    const amount = amounts.find((a) => a.learner_id === member.id);
    const payment: JsonLd<LearnerPayment> = {
      ...member,
      financiers: financiers
        .filter((f) => f.learner_id === member.id)
        .filter((f, index, all) => all.findIndex((g) => g.id === f.id) === index)
        .map((f) => ({ '@id': iri('/accountingDocs/organizations', f.id), id: f.id, name: f.name })),
      contractedAmount: amount ? Math.round(Number(amount.contract_cents) + Number(amount.amendment_cents)) / 100 : 0,
    };
    return payment;
  });
  return c.json({ ...body, 'hydra:member': members });
});

learnerRoutes.get(`${LEARNERS_PATH}/group`, async (c) => {
  const { deps, auth } = c.var;
  const query = c.req.queries();
  const outside = intList(query, 'notInGroup');
  let base = selectLearners(deps, auth);
  if (outside.length) {
    base = base.where((eb) =>
      eb.not(eb.exists(eb.selectFrom('group_learners').select('group_learners.id').whereRef('group_learners.learner_id', '=', 'learners.id').where('group_learners.group_id', 'in', outside))),
    );
  }
  return c.json(await lightList(c, deps, withLearnerFilters(base, query), 'LearnerLight'));
});

learnerRoutes.get(`${LEARNERS_PATH}/sort`, async (c) => {
  const { deps, auth } = c.var;
  return c.json(await lightList(c, deps, withLearnerFilters(selectLearners(deps, auth), c.req.queries()), 'LearnerLight'));
});

learnerRoutes.get(`${LEARNERS_PATH}/exam-eligible`, async (c) => {
  const { deps, auth } = c.var;
  const query = c.req.queries();
  const requested = stringList(query, 'training.name').map((code) => code.replace(/^Permis\s+/i, '').toUpperCase());
  const unknown = requested.find((code) => !(LICENCE_CATEGORIES_WITH_DOCUMENTS as readonly string[]).includes(code));
  if (unknown) throw badRequest(`Catégorie de permis inconnue : ${unknown}.`);
  const categories = requested.length ? requested : [...LICENCE_CATEGORIES_WITH_DOCUMENTS];
  const base = selectLearners(deps, auth).where(eligibleWhere(categories));
  const { ['training.name']: _codes, ['training.name[]']: _codesList, ...rest } = query;
  return c.json(await lightList({ req: { queries: () => rest, url: c.req.url } }, deps, base, 'LearnerLight'));
});

learnerRoutes.get(`${LEARNERS_PATH}/available`, async (c) => {
  const { deps, auth } = c.var;
  const query = c.req.queries();
  const date = dateParam(query, 'date');
  if (!date) throw badRequest('Le paramètre « date » est obligatoire (AAAA-MM-JJ).');
  const start = toHHmm(query.startTime?.at(-1), 'startTime') ?? '00:00';
  const end = toHHmm(query.endTime?.at(-1), 'endTime') ?? '23:59';
  if (start >= end) throw badRequest('L’heure de fin doit suivre l’heure de début.');
  const params = parseListParams(query, LIGHT_SPEC);
  const candidates = await selectLearners(deps, auth)
    .innerJoin('availability_schedules as av', 'av.learner_id', 'learners.id')
    .select('av.schedules_json')
    .where('learners.archived', '=', 0)
    .where((eb) => eb.or([eb('av.period_start', 'is', null), eb('av.period_start', '<=', date)]))
    .where((eb) => eb.or([eb('av.period_end', 'is', null), eb('av.period_end', '>=', date)]))
    .where((eb) => listWhere(eb, params, LIGHT_SPEC, deps.dialect))
    .orderBy('learners.last_name')
    .orderBy('learners.first_name')
    .orderBy('learners.id')
    .execute();
  const day = isoWeekday(date);
  const available = candidates.filter((row) => {
    const slots = JSON.parse(row.schedules_json) as { day: number; start: string; end: string }[];
    return slots.some((slot) => slot.day === day && slot.start <= start && slot.end >= end);
  });
  const page = available.slice((params.page - 1) * params.itemsPerPage, params.page * params.itemsPerPage);
  return c.json(collectionBody(c.req.url, page.map((row) => jsonLd('LearnerLight', learnerIri(row.id), toLight(row))), available.length, params));
});

learnerRoutes.patch(`${LEARNERS_PATH}/:id{[0-9]+}`, async (c) => {
  const { deps, auth } = c.var;
  const current = await findLearner(deps.db, auth, routeId(c.req.param('id')));
  const input = await parseJson(c, learnerPatchSchema);
  // Spec part 2 §5: changing the current training needs the learners-modify permission, which the
  // route table asks for any change of a learner.
  if (input.training !== undefined && input.training !== current.training_id && input.training !== null) {
    await assertRegisteredTo(deps.db, current.id, input.training);
  }
  if (input.agency !== undefined) assertAgency(auth, input.agency);
  if (input.neph !== undefined) await assertNephFree(deps.db, auth.structureId, input.neph, current.id);
  const set: Partial<Record<string, string | number | null>> = {};
  const columns: [keyof typeof input, string][] = [
    ['civility', 'civility'],
    ['firstName', 'first_name'],
    ['lastName', 'last_name'],
    ['email', 'email'],
    ['phone', 'phone'],
    ['birthDate', 'birth_date'],
    ['birthPlace', 'birth_place'],
    ['address', 'address'],
    ['postalCode', 'postal_code'],
    ['city', 'city'],
    ['neph', 'neph'],
    ['agency', 'agency_id'],
    ['training', 'training_id'],
  ];
  for (const [key, column] of columns) {
    const value = input[key];
    if (value !== undefined) set[column] = value as string | number | null;
  }
  if (input.isProspect !== undefined) set.is_prospect = input.isProspect ? 1 : 0;
  if (input.archived !== undefined) set.archived = input.archived ? 1 : 0;
  await deps.db
    .updateTable('learners')
    .set({ ...set, updated_at: deps.now().toISOString() })
    .where('id', '=', current.id)
    .execute();
  return c.json(await loadLearner(deps, auth, current.id));
});

learnerRoutes.delete(`${LEARNERS_PATH}/:id{[0-9]+}`, async (c) => {
  const { deps, auth } = c.var;
  const current = await findLearner(deps.db, auth, routeId(c.req.param('id')));
  const signed = await deps.db.selectFrom('learner_contracts').select('id').where('learner_id', '=', current.id).where('status', '=', 'signed').executeTakeFirst();
  if (signed) throw conflict('Cet apprenant a un contrat signé : il ne peut pas être supprimé. Archivez-le plutôt.');
  const files = await deps.db.selectFrom('documents').select('storage_key').where('learner_id', '=', current.id).execute();
  try {
    await deps.db.deleteFrom('learners').where('id', '=', current.id).execute();
  } catch (err) {
    if (isForeignKeyViolation(err)) {
      throw conflict('Cet apprenant ne peut pas être supprimé : des pièces comptables ou des créneaux le concernent. Archivez-le plutôt.');
    }
    throw err;
  }
  for (const file of [...files.map((f) => f.storage_key), current.photo_key]) if (file) await deleteStoredFile(deps, file);
  return c.body(null, 204);
});

learnerRoutes.patch('/learner-archive/:id', async (c) => {
  const { deps, auth } = c.var;
  const current = await findLearner(deps.db, auth, routeId(c.req.param('id')));
  await parseJson(c, learnerArchiveSchema);
  if (current.archived === 1) throw conflict('Cet apprenant est déjà archivé.');
  await deps.db.updateTable('learners').set({ archived: 1, updated_at: deps.now().toISOString() }).where('id', '=', current.id).execute();
  return c.json(await loadLearner(deps, auth, current.id));
});

learnerRoutes.get('/learner/hours/:id', async (c) => {
  const { deps, auth } = c.var;
  const learner = await findLearner(deps.db, auth, routeId(c.req.param('id')));
  return c.json(jsonLd('LearnerHours', iri('/learner/hours', learner.id), await learnerHours(deps.db, learner.id)));
});

learnerRoutes.get('/learner/details/:id', async (c) => {
  const { deps, auth } = c.var;
  const learner = await findLearner(deps.db, auth, routeId(c.req.param('id')));
  return c.json(jsonLd('LearnerDetails', iri('/learner/details', learner.id), await learnerDetails(deps.db, learner)));
});

learnerRoutes.get('/learner/photo/:id', async (c) => {
  const { deps, auth } = c.var;
  const learner = await findLearner(deps.db, auth, routeId(c.req.param('id')));
  if (!(await structurePhotosAllowed(deps.db, auth.structureId))) throw new ApiError(404, PHOTOS_DISABLED);
  if (!learner.photo_key || !learner.photo_mime) throw new ApiError(404, 'Cet apprenant n’a pas de photo.');
  const file = await openStoredFile(deps, learner.photo_key);
  return c.body(file.stream, 200, {
    ...uploadedFileHeaders(learner.photo_mime, fileNameOf(learner.photo_key)),
    'Content-Length': String(file.size),
    'Cache-Control': 'private, max-age=300',
  });
});

learnerRoutes.post('/learner/photo/:id', async (c) => {
  const { deps, auth } = c.var;
  const learner = await findLearner(deps.db, auth, routeId(c.req.param('id')));
  if (!(await structurePhotosAllowed(deps.db, auth.structureId))) throw conflict(PHOTOS_DISABLED);
  const upload = await takeFile(await readMultipart(c), 'file', PHOTO_RULES);
  const stored = await storeFile(deps, auth.structureId, upload);
  await deps.db
    .updateTable('learners')
    .set({ photo_key: stored.storageKey, photo_mime: stored.mimeType, updated_at: deps.now().toISOString() })
    .where('id', '=', learner.id)
    .execute();
  if (learner.photo_key) await deleteStoredFile(deps, learner.photo_key);
  return c.json(await loadLearner(deps, auth, learner.id));
});

learnerRoutes.delete('/learner/photo/:id', async (c) => {
  const { deps, auth } = c.var;
  const learner = await findLearner(deps.db, auth, routeId(c.req.param('id')));
  if (!learner.photo_key) throw new ApiError(404, 'Cet apprenant n’a pas de photo.');
  await deps.db.updateTable('learners').set({ photo_key: null, photo_mime: null }).where('id', '=', learner.id).execute();
  await deleteStoredFile(deps, learner.photo_key);
  return c.body(null, 204);
});

learnerRoutes.post('/survey/send_link', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, surveySendSchema);
  const learner = await learnerOfPayload(deps.db, auth, input.learner);
  if (!learner.email) throw fieldError('learner', 'Cet apprenant n’a pas d’adresse e-mail : le lien ne peut pas lui être envoyé.');
  const structure = await deps.db.selectFrom('structures').select(['name', 'survey_link']).where('id', '=', auth.structureId).executeTakeFirstOrThrow();
  if (!structure.survey_link) throw conflict('Aucun lien d’enquête de satisfaction n’est configuré pour votre structure.');
  const outboxId = await deps.db.transaction().execute(async (trx) => {
    const id = await queueEmail({ ...deps, db: trx }, {
      structureId: auth.structureId,
      agencyId: learner.agency_id,
      learnerId: learner.id,
      document: 'surveyLink',
      to: learner.email!,
      subject: `${structure.name} : votre avis sur votre formation`,
      text: [
        `Bonjour ${learner.first_name},`,
        '',
        `Merci d’avoir choisi ${structure.name}. Votre avis nous aide à progresser : pouvez-vous répondre à notre enquête de satisfaction ? Elle ne prend que quelques minutes.`,
        '',
        structure.survey_link!,
        '',
        `L’équipe ${deName(structure.name)}`,
      ].join('\n'),
    });
    await trx.updateTable('learners').set({ survey_status: 1 }).where('id', '=', learner.id).execute();
    return id;
  });
  const answer = await mailsAnswer(deps, [outboxId], { learner: learnerIri(learner.id), surveyStatus: 1 });
  return c.json(jsonLd('SurveyLink', iri('/survey/send_link', learner.id), answer.body), answer.status);
});
