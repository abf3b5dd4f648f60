import { Hono } from 'hono';
import { sql } from 'kysely';
import { dsrConnectSchema, dsrDisconnectSchema } from '../../../src/modules/dsr-gateway/schema';
import {
  LESSON_ERROR_TYPE_LABELS,
  LESSON_ERROR_TYPES,
  LESSON_STATUS,
  LESSON_TYPES,
  type DsrGateway,
  type DsrMode,
  type DsrSession,
  type LessonErrorTypeCode,
  type LessonSlot,
  type LessonType,
  type LivretDashboard,
} from '../../../src/modules/dsr-gateway/types';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { ApiError, badRequest, conflict, handleApiError, notFound } from '../../core/errors';
import { collectionBody, iri, jsonLd, paginate } from '../../core/hydra';
import { parseListParams, listWhere, type ListSpec } from '../../core/list-query';
import { assertAgency, found, routeId, scoped } from '../../core/scope';
import { parseJson } from '../../core/validation';
import { checkDeclaration, checkDsrCredentials, DsrFailure, isDsrSessionExpired, openDsrSession, type DsrSessionRow } from '../../simulators/dsr-gateway';


async function gatewayMode(deps: AppDeps, structureId: number): Promise<DsrMode> {
  const row = await deps.db.selectFrom('dsr_settings').select('mode_dsr').where('structure_id', '=', structureId).executeTakeFirst();
  return row?.mode_dsr === 1 ? 1 : 0;
}

function toDsrSession(type: DsrSession['type'], agency: { id: number; name: string } | null, row: DsrSessionRow | undefined, now: Date): DsrSession {
  const expired = row ? isDsrSessionExpired(row, now) : false;
  return {
    id: row?.id ?? null,
    type,
    agencyId: agency?.id ?? null,
    agencyName: agency?.name ?? null,
    isLogged: row !== undefined && !expired,
    expired,
    login: row?.login ?? null,
    connectedAt: row?.connected_at ?? null,
    expiresAt: row?.expires_at ?? null,
  };
}

/** The sessions the indicator reads: the principal one, and in mode 0 one per agency of the caller. */
async function gatewayState(deps: AppDeps, auth: AuthContext, global: boolean): Promise<DsrGateway> {
  const now = deps.now();
  const modeDSR = await gatewayMode(deps, auth.structureId);
  const rows = await deps.db.selectFrom('dsr_sessions').selectAll().where('structure_id', '=', auth.structureId).execute();
  const sessions = [toDsrSession('principal', null, rows.find((r) => r.agency_id === null), now)];
  if (!global && auth.agencyIds.length > 0) {
    const agencies = await deps.db
      .selectFrom('agencies')
      .select(['id', 'name'])
      .where('structure_id', '=', auth.structureId)
      .where('id', 'in', auth.agencyIds)
      .orderBy('is_principal', 'desc')
      .orderBy('name')
      .execute();
    for (const agency of agencies) sessions.push(toDsrSession('agency', agency, rows.find((r) => r.agency_id === agency.id), now));
  }
  return { modeDSR, sessions };
}

/** The live gateway session that can declare for an agency (the structure's one in mode 1). */
async function liveSessionFor(deps: AppDeps, structureId: number, agencyId: number): Promise<DsrSessionRow> {
  const mode = await gatewayMode(deps, structureId);
  let query = deps.db.selectFrom('dsr_sessions').selectAll().where('structure_id', '=', structureId);
  query = mode === 1 ? query.where('agency_id', 'is', null) : query.where('agency_id', '=', agencyId);
  const row = await query.executeTakeFirst();
  if (!row) throw conflict('La passerelle du livret numérique n’est pas connectée pour cette agence : connectez-vous d’abord.');
  if (isDsrSessionExpired(row, deps.now())) throw conflict('La session de la passerelle du livret numérique a expiré : reconnectez-vous.');
  return row;
}

function selectLessonSlots(deps: AppDeps, auth: AuthContext) {
  return scoped(
    deps.db
      .selectFrom('livret_lesson_slots')
      .innerJoin('agencies', 'agencies.id', 'livret_lesson_slots.agency_id')
      .innerJoin('learners', 'learners.id', 'livret_lesson_slots.learner_id')
      .leftJoin('trainings', 'trainings.id', 'livret_lesson_slots.training_id')
      .select([
        'livret_lesson_slots.id',
        'livret_lesson_slots.status',
        'livret_lesson_slots.error_type',
        'livret_lesson_slots.duration',
        'livret_lesson_slots.lesson_type',
        'livret_lesson_slots.date',
        'livret_lesson_slots.start_time',
        'livret_lesson_slots.trainer_name',
        'livret_lesson_slots.planning_slot_id',
        'livret_lesson_slots.sent_at',
        'livret_lesson_slots.agency_id',
        'agencies.name as agency_name',
        'livret_lesson_slots.learner_id',
        'learners.first_name as learner_first_name',
        'learners.last_name as learner_last_name',
        'learners.neph as learner_neph',
        'livret_lesson_slots.training_id',
        'trainings.code as training_code',
        'trainings.name as training_name',
      ]),
    auth,
    { structure: 'livret_lesson_slots.structure_id', agency: 'livret_lesson_slots.agency_id' },
  );
}

