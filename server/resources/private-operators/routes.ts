import { Hono } from 'hono';
import { sql } from 'kysely';
import { favoriteExamCenterSchema, learnerRegistrationSchema, registrationStatusSchema } from '../../../src/modules/private-operators/schema';
import {
  REGISTRATION_STATUS,
  type ExamRegistration,
  type ExamSession,
  type ExamSite,
  type FavoriteExamCenter,
  type RegistrationStatus,
} from '../../../src/modules/private-operators/types';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { ApiError, badRequest, conflict, notFound } from '../../core/errors';
import { collectionBody, iri, jsonLd, paginate } from '../../core/hydra';
import { found, isRowId, routeId, scoped } from '../../core/scope';
import { parseJson } from '../../core/validation';
import type { Database } from '../../db/schema';
import { ensureExamSessions, MAX_SESSION_RANGE_DAYS } from '../../simulators/exam-operator';
import type { Kysely } from 'kysely';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const today = (deps: AppDeps) => deps.now().toISOString().slice(0, 10);

/** `structure` / `structureId` in a query must be the caller's own (another structure is not found). */
function assertOwnStructure(auth: AuthContext, raw: string | undefined): void {
  if (raw === undefined || raw === '') return;
  const id = /^\/api\/structure\/structure\/(\d+)$/.exec(raw)?.[1] ?? raw;
  if (!/^\d+$/.test(id) || Number(id) !== auth.structureId) throw notFound('Cette structure est introuvable.');
}

async function operatorByCode(db: Kysely<Database>, code: string | undefined) {
  if (!code) return undefined;
  const operator = await db.selectFrom('exam_operators').selectAll().where('code', '=', code).executeTakeFirst();
  if (!operator) throw notFound('Cet opérateur d’examen est introuvable.');
  return operator;
}

async function listSites(deps: AppDeps, auth: AuthContext, operatorCode: string | undefined, favoritesOnly: boolean): Promise<ExamSite[]> {
  const operator = await operatorByCode(deps.db, operatorCode);
  let query = deps.db
    .selectFrom('exam_sites')
    .innerJoin('exam_operators', 'exam_operators.id', 'exam_sites.operator_id')
    .leftJoin('favorite_exam_centers', (join) =>
      join.onRef('favorite_exam_centers.site_id', '=', 'exam_sites.id').on('favorite_exam_centers.structure_id', '=', auth.structureId),
    )
    .select([
      'exam_sites.id',
      'exam_sites.code',
      'exam_sites.name',
      'exam_sites.address',
      'exam_sites.postal_code',
      'exam_sites.city',
      'exam_operators.id as operator_id',
      'exam_operators.code as operator_code',
      'exam_operators.name as operator_name',
      'favorite_exam_centers.id as favorite_id',
    ]);
  if (operator) query = query.where('exam_sites.operator_id', '=', operator.id);
  if (favoritesOnly) query = query.where('favorite_exam_centers.id', 'is not', null);
  const rows = await query.orderBy('exam_sites.name').execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    address: row.address,
    postalCode: row.postal_code,
    city: row.city,
    operator: { id: row.operator_id, code: row.operator_code, name: row.operator_name },
    isFavorite: row.favorite_id !== null,
    favoriteId: row.favorite_id,
  }));
}

const siteCollection = (url: string, sites: ExamSite[]) =>
  collectionBody(
    url,
    sites.map((site) => jsonLd('ExamSite', iri('/private-operators/sites', site.id), site)),
    sites.length,
    { page: 1, itemsPerPage: Math.max(1, sites.length) },
  );

