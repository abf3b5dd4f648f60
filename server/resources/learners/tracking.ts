import { Hono } from 'hono';
import {
  availabilityCreateSchema,
  availabilityPatchSchema,
  observationCreateSchema,
  observationPatchSchema,
  serviceJournalBulkSchema,
  serviceJournalPatchSchema,
  serviceJournalUsedSchema,
} from '../../../src/modules/learners/schema';
import type { AvailabilitySchedule, Observation, ServiceJournal, WeeklySlot } from '../../../src/modules/learners/types';
import { crudRoutes } from '../../core/crud';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { isUniqueViolation } from '../../core/errors';
import { collectionBody, iri, jsonLd } from '../../core/hydra';
import { found, routeId, scoped } from '../../core/scope';
import { parseJson } from '../../core/validation';
import { fieldError, learnerIri, learnerOfPayload, userRef } from './common';

const byLearner = { structure: 'learners.structure_id', agency: 'learners.agency_id' };

/** `/observations`: notes on a learner, newest first; the author is the caller. */
export const observationRoutes = crudRoutes({
  path: '/observations',
  type: 'Observation',
  select: (deps, auth) =>
    scoped(
      deps.db
        .selectFrom('observations')
        .innerJoin('learners', 'learners.id', 'observations.learner_id')
        .leftJoin('users', 'users.id', 'observations.author_id')
        .select([
          'observations.id',
          'observations.learner_id',
          'observations.author_id',
          'users.first_name as author_first_name',
          'users.last_name as author_last_name',
          'observations.content',
          'observations.created_at',
          'observations.updated_at',
        ]),
      auth,
      byLearner,
    ),
  idColumn: 'observations.id',
  rowId: (row) => row.id,
  toItem: (row): Observation => ({
    id: row.id,
    learner: learnerIri(row.learner_id),
    author: userRef(row.author_id, row.author_first_name, row.author_last_name),
    content: row.content,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  list: {
    defaultItemsPerPage: 10,
    maxItemsPerPage: 1000,
    order: { createdAt: 'observations.created_at' },
    defaultOrder: [['observations.created_at', 'desc']],
    search: ['observations.content'],
    exact: { learner: { column: 'observations.learner_id', kind: 'int' } },
  },
  create: {
    schema: observationCreateSchema,
    async insert(deps, auth, input) {
      const learner = await learnerOfPayload(deps.db, auth, input.learner);
      const now = deps.now().toISOString();
      const row = await deps.db
        .insertInto('observations')
        .values({ structure_id: auth.structureId, learner_id: learner.id, author_id: auth.userId, content: input.content, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  },
  update: {
    schema: observationPatchSchema,
    async apply(deps, _auth, current, input) {
      await deps.db.updateTable('observations').set({ content: input.content, updated_at: deps.now().toISOString() }).where('id', '=', current.id).execute();
    },
  },
  remove: {
    async apply(deps, _auth, current) {
      await deps.db.deleteFrom('observations').where('id', '=', current.id).execute();
    },
  },
});

const JOURNALS_PATH = '/student-tracking/service-journals';

function selectJournals(deps: AppDeps, auth: AuthContext) {
  return scoped(
    deps.db
      .selectFrom('service_journals')
      .innerJoin('learners', 'learners.id', 'service_journals.learner_id')
      .leftJoin('users', 'users.id', 'service_journals.author_id')
      .select([
        'service_journals.id',
        'service_journals.learner_id',
        'service_journals.journal_date',
        'service_journals.label',
        'service_journals.duration_minutes',
        'service_journals.comment',
        'service_journals.used',
        'service_journals.used_at',
        'service_journals.author_id',
        'users.first_name as author_first_name',
        'users.last_name as author_last_name',
        'service_journals.created_at',
      ]),
    auth,
    byLearner,
  );
}

type JournalRow = Awaited<ReturnType<ReturnType<typeof selectJournals>['executeTakeFirstOrThrow']>>;

const toJournal = (row: JournalRow): ServiceJournal => ({
  id: row.id,
  learner: learnerIri(row.learner_id),
  date: row.journal_date,
  label: row.label,
  durationMinutes: row.duration_minutes,
  comment: row.comment,
  used: row.used === 1,
  usedAt: row.used_at,
  author: userRef(row.author_id, row.author_first_name, row.author_last_name),
  createdAt: row.created_at,
});

/** `/student-tracking/service-journals`: list by learner, read, edit. */
export const serviceJournalRoutes = crudRoutes({
  path: JOURNALS_PATH,
  type: 'ServiceJournal',
  select: selectJournals,
  idColumn: 'service_journals.id',
  rowId: (row) => row.id,
  toItem: toJournal,
  list: {
    defaultItemsPerPage: 30,
    maxItemsPerPage: 5000,
    order: { date: 'service_journals.journal_date', createdAt: 'service_journals.created_at' },
    defaultOrder: [['service_journals.journal_date', 'desc']],
    search: ['service_journals.label', 'service_journals.comment'],
    exact: { learner: { column: 'service_journals.learner_id', kind: 'int' }, used: { column: 'service_journals.used', kind: 'bool' } },
    date: { date: 'service_journals.journal_date' },
  },
  update: {
    schema: serviceJournalPatchSchema,
    async apply(deps, _auth, current, input) {
      await deps.db
        .updateTable('service_journals')
        .set({
          ...(input.date !== undefined ? { journal_date: input.date } : {}),
          ...(input.label !== undefined ? { label: input.label } : {}),
          ...(input.durationMinutes !== undefined ? { duration_minutes: input.durationMinutes } : {}),
          ...(input.comment !== undefined ? { comment: input.comment } : {}),
        })
        .where('id', '=', current.id)
        .execute();
    },
  },
});

/** The bulk creation and the « used » mark of the service journal. */
export const serviceJournalActions = new Hono<AppEnv>();

serviceJournalActions.post(JOURNALS_PATH, async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, serviceJournalBulkSchema);
  const learner = await learnerOfPayload(deps.db, auth, input.learner);
  const now = deps.now().toISOString();
  const ids = await deps.db.transaction().execute(async (trx) => {
    const rows = await trx
      .insertInto('service_journals')
      .values(
        input.journals.map((line) => ({
          structure_id: auth.structureId,
          learner_id: learner.id,
          journal_date: line.date,
          label: line.label,
          duration_minutes: line.durationMinutes,
          comment: line.comment,
          author_id: auth.userId,
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  });
  const rows = await selectJournals(deps, auth).where('service_journals.id', 'in', ids).orderBy('service_journals.id').execute();
  const members = rows.map((row) => jsonLd('ServiceJournal', iri(JOURNALS_PATH, row.id), toJournal(row)));
  return c.json(collectionBody(c.req.url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) }), 201);
});

serviceJournalActions.patch('/student-tracking/service-journals-used/:id', async (c) => {
  const { deps, auth } = c.var;
  const id = routeId(c.req.param('id'));
  found(await selectJournals(deps, auth).where('service_journals.id', '=', id).executeTakeFirst(), 'Ligne du journal introuvable.');
  const input = await parseJson(c, serviceJournalUsedSchema);
  await deps.db
    .updateTable('service_journals')
    .set({ used: input.used ? 1 : 0, used_at: input.used ? deps.now().toISOString() : null })
    .where('id', '=', id)
    .execute();
  const row = await selectJournals(deps, auth).where('service_journals.id', '=', id).executeTakeFirstOrThrow();
  return c.json(jsonLd('ServiceJournal', iri(JOURNALS_PATH, row.id), toJournal(row)));
});

const AVAILABILITY_EXISTS = 'Cet apprenant a déjà un planning de disponibilités : modifiez-le.';

/** `/plannings/availability-schedule`: one weekly availability per learner over an optional period. */
export const availabilityRoutes = crudRoutes({
  path: '/plannings/availability-schedule',
  type: 'AvailabilitySchedule',
  select: (deps, auth) =>
    scoped(
      deps.db
        .selectFrom('availability_schedules')
        .innerJoin('learners', 'learners.id', 'availability_schedules.learner_id')
        .selectAll('availability_schedules'),
      auth,
      byLearner,
    ),
  idColumn: 'availability_schedules.id',
  rowId: (row) => row.id,
  toItem: (row): AvailabilitySchedule => ({
    id: row.id,
    learner: learnerIri(row.learner_id),
    period: { start: row.period_start, end: row.period_end },
    schedules: JSON.parse(row.schedules_json) as WeeklySlot[],
    updatedAt: row.updated_at,
  }),
  list: {
    defaultItemsPerPage: 10,
    maxItemsPerPage: 5000,
    order: { updatedAt: 'availability_schedules.updated_at' },
    defaultOrder: [['availability_schedules.id', 'asc']],
    exact: { learner: { column: 'availability_schedules.learner_id', kind: 'int' } },
  },
  create: {
    schema: availabilityCreateSchema,
    async insert(deps, auth, input) {
      const learner = await learnerOfPayload(deps.db, auth, input.learner);
      const now = deps.now().toISOString();
      try {
        const row = await deps.db
          .insertInto('availability_schedules')
          .values({
            structure_id: auth.structureId,
            learner_id: learner.id,
            period_start: input.period.start,
            period_end: input.period.end,
            schedules_json: JSON.stringify(sortSlots(input.schedules)),
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      } catch (err) {
        if (isUniqueViolation(err)) throw fieldError('learner', AVAILABILITY_EXISTS);
        throw err;
      }
    },
  },
  update: {
    schema: availabilityPatchSchema,
    async apply(deps, _auth, current, input) {
      await deps.db
        .updateTable('availability_schedules')
        .set({
          ...(input.period ? { period_start: input.period.start, period_end: input.period.end } : {}),
          ...(input.schedules ? { schedules_json: JSON.stringify(sortSlots(input.schedules)) } : {}),
          updated_at: deps.now().toISOString(),
        })
        .where('id', '=', current.id)
        .execute();
    },
  },
});

function sortSlots(slots: WeeklySlot[]): WeeklySlot[] {
  return [...slots].sort((a, b) => a.day - b.day || a.start.localeCompare(b.start));
}