type LessonSlotRow = Awaited<ReturnType<ReturnType<typeof selectLessonSlots>['executeTakeFirstOrThrow']>>;

function toLessonSlot(row: LessonSlotRow): LessonSlot {
  return {
    id: row.id,
    status: row.status === 1 ? LESSON_STATUS.sent : LESSON_STATUS.error,
    errorType: row.error_type as LessonErrorTypeCode | null,
    duration: row.duration,
    lessonType: row.lesson_type as LessonType,
    training:
      row.training_id === null
        ? null
        : { '@id': `/api/educations/trainings/${row.training_id}`, id: row.training_id, code: row.training_code ?? '', name: row.training_name ?? '' },
    learner: {
      '@id': `/api/learners/${row.learner_id}`,
      id: row.learner_id,
      firstName: row.learner_first_name,
      lastName: row.learner_last_name,
      neph: row.learner_neph,
    },
    agency: { '@id': `/api/agencies/${row.agency_id}`, id: row.agency_id, name: row.agency_name },
    trainerName: row.trainer_name,
    planningSlotId: row.planning_slot_id,
    sentAt: row.sent_at,
    slot: { date: row.date, schedule: { startTime: row.start_time } },
  };
}

const SLOT_PATH = '/livret/lesson-slot';

/** Filters of the lesson-slot list and of the dashboard (spec part 2 §7). */
export const LESSON_SLOT_LIST: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 5000,
  order: {
    'slot.date': 'livret_lesson_slots.date',
    'slot.schedule.startTime': 'livret_lesson_slots.start_time',
    duration: 'livret_lesson_slots.duration',
    status: 'livret_lesson_slots.status',
    lessonType: 'livret_lesson_slots.lesson_type',
    learner: 'learners.last_name',
    sentAt: 'livret_lesson_slots.sent_at',
  },
  // Spec part 2 §9: lesson slots by slot.date descending then start time descending.
  defaultOrder: [
    ['livret_lesson_slots.date', 'desc'],
    ['livret_lesson_slots.start_time', 'desc'],
  ],
  search: ['learners.last_name', 'learners.first_name', 'learners.neph', 'livret_lesson_slots.trainer_name'],
  exact: {
    agency: { column: 'livret_lesson_slots.agency_id', kind: 'int' },
    lessonType: { column: 'livret_lesson_slots.lesson_type', kind: 'string' },
    training: { column: 'livret_lesson_slots.training_id', kind: 'int' },
    errorType: { column: 'livret_lesson_slots.error_type', kind: 'string' },
    status: { column: 'livret_lesson_slots.status', kind: 'int' },
    learner: { column: 'livret_lesson_slots.learner_id', kind: 'int' },
    'slot.date': { column: 'livret_lesson_slots.date', kind: 'string' },
  },
  range: { duration: { column: 'livret_lesson_slots.duration', kind: 'int' } },
  date: { 'slot.date': 'livret_lesson_slots.date' },
};

function validateSlotFilters(query: Record<string, string[]>): void {
  for (const value of query.status ?? query['status[]'] ?? []) {
    if (value !== '' && value !== '0' && value !== '1') throw badRequest('Le filtre « status » attend 1 (Envoyé) ou 0 (En erreur).');
  }
  for (const value of query.lessonType ?? query['lessonType[]'] ?? []) {
    if (value !== '' && !(LESSON_TYPES as readonly string[]).includes(value)) throw badRequest(`Type de leçon inconnu : « ${value} ».`);
  }
  for (const value of query.errorType ?? query['errorType[]'] ?? []) {
    if (value !== '' && !(LESSON_ERROR_TYPES as readonly string[]).includes(value)) throw badRequest(`Type d’erreur inconnu : « ${value} ».`);
  }
}

export const dsrGatewayRoutes = new Hono<AppEnv>();
dsrGatewayRoutes.onError((err, c) => handleApiError(err instanceof DsrFailure ? new ApiError(400, err.message) : err, c));