/** Live registrations (not cancelled) of a session. */
function liveRegistrations(db: Kysely<Database>, sessionId: number) {
  return db
    .selectFrom('exam_registrations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('session_id', '=', sessionId)
    .where('status', '<>', REGISTRATION_STATUS.cancelled);
}

async function seatsLeft(db: Kysely<Database>, session: { id: number; seats_total: number; seats_taken_elsewhere: number }): Promise<number> {
  const row = await liveRegistrations(db, session.id).executeTakeFirst();
  return Math.max(0, session.seats_total - session.seats_taken_elsewhere - Number(row?.n ?? 0));
}

function selectRegistrations(deps: AppDeps, auth: AuthContext) {
  return scoped(
    deps.db
      .selectFrom('exam_registrations')
      .innerJoin('exam_sessions', 'exam_sessions.id', 'exam_registrations.session_id')
      .innerJoin('exam_sites', 'exam_sites.id', 'exam_sessions.site_id')
      .innerJoin('learners', 'learners.id', 'exam_registrations.learner_id')
      .leftJoin('trainings', 'trainings.id', 'learners.training_id')
      .innerJoin('agencies', 'agencies.id', 'exam_registrations.agency_id')
      .select([
        'exam_registrations.id',
        'exam_registrations.status',
        'exam_registrations.created_at',
        'exam_registrations.updated_at',
        'exam_registrations.learner_id',
        'learners.first_name',
        'learners.last_name',
        'learners.neph',
        'trainings.code as training_code',
        'exam_registrations.session_id',
        'exam_sessions.date',
        'exam_sessions.start_time',
        'exam_sessions.category',
        'exam_sessions.seats_total',
        'exam_sessions.seats_taken_elsewhere',
        'exam_sites.id as site_id',
        'exam_sites.name as site_name',
        'exam_sites.city as site_city',
        'exam_registrations.agency_id',
        'agencies.name as agency_name',
      ]),
    auth,
    { structure: 'exam_registrations.structure_id', agency: 'exam_registrations.agency_id' },
  );
}

type RegistrationRow = Awaited<ReturnType<ReturnType<typeof selectRegistrations>['executeTakeFirstOrThrow']>>;

function toRegistration(row: RegistrationRow): ExamRegistration {
  return {
    id: row.id,
    status: row.status as RegistrationStatus,
    learner: { '@id': `/api/learners/${row.learner_id}`, id: row.learner_id, firstName: row.first_name, lastName: row.last_name, neph: row.neph, training: row.training_code },
    session: { id: row.session_id, date: row.date, startTime: row.start_time, category: row.category, site: { id: row.site_id, name: row.site_name, city: row.site_city } },
    agency: { '@id': `/api/agencies/${row.agency_id}`, id: row.agency_id, name: row.agency_name },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const REGISTRATION_PATH = '/private-operators/registration';

async function registrationJsonLd(deps: AppDeps, auth: AuthContext, id: number) {
  const row = found(await selectRegistrations(deps, auth).where('exam_registrations.id', '=', id).executeTakeFirst(), 'Cette inscription est introuvable.');
  return jsonLd('ExamRegistration', iri(REGISTRATION_PATH, id), toRegistration(row));
}

const PAST_SESSION = 'Cette session d’examen est passée : choisissez une session à venir.';
const FULL_SESSION = 'Cette session d’examen est complète : il ne reste aucune place.';

export const privateOperatorRoutes = new Hono<AppEnv>();

/** `GET /private-operators/sites` (structureId, operator): the operator's exam centres, favourites flagged. */
privateOperatorRoutes.get('/private-operators/sites', async (c) => {
  const { deps, auth } = c.var;
  assertOwnStructure(auth, c.req.query('structureId'));
  return c.json(siteCollection(c.req.url, await listSites(deps, auth, c.req.query('operator'), false)));
});

/** `GET /private-operators/site` (structure, operator): the structure's favourite exam centres. */
privateOperatorRoutes.get('/private-operators/site', async (c) => {
  const { deps, auth } = c.var;
  assertOwnStructure(auth, c.req.query('structure'));
  return c.json(siteCollection(c.req.url, await listSites(deps, auth, c.req.query('operator'), true)));
});

/** `POST /private-operators/favorite-exam-center` (site): adds a favourite exam centre. */
privateOperatorRoutes.post('/private-operators/favorite-exam-center', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, favoriteExamCenterSchema);
  const site = await deps.db.selectFrom('exam_sites').select(['id', 'name', 'city']).where('id', '=', input.site).executeTakeFirst();
  if (!site) {
    const message = 'Ce centre d’examen est introuvable.';
    throw new ApiError(422, message, [{ propertyPath: 'site', message }]);
  }
  const existing = await deps.db.selectFrom('favorite_exam_centers').select('id').where('structure_id', '=', auth.structureId).where('site_id', '=', site.id).executeTakeFirst();
  if (existing) throw conflict('Ce centre d’examen est déjà dans vos favoris.');
  const row = await deps.db.insertInto('favorite_exam_centers').values({ structure_id: auth.structureId, site_id: site.id }).returningAll().executeTakeFirstOrThrow();
  const body: FavoriteExamCenter = { id: row.id, site: { id: site.id, name: site.name, city: site.city }, createdAt: row.created_at };
  return c.json(jsonLd('FavoriteExamCenter', iri('/private-operators/favorite-exam-center', row.id), body), 201);
});

/** `DELETE /private-operators/favorite-exam-center/{id}`. */
privateOperatorRoutes.delete('/private-operators/favorite-exam-center/:id', async (c) => {
  const { deps, auth } = c.var;
  const id = routeId(c.req.param('id'));
  const result = await deps.db.deleteFrom('favorite_exam_centers').where('id', '=', id).where('structure_id', '=', auth.structureId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Ce centre favori est introuvable.');
  return c.body(null, 204);
});

/**
 * `GET /private-operators/sessions` (siteId, operator, startDate, endDate, category): the operator's
 * exam sessions at a site with their seats left (the front end asks from tomorrow to the end of the month).
 */
privateOperatorRoutes.get('/private-operators/sessions', async (c) => {
  const { deps } = c.var;
  const siteRaw = c.req.query('siteId');
  if (!siteRaw || !isRowId(siteRaw)) throw badRequest('Le paramètre « siteId » est obligatoire (identifiant du centre d’examen).');
  const start = (c.req.query('startDate') ?? '').slice(0, 10);
  const end = (c.req.query('endDate') ?? '').slice(0, 10);
  if (!DATE_RE.test(start) || !DATE_RE.test(end)) throw badRequest('Les paramètres « startDate » et « endDate » attendent une date au format AAAA-MM-JJ.');
  if ((Date.parse(end) - Date.parse(start)) / 86_400_000 > MAX_SESSION_RANGE_DAYS) {
    throw badRequest(`La période demandée ne peut pas dépasser ${MAX_SESSION_RANGE_DAYS} jours.`);
  }
  const operator = await operatorByCode(deps.db, c.req.query('operator'));
  const site = await deps.db.selectFrom('exam_sites').select(['id', 'name', 'city', 'operator_id']).where('id', '=', Number(siteRaw)).executeTakeFirst();
  if (!site || (operator && site.operator_id !== operator.id)) throw notFound('Ce centre d’examen est introuvable.');
  const members: ReturnType<typeof jsonLd<ExamSession>>[] = [];
  if (start <= end) {
    await ensureExamSessions(deps.db, [site.id], start, end);
    let query = deps.db
      .selectFrom('exam_sessions')
      .select([
        'exam_sessions.id',
        'exam_sessions.date',
        'exam_sessions.start_time',
        'exam_sessions.category',
        'exam_sessions.seats_total',
        'exam_sessions.seats_taken_elsewhere',
        (eb) =>
          eb
            .selectFrom('exam_registrations')
            .select(sql<number>`count(*)`.as('n'))
            .whereRef('exam_registrations.session_id', '=', 'exam_sessions.id')
            .where('exam_registrations.status', '<>', REGISTRATION_STATUS.cancelled)
            .as('live'),
      ])
      .where('exam_sessions.site_id', '=', site.id)
      .where('exam_sessions.date', '>=', start)
      .where('exam_sessions.date', '<=', end);
    const category = c.req.query('category');
    if (category) query = query.where('exam_sessions.category', '=', category);
    const rows = await query.orderBy('exam_sessions.date').orderBy('exam_sessions.start_time').execute();
    for (const row of rows) {
      members.push(
        jsonLd<ExamSession>('ExamSession', iri('/private-operators/sessions', row.id), {
          id: row.id,
          date: row.date,
          startTime: row.start_time,
          category: row.category,
          seatsTotal: row.seats_total,
          seatsLeft: Math.max(0, row.seats_total - row.seats_taken_elsewhere - Number(row.live ?? 0)),
          site: { id: site.id, name: site.name, city: site.city },
        }),
      );
    }
  }
  return c.json(collectionBody(c.req.url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) }));
});