/** `GET /state-api/agencies` (isGlobal, structure): the gateway mode and sessions. */
dsrGatewayRoutes.get('/state-api/agencies', async (c) => {
  const { deps, auth } = c.var;
  const structure = c.req.query('structure');
  if (structure && structure !== String(auth.structureId) && structure !== `/api/structure/structure/${auth.structureId}`) {
    throw notFound('Cette structure est introuvable.');
  }
  const raw = c.req.query('isGlobal');
  if (raw !== undefined && !['', '0', '1', 'true', 'false'].includes(raw)) throw badRequest('Le filtre « isGlobal » attend true ou false.');
  const global = raw === undefined || raw === '' ? (await gatewayMode(deps, auth.structureId)) === 1 : raw === '1' || raw === 'true';
  return c.json(jsonLd('DsrGateway', '/api/state-api/agencies', await gatewayState(deps, auth, global)));
});

/** `POST /livret/connect`: connects the structure (mode 1) or an agency (mode 0) to the gateway. */
dsrGatewayRoutes.post('/livret/connect', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, dsrConnectSchema);
  if (input.mode === 0) assertAgency(auth, input.agencyId!, 'agencyId');
  checkDsrCredentials(input.login, input.password);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('dsr_settings')
      .values({ structure_id: auth.structureId, mode_dsr: input.mode })
      .onConflict((oc) => oc.column('structure_id').doUpdateSet({ mode_dsr: input.mode }))
      .execute();
    await openDsrSession(deps, trx, { structureId: auth.structureId, agencyId: input.mode === 1 ? null : input.agencyId, login: input.login, userId: auth.userId });
  });
  return c.json(jsonLd('DsrGateway', '/api/state-api/agencies', await gatewayState(deps, auth, input.mode === 1)));
});

/** `POST /livret/disconnect` (sessionId): closes a gateway session. */
dsrGatewayRoutes.post('/livret/disconnect', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, dsrDisconnectSchema);
  const row = await deps.db.selectFrom('dsr_sessions').selectAll().where('id', '=', input.sessionId).where('structure_id', '=', auth.structureId).executeTakeFirst();
  if (!row || (row.agency_id !== null && !auth.agencyIds.includes(row.agency_id))) throw notFound('Cette connexion à la passerelle est introuvable.');
  await deps.db.deleteFrom('dsr_sessions').where('id', '=', row.id).execute();
  return c.body(null, 204);
});

/** `GET /livret/lesson-slot/error-types`: the refusal reasons of the platform. */
dsrGatewayRoutes.get(`${SLOT_PATH}/error-types`, (c) => {
  const members = LESSON_ERROR_TYPES.map((code) => jsonLd('LessonErrorType', `/api/livret/lesson-slot/error-types/${code}`, { code, label: LESSON_ERROR_TYPE_LABELS[code] }));
  return c.json(collectionBody(c.req.url, members, members.length, { page: 1, itemsPerPage: members.length }));
});

/**
 * `GET /livret/lesson-slot` (agency, lessonType, training, errorType, status, duration[gte|lte],
 * slot.date, simplesearch, order, page): the lessons declared to the state platform.
 */
dsrGatewayRoutes.get(SLOT_PATH, async (c) => {
  const { deps, auth } = c.var;
  const query = c.req.queries();
  validateSlotFilters(query);
  return c.json(
    await paginate(selectLessonSlots(deps, auth), {
      query,
      requestUrl: c.req.url,
      dialect: deps.dialect,
      idColumn: 'livret_lesson_slots.id',
      spec: LESSON_SLOT_LIST,
      toJsonLd: (row) => jsonLd('LessonSlot', iri(SLOT_PATH, row.id), toLessonSlot(row)),
    }),
  );
});

/** `GET /livret/lesson-slot/{id}`. */
dsrGatewayRoutes.get(`${SLOT_PATH}/:id`, async (c) => {
  const { deps, auth } = c.var;
  const row = found(await selectLessonSlots(deps, auth).where('livret_lesson_slots.id', '=', routeId(c.req.param('id'))).executeTakeFirst());
  return c.json(jsonLd('LessonSlot', iri(SLOT_PATH, row.id), toLessonSlot(row)));
});