/**
 * `GET /private-operators/registration` (status, page, itemsPerPage 10, simplesearch, structure,
 * site[], startDate[after|before], order): the structure's exam registrations.
 */
privateOperatorRoutes.get(REGISTRATION_PATH, async (c) => {
  const { deps, auth } = c.var;
  assertOwnStructure(auth, c.req.query('structure'));
  const query = c.req.queries();
  for (const value of [...(query.status ?? []), ...(query['status[]'] ?? [])]) {
    if (value !== '' && !['0', '1', '2'].includes(value)) throw badRequest('Le filtre « status » attend 0 (en attente), 1 (confirmée) ou 2 (annulée).');
  }
  return c.json(
    await paginate(selectRegistrations(deps, auth), {
      query,
      requestUrl: c.req.url,
      dialect: deps.dialect,
      idColumn: 'exam_registrations.id',
      spec: {
        defaultItemsPerPage: 10,
        maxItemsPerPage: 5000,
        order: {
          startDate: 'exam_sessions.date',
          createdAt: 'exam_registrations.created_at',
          status: 'exam_registrations.status',
          learner: 'learners.last_name',
          site: 'exam_sites.name',
        },
        defaultOrder: [['exam_sessions.date', 'asc'], ['exam_sessions.start_time', 'asc']],
        search: ['learners.last_name', 'learners.first_name', 'learners.neph', 'exam_sites.name'],
        exact: {
          status: { column: 'exam_registrations.status', kind: 'int' },
          site: { column: 'exam_sessions.site_id', kind: 'int' },
          agency: { column: 'exam_registrations.agency_id', kind: 'int' },
          learner: { column: 'exam_registrations.learner_id', kind: 'int' },
        },
        date: { startDate: 'exam_sessions.date', createdAt: 'exam_registrations.created_at' },
      },
      toJsonLd: (row) => jsonLd('ExamRegistration', iri(REGISTRATION_PATH, row.id), toRegistration(row)),
    }),
  );
});

/** `GET /private-operators/registration/{id}`. */
privateOperatorRoutes.get(`${REGISTRATION_PATH}/:id`, async (c) => c.json(await registrationJsonLd(c.var.deps, c.var.auth, routeId(c.req.param('id')))));

/** `POST /private-operators/learner-registration` (learner, session): registers a learner to a session. */
privateOperatorRoutes.post('/private-operators/learner-registration', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, learnerRegistrationSchema);
  const learner = await scoped(
    deps.db
      .selectFrom('learners')
      .leftJoin('trainings', 'trainings.id', 'learners.training_id')
      .select(['learners.id', 'learners.agency_id', 'learners.archived', 'trainings.code as training_code'])
      .where('learners.id', '=', input.learner),
    auth,
    { structure: 'learners.structure_id', agency: 'learners.agency_id' },
  ).executeTakeFirst();
  if (!learner || learner.archived === 1) {
    const message = 'Cet apprenant est introuvable ou archivé.';
    throw new ApiError(422, message, [{ propertyPath: 'learner', message }]);
  }
  const session = await deps.db
    .selectFrom('exam_sessions')
    .innerJoin('exam_sites', 'exam_sites.id', 'exam_sessions.site_id')
    .select(['exam_sessions.id', 'exam_sessions.date', 'exam_sessions.category', 'exam_sessions.seats_total', 'exam_sessions.seats_taken_elsewhere', 'exam_sites.operator_id'])
    .where('exam_sessions.id', '=', input.session)
    .executeTakeFirst();
  if (!session) {
    const message = 'Cette session d’examen est introuvable.';
    throw new ApiError(422, message, [{ propertyPath: 'session', message }]);
  }
  const enabled = await deps.db
    .selectFrom('operator_configurations')
    .select('id')
    .where('structure_id', '=', auth.structureId)
    .where('operator_id', '=', session.operator_id)
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (!enabled) throw conflict('Votre structure n’a pas activé cet opérateur d’examen : activez-le dans l’onglet Partenaires.');
  if (session.date <= today(deps)) throw new ApiError(422, PAST_SESSION, [{ propertyPath: 'session', message: PAST_SESSION }]);
  if (learner.training_code !== session.category) {
    const message = `Cette session est réservée à la catégorie ${session.category} ; l’apprenant prépare ${learner.training_code ? `la catégorie ${learner.training_code}` : 'aucune catégorie'}.`;
    throw new ApiError(422, message, [{ propertyPath: 'session', message }]);
  }
  const now = deps.now().toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
    const already = await trx
      .selectFrom('exam_registrations')
      .select('id')
      .where('learner_id', '=', learner.id)
      .where('session_id', '=', session.id)
      .where('status', '<>', REGISTRATION_STATUS.cancelled)
      .executeTakeFirst();
    if (already) throw conflict('Cet apprenant est déjà inscrit à cette session.');
    if ((await seatsLeft(trx, session)) === 0) throw conflict(FULL_SESSION);
    const row = await trx
      .insertInto('exam_registrations')
      .values({
        structure_id: auth.structureId,
        agency_id: learner.agency_id,
        learner_id: learner.id,
        session_id: session.id,
        status: REGISTRATION_STATUS.pending,
        created_by: auth.userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return c.json(await registrationJsonLd(deps, auth, id), 201);
});