/** `POST /livret/lesson-slot/{id}/send`: declares a refused lesson again through a live gateway session. */
dsrGatewayRoutes.post(`${SLOT_PATH}/:id/send`, async (c) => {
  const { deps, auth } = c.var;
  const id = routeId(c.req.param('id'));
  const row = found(await selectLessonSlots(deps, auth).where('livret_lesson_slots.id', '=', id).executeTakeFirst(), 'Ce créneau est introuvable.');
  if (row.status === LESSON_STATUS.sent) throw conflict('Ce créneau a déjà été envoyé à la plateforme.');
  await liveSessionFor(deps, auth.structureId, row.agency_id);
  const duplicate = await deps.db
    .selectFrom('livret_lesson_slots')
    .select('id')
    .where('learner_id', '=', row.learner_id)
    .where('date', '=', row.date)
    .where('start_time', '=', row.start_time)
    .where('status', '=', LESSON_STATUS.sent)
    .where('id', '!=', row.id)
    .executeTakeFirst();
  const learner = await deps.db.selectFrom('learners').select(['neph', 'training_id']).where('id', '=', row.learner_id).executeTakeFirstOrThrow();
  const error = checkDeclaration(
    {
      date: row.date,
      duration: row.duration,
      learnerNeph: learner.neph,
      hasTraining: learner.training_id !== null,
      trainerName: row.trainer_name,
      alreadyDeclared: duplicate !== undefined,
    },
    deps.now(),
  );
  await deps.db
    .updateTable('livret_lesson_slots')
    .set({ status: error ? LESSON_STATUS.error : LESSON_STATUS.sent, error_type: error, sent_at: deps.now().toISOString() })
    .where('id', '=', row.id)
    .execute();
  const updated = await selectLessonSlots(deps, auth).where('livret_lesson_slots.id', '=', id).executeTakeFirstOrThrow();
  return c.json(jsonLd('LessonSlot', iri(SLOT_PATH, id), toLessonSlot(updated)));
});

/** `GET /livret/dashboard` (agency, slot.date[after|before]): what was sent, by type, error and month. */
dsrGatewayRoutes.get('/livret/dashboard', async (c) => {
  const { deps, auth } = c.var;
  const query = c.req.queries();
  const params = parseListParams(query, { ...LESSON_SLOT_LIST, defaultItemsPerPage: 1, maxItemsPerPage: 1 });
  const base = deps.db
    .selectFrom('livret_lesson_slots')
    .innerJoin('learners', 'learners.id', 'livret_lesson_slots.learner_id')
    .where('livret_lesson_slots.structure_id', '=', auth.structureId)
    .where((eb) => (auth.agencyIds.length === 0 ? sql<boolean>`1 = 0` : eb('livret_lesson_slots.agency_id', 'in', auth.agencyIds)))
    .where((eb) => listWhere(eb, { ...params, searchWords: [] }, LESSON_SLOT_LIST, deps.dialect));
  const sentCase = sql<number>`sum(case when livret_lesson_slots.status = 1 then 1 else 0 end)`;
  const errorCase = sql<number>`sum(case when livret_lesson_slots.status = 0 then 1 else 0 end)`;
  const minutesCase = sql<number>`sum(case when livret_lesson_slots.status = 1 then livret_lesson_slots.duration else 0 end)`;
  const totals = await base
    .select([sentCase.as('sent'), errorCase.as('errors'), minutesCase.as('minutes'), sql<number>`count(distinct livret_lesson_slots.learner_id)`.as('learners')])
    .executeTakeFirst();
  const byType = await base
    .select(['livret_lesson_slots.lesson_type', sentCase.as('sent'), errorCase.as('errors'), minutesCase.as('minutes')])
    .groupBy('livret_lesson_slots.lesson_type')
    .execute();
  const byError = await base
    .select(['livret_lesson_slots.error_type', sql<number>`count(*)`.as('n')])
    .where('livret_lesson_slots.status', '=', 0)
    .groupBy('livret_lesson_slots.error_type')
    .execute();
  const month = sql<string>`substr(livret_lesson_slots.date, 1, 7)`;
  const byMonth = await base.select([month.as('month'), sentCase.as('sent'), errorCase.as('errors')]).groupBy(month).orderBy(month).execute();
  const body: LivretDashboard = {
    totals: { sent: Number(totals?.sent ?? 0), errors: Number(totals?.errors ?? 0), minutesSent: Number(totals?.minutes ?? 0), learners: Number(totals?.learners ?? 0) },
    byLessonType: LESSON_TYPES.map((lessonType) => {
      const row = byType.find((r) => r.lesson_type === lessonType);
      return { lessonType, sent: Number(row?.sent ?? 0), errors: Number(row?.errors ?? 0), minutesSent: Number(row?.minutes ?? 0) };
    }),
    byErrorType: LESSON_ERROR_TYPES.map((errorType) => ({ errorType, count: Number(byError.find((r) => r.error_type === errorType)?.n ?? 0) })).filter((e) => e.count > 0),
    byMonth: byMonth.map((r) => ({ month: r.month, sent: Number(r.sent ?? 0), errors: Number(r.errors ?? 0) })),
  };
  return c.json(jsonLd('LivretDashboard', '/api/livret/dashboard', body));
});