/** `PATCH /private-operators/toggle-registration-status/{id}` (status): confirms, puts back or cancels (2). */
privateOperatorRoutes.patch('/private-operators/toggle-registration-status/:id', async (c) => {
  const { deps, auth } = c.var;
  const id = routeId(c.req.param('id'));
  const current = found(await selectRegistrations(deps, auth).where('exam_registrations.id', '=', id).executeTakeFirst(), 'Cette inscription est introuvable.');
  const { status } = await parseJson(c, registrationStatusSchema);
  if (status !== current.status) {
    if (current.date <= today(deps)) throw conflict('Cette session d’examen est passée : l’inscription ne peut plus être modifiée.');
    await deps.db.transaction().execute(async (trx) => {
      if (current.status === REGISTRATION_STATUS.cancelled) {
        const already = await trx
          .selectFrom('exam_registrations')
          .select('id')
          .where('learner_id', '=', current.learner_id)
          .where('session_id', '=', current.session_id)
          .where('status', '<>', REGISTRATION_STATUS.cancelled)
          .executeTakeFirst();
        if (already) throw conflict('Cet apprenant est déjà inscrit à cette session.');
        if ((await seatsLeft(trx, { id: current.session_id, seats_total: current.seats_total, seats_taken_elsewhere: current.seats_taken_elsewhere })) === 0) {
          throw conflict(FULL_SESSION);
        }
      }
      await trx.updateTable('exam_registrations').set({ status, updated_at: deps.now().toISOString() }).where('id', '=', id).execute();
    });
  }
  return c.json(await registrationJsonLd(deps, auth, id));
});
