import { Hono, type Context } from 'hono';
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { JsonLd } from '../../../src/shared/api/hydra';
import { pushBulkSchema, pushCreateSchema, pushPatchSchema, PUSH_TITLE_MAX } from '../../../src/modules/pushes/schema';
import { PUSH_STATUSES, type Push, type PushDelivery, type PushStatus } from '../../../src/modules/pushes/types';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { ApiError, conflict, notFound } from '../../core/errors';
import { collectionBody, iri, jsonLd, paginate } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { found, routeId, scoped } from '../../core/scope';
import { parseJson } from '../../core/validation';
import type { Database } from '../../db/schema';
import { parisDate } from '../bills/model';
import { frenchDay } from '../planning/dates';

/**
 * Push notifications to learners (spec part 2 « push-kopilote »): shown in the learners' mobile
 * application between their start and end days. `/pushes` lists, creates (one learner, or one push per
 * group with `/pushes/bulk`) and edits drafts; the « public API base » of the spec — the API the
 * learners' application shares, here `/kopilote/pushes/{id}` — sends, relaunches, duplicates
 * (`PATCH ?action=`) and deletes. Every send and relaunch is written to the delivery log.
 */
export const PUSHES_PATH = '/pushes';
export const PUSH_PUBLIC_PATH = '/kopilote/pushes';

export const pushRoutes = new Hono<AppEnv>();

type Db = Kysely<Database> | Transaction<Database>;
const today = (deps: AppDeps) => parisDate(deps.now());
const invalid = (propertyPath: string, message: string) => new ApiError(422, message, [{ propertyPath, message }]);

function statusSql(day: string) {
  return sql<PushStatus>`case when p.state = 'draft' then 'draft' when p.start_date > ${day} then 'scheduled' when p.end_date < ${day} then 'ended' else 'sent' end`;
}

function selectPushes(deps: AppDeps, auth: AuthContext) {
  return scoped(
    deps.db
      .selectFrom('pushes as p')
      .innerJoin('agencies as ag', 'ag.id', 'p.agency_id')
      .leftJoin('learners as l', 'l.id', 'p.learner_id')
      .leftJoin('groups as g', 'g.id', 'p.group_id')
      .select([
        'p.id',
        'p.structure_id',
        'p.agency_id',
        'ag.name as agency_name',
        'p.title',
        'p.message',
        'p.target',
        'p.learner_id',
        'l.first_name as learner_first_name',
        'l.last_name as learner_last_name',
        'p.group_id',
        'g.name as group_name',
        'p.recipient_label',
        'p.state',
        'p.start_date',
        'p.end_date',
        'p.sent_at',
        'p.relaunch_count',
        'p.last_relaunched_at',
        'p.created_at',
        'p.updated_at',
        statusSql(today(deps)).as('status'),
      ])
      .where('p.deleted_at', 'is', null),
    auth,
    { structure: 'p.structure_id', agency: 'p.agency_id' },
  );
}

type PushRow = Awaited<ReturnType<ReturnType<typeof selectPushes>['executeTakeFirstOrThrow']>>;

/** Learners a push reaches: delivered ones once sent, else those its target has now. */
async function recipientCounts(db: Db, rows: readonly PushRow[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  const sent = rows.filter((r) => r.state === 'published').map((r) => r.id);
  const groups = [...new Set(rows.filter((r) => r.state === 'draft' && r.group_id !== null).map((r) => r.group_id as number))];
  const learners = [...new Set(rows.filter((r) => r.state === 'draft' && r.learner_id !== null).map((r) => r.learner_id as number))];
  const [delivered, members, active] = await Promise.all([
    sent.length
      ? db.selectFrom('push_deliveries').select(['push_id', sql<number>`count(distinct learner_id)`.as('n')]).where('push_id', 'in', sent).where('kind', '=', 'send').groupBy('push_id').execute()
      : Promise.resolve([]),
    groups.length
      ? db
          .selectFrom('group_learners as gl')
          .innerJoin('learners as l', 'l.id', 'gl.learner_id')
          .select(['gl.group_id', sql<number>`count(*)`.as('n')])
          .where('gl.group_id', 'in', groups)
          .where('l.archived', '=', 0)
          .groupBy('gl.group_id')
          .execute()
      : Promise.resolve([]),
    learners.length ? db.selectFrom('learners').select('id').where('id', 'in', learners).where('archived', '=', 0).execute() : Promise.resolve([]),
  ]);
  const byGroup = new Map(members.map((m) => [m.group_id, Number(m.n)]));
  const activeLearners = new Set(active.map((l) => l.id));
  const byPush = new Map(delivered.map((d) => [d.push_id, Number(d.n)]));
  for (const row of rows) {
    if (row.state === 'published') counts.set(row.id, byPush.get(row.id) ?? 0);
    else if (row.target === 'group') counts.set(row.id, row.group_id === null ? 0 : (byGroup.get(row.group_id) ?? 0));
    else counts.set(row.id, row.learner_id !== null && activeLearners.has(row.learner_id) ? 1 : 0);
  }
  return counts;
}

function toPush(row: PushRow, recipients: number): JsonLd<Push> {
  return jsonLd<Push>('Push', iri(PUSHES_PATH, row.id), {
    id: row.id,
    structure: `/api/structures/${row.structure_id}`,
    title: row.title,
    message: row.message,
    status: row.status,
    startDate: row.start_date,
    endDate: row.end_date,
    target: row.target === 'group' ? 'group' : 'learner',
    learner:
      row.learner_id === null || row.learner_first_name === null || row.learner_last_name === null
        ? null
        : {
            '@id': `/api/learners/${row.learner_id}`,
            id: row.learner_id,
            name: `${row.learner_first_name} ${row.learner_last_name}`,
            firstName: row.learner_first_name,
            lastName: row.learner_last_name,
          },
    group: row.group_id === null || row.group_name === null ? null : { '@id': `/api/groups/${row.group_id}`, id: row.group_id, name: row.group_name },
    recipientLabel: row.recipient_label,
    recipientsCount: recipients,
    agency: { '@id': `/api/agencies/${row.agency_id}`, id: row.agency_id, name: row.agency_name },
    sentAt: row.sent_at,
    relaunchCount: row.relaunch_count,
    lastRelaunchedAt: row.last_relaunched_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}

async function loadPush(deps: AppDeps, auth: AuthContext, id: number): Promise<PushRow> {
  return found(await selectPushes(deps, auth).where('p.id', '=', id).executeTakeFirst(), 'Push introuvable.');
}

async function answer(deps: AppDeps, auth: AuthContext, id: number): Promise<JsonLd<Push>> {
  const row = await loadPush(deps, auth, id);
  return toPush(row, (await recipientCounts(deps.db, [row])).get(row.id) ?? 0);
}

const LIST_SPEC: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 100,
  order: { createdAt: 'p.created_at', startDate: 'p.start_date', endDate: 'p.end_date', title: 'p.title', status: 'status', recipient: 'p.recipient_label', sentAt: 'p.sent_at' },
  defaultOrder: [['p.created_at', 'desc']],
  search: ['p.title', 'p.message', 'p.recipient_label'],
  exact: { target: { column: 'p.target', kind: 'string' }, agency: { column: 'p.agency_id', kind: 'int' } },
  date: { startDate: 'p.start_date', endDate: 'p.end_date' },
};

/** `GET /pushes` (structureId, page, itemsPerPage 10, simplesearch, status[], startDate[after], endDate[before], order). */
pushRoutes.get(PUSHES_PATH, async (c) => {
  const { deps, auth } = c.var;
  const query = c.req.queries();
  const structure = query.structureId?.[0];
  if (structure !== undefined && structure !== '' && structure !== String(auth.structureId)) throw notFound('Structure introuvable.');
  const statuses = [...(query.status ?? []), ...(query['status[]'] ?? [])].filter((s) => s !== '');
  for (const status of statuses) if (!PUSH_STATUSES.includes(status as PushStatus)) throw new ApiError(400, `Statut de push inconnu : « ${status} ».`);
  let base = selectPushes(deps, auth);
  if (statuses.length > 0) base = base.where(sql<SqlBool>`${statusSql(today(deps))} in (${sql.join(statuses)})`);
  const page = await paginate(base, { query, requestUrl: c.req.url, spec: LIST_SPEC, dialect: deps.dialect, idColumn: 'p.id', toJsonLd: (row) => jsonLd('Row', '', row) });
  const rows = page['hydra:member'];
  const counts = await recipientCounts(deps.db, rows);
  return c.json({ ...page, 'hydra:member': rows.map((row) => toPush(row, counts.get(row.id) ?? 0)) });
});

pushRoutes.get(`${PUSHES_PATH}/:id{[0-9]+}`, async (c) => c.json(await answer(c.var.deps, c.var.auth, routeId(c.req.param('id')))));

/** `GET /pushes/{id}/deliveries`: the delivery log of a push (who received it, when, how). */
pushRoutes.get(`${PUSHES_PATH}/:id{[0-9]+}/deliveries`, async (c) => {
  const { deps, auth } = c.var;
  const push = await loadPush(deps, auth, routeId(c.req.param('id')));
  const base = deps.db
    .selectFrom('push_deliveries as d')
    .innerJoin('learners as l', 'l.id', 'd.learner_id')
    .leftJoin('groups as g', 'g.id', 'd.group_id')
    .leftJoin('users as u', 'u.id', 'd.delivered_by')
    .select(['d.id', 'd.kind', 'd.delivered_at', 'd.learner_id', 'l.first_name', 'l.last_name', 'd.group_id', 'g.name as group_name', 'd.delivered_by', 'u.first_name as by_first_name', 'u.last_name as by_last_name'])
    .where('d.push_id', '=', push.id);
  const spec: ListSpec = {
    defaultItemsPerPage: 50,
    maxItemsPerPage: 1000,
    order: { deliveredAt: 'd.delivered_at', lastName: 'l.last_name' },
    defaultOrder: [['d.delivered_at', 'desc'], ['l.last_name', 'asc']],
    search: ['l.first_name', 'l.last_name'],
    exact: { kind: { column: 'd.kind', kind: 'string' } },
  };
  return c.json(
    await paginate(base, {
      query: c.req.queries(),
      requestUrl: c.req.url,
      spec,
      dialect: deps.dialect,
      idColumn: 'd.id',
      toJsonLd: (row) =>
        jsonLd<PushDelivery>('PushDelivery', `/api/pushes/${push.id}/deliveries/${row.id}`, {
          id: row.id,
          kind: row.kind === 'relaunch' ? 'relaunch' : 'send',
          deliveredAt: row.delivered_at,
          learner: { '@id': `/api/learners/${row.learner_id}`, id: row.learner_id, firstName: row.first_name, lastName: row.last_name },
          group: row.group_id === null || row.group_name === null ? null : { '@id': `/api/groups/${row.group_id}`, id: row.group_id, name: row.group_name },
          deliveredBy: row.delivered_by === null ? null : { id: row.delivered_by, firstName: row.by_first_name ?? '', lastName: row.by_last_name ?? '' },
        }),
    }),
  );
});

async function learnerTarget(db: Db, auth: AuthContext, learnerId: number) {
  const learner = await scoped(
    db.selectFrom('learners').select(['id', 'first_name', 'last_name', 'agency_id', 'archived']).where('id', '=', learnerId),
    auth,
    { structure: 'learners.structure_id', agency: 'learners.agency_id' },
  ).executeTakeFirst();
  if (!learner) throw invalid('learner', 'Apprenant introuvable.');
  if (learner.archived === 1) throw invalid('learner', 'Cet apprenant est archivé : il ne reçoit plus de notifications.');
  return learner;
}

async function groupTarget(db: Db, auth: AuthContext, groupId: number, propertyPath: string) {
  const group = await scoped(db.selectFrom('groups').select(['id', 'name', 'agency_id']).where('id', '=', groupId), auth, {
    structure: 'groups.structure_id',
    agency: 'groups.agency_id',
  }).executeTakeFirst();
  if (!group) throw invalid(propertyPath, 'Groupe introuvable.');
  return group;
}

/** The learners of a group who receive its pushes (members that are learners, not archived). */
async function groupLearners(db: Db, groupId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('group_learners as gl')
    .innerJoin('learners as l', 'l.id', 'gl.learner_id')
    .select('l.id')
    .where('gl.group_id', '=', groupId)
    .where('l.archived', '=', 0)
    .orderBy('l.id')
    .execute();
  return rows.map((r) => r.id);
}

const emptyGroup = (name: string) => `Le groupe « ${name} » ne contient aucun apprenant : aucune notification ne peut lui être envoyée.`;
const ENDED = 'La date de fin est déjà passée : choisissez une date de fin à venir.';

pushRoutes.post(PUSHES_PATH, async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, pushCreateSchema);
  if (input.endDate < today(deps)) throw invalid('endDate', ENDED);
  const learner = await learnerTarget(deps.db, auth, input.learner);
  const now = deps.now().toISOString();
  const row = await deps.db
    .insertInto('pushes')
    .values({
      structure_id: auth.structureId,
      agency_id: learner.agency_id,
      title: input.title,
      message: input.message,
      target: 'learner',
      learner_id: learner.id,
      recipient_label: `${learner.first_name} ${learner.last_name}`,
      start_date: input.startDate,
      end_date: input.endDate,
      created_by: auth.userId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return c.json(await answer(deps, auth, row.id), 201);
});

/** `POST /pushes/bulk`: one draft per group, all or none; a group without learners refuses the whole request. */
pushRoutes.post(`${PUSHES_PATH}/bulk`, async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, pushBulkSchema);
  if (input.endDate < today(deps)) throw invalid('endDate', ENDED);
  const groupIds = [...new Set(input.groups)];
  const now = deps.now().toISOString();
  const ids = await deps.db.transaction().execute(async (trx) => {
    const created: number[] = [];
    for (const groupId of groupIds) {
      const group = await groupTarget(trx, auth, groupId, 'groups');
      if ((await groupLearners(trx, group.id)).length === 0) throw invalid('groups', emptyGroup(group.name));
      const row = await trx
        .insertInto('pushes')
        .values({
          structure_id: auth.structureId,
          agency_id: group.agency_id,
          title: input.title,
          message: input.message,
          target: 'group',
          group_id: group.id,
          recipient_label: group.name,
          start_date: input.startDate,
          end_date: input.endDate,
          created_by: auth.userId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      created.push(row.id);
    }
    return created;
  });
  const rows = await selectPushes(deps, auth).where('p.id', 'in', ids).orderBy('p.id').execute();
  const counts = await recipientCounts(deps.db, rows);
  const members = rows.map((row) => toPush(row, counts.get(row.id) ?? 0));
  return c.json(collectionBody(c.req.url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) }), 201);
});

const SENT_NO_EDIT = 'Ce push a déjà été envoyé : il ne peut plus être modifié. Dupliquez-le pour en préparer un autre.';

/** `PATCH /pushes/{id}` (merge-patch): drafts only. */
pushRoutes.patch(`${PUSHES_PATH}/:id{[0-9]+}`, async (c) => {
  const { deps, auth } = c.var;
  const current = await loadPush(deps, auth, routeId(c.req.param('id')));
  const input = await parseJson(c, pushPatchSchema);
  if (current.state !== 'draft') throw conflict(SENT_NO_EDIT);
  const startDate = input.startDate ?? current.start_date;
  const endDate = input.endDate ?? current.end_date;
  if (endDate < startDate) throw invalid('endDate', 'La date de fin doit être postérieure ou égale à la date de début.');
  if (input.endDate !== undefined && endDate < today(deps)) throw invalid('endDate', ENDED);
  if (input.learner !== undefined && current.target !== 'learner') throw invalid('learner', 'Ce push est adressé à un groupe.');
  if (input.group !== undefined && current.target !== 'group') throw invalid('group', 'Ce push est adressé à un apprenant.');
  const changes: { agency_id?: number; learner_id?: number; group_id?: number; recipient_label?: string } = {};
  if (input.learner !== undefined) {
    const learner = await learnerTarget(deps.db, auth, input.learner);
    Object.assign(changes, { agency_id: learner.agency_id, learner_id: learner.id, recipient_label: `${learner.first_name} ${learner.last_name}` });
  }
  if (input.group !== undefined) {
    const group = await groupTarget(deps.db, auth, input.group, 'group');
    if ((await groupLearners(deps.db, group.id)).length === 0) throw invalid('group', emptyGroup(group.name));
    Object.assign(changes, { agency_id: group.agency_id, group_id: group.id, recipient_label: group.name });
  }
  const updated = await deps.db
    .updateTable('pushes')
    .set({
      ...changes,
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.message !== undefined ? { message: input.message } : {}),
      start_date: startDate,
      end_date: endDate,
      updated_at: deps.now().toISOString(),
    })
    .where('id', '=', current.id)
    .where('state', '=', 'draft')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw conflict(SENT_NO_EDIT);
  return c.json(await answer(deps, auth, current.id));
});

/** The learners a push goes to now (group or learner), refused when there is nobody. */
async function recipientsOf(db: Db, push: PushRow): Promise<{ learnerIds: number[]; groupId: number | null }> {
  if (push.target === 'group') {
    if (push.group_id === null) throw conflict(`Le groupe « ${push.recipient_label} » n’existe plus : aucune notification n’a été envoyée.`);
    const learnerIds = await groupLearners(db, push.group_id);
    if (learnerIds.length === 0) throw conflict(emptyGroup(push.group_name ?? push.recipient_label));
    return { learnerIds, groupId: push.group_id };
  }
  const learner = push.learner_id === null ? undefined : await db.selectFrom('learners').select(['id', 'archived']).where('id', '=', push.learner_id).executeTakeFirst();
  if (!learner || learner.archived === 1) throw conflict(`${push.recipient_label} ne reçoit plus de notifications (apprenant archivé ou supprimé) : rien n’a été envoyé.`);
  return { learnerIds: [learner.id], groupId: null };
}

async function logDeliveries(trx: Transaction<Database>, push: PushRow, auth: AuthContext, kind: 'send' | 'relaunch', at: string, recipients: { learnerIds: number[]; groupId: number | null }) {
  const rows = recipients.learnerIds.map((learner_id) => ({
    push_id: push.id,
    structure_id: push.structure_id,
    learner_id,
    group_id: recipients.groupId,
    kind,
    delivered_at: at,
    delivered_by: auth.userId,
  }));
  for (let i = 0; i < rows.length; i += 500) await trx.insertInto('push_deliveries').values(rows.slice(i, i + 500)).execute();
}

async function send(deps: AppDeps, auth: AuthContext, push: PushRow): Promise<void> {
  if (push.state !== 'draft') throw conflict('Ce push a déjà été envoyé. Utilisez « Relancer » pour le renvoyer à ses destinataires.');
  if (push.end_date < today(deps)) throw conflict(`La date de fin de ce push (${frenchDay(push.end_date)}) est passée : modifiez-la avant de l’envoyer.`);
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const recipients = await recipientsOf(trx, push);
    const updated = await trx
      .updateTable('pushes')
      .set({ state: 'published', sent_at: at, sent_by: auth.userId, updated_at: at })
      .where('id', '=', push.id)
      .where('state', '=', 'draft')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw conflict('Ce push a déjà été envoyé.');
    await logDeliveries(trx, push, auth, 'send', at, recipients);
  });
}

async function relaunch(deps: AppDeps, auth: AuthContext, push: PushRow): Promise<void> {
  if (push.status === 'draft') throw conflict('Ce push n’a pas encore été envoyé : envoyez-le d’abord.');
  if (push.status === 'scheduled') throw conflict(`Ce push n’est pas encore diffusé : il commence le ${frenchDay(push.start_date)}.`);
  if (push.status === 'ended') throw conflict(`Ce push est terminé depuis le ${frenchDay(push.end_date)} : dupliquez-le pour l’envoyer de nouveau.`);
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const recipients = await recipientsOf(trx, push);
    await trx
      .updateTable('pushes')
      .set({ relaunch_count: sql`relaunch_count + 1`, last_relaunched_at: at, updated_at: at })
      .where('id', '=', push.id)
      .execute();
    await logDeliveries(trx, push, auth, 'relaunch', at, recipients);
  });
}

const COPY_SUFFIX = ' (copie)';

async function duplicate(deps: AppDeps, auth: AuthContext, push: PushRow): Promise<number> {
  const now = deps.now().toISOString();
  const title = push.title.length + COPY_SUFFIX.length > PUSH_TITLE_MAX ? `${push.title.slice(0, PUSH_TITLE_MAX - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}` : `${push.title}${COPY_SUFFIX}`;
  const row = await deps.db
    .insertInto('pushes')
    .values({
      structure_id: push.structure_id,
      agency_id: push.agency_id,
      title,
      message: push.message,
      target: push.target,
      learner_id: push.learner_id,
      group_id: push.group_id,
      recipient_label: push.recipient_label,
      start_date: push.start_date,
      end_date: push.end_date,
      duplicated_from_id: push.id,
      created_by: auth.userId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** `PATCH {public API base}/pushes/{id}?action=send|relaunch|duplicate`. */
pushRoutes.patch(`${PUSH_PUBLIC_PATH}/:id{[0-9]+}`, async (c: Context<AppEnv>) => {
  const { deps, auth } = c.var;
  const push = await loadPush(deps, auth, routeId(c.req.param('id')));
  const action = c.req.query('action');
  switch (action) {
    case 'send':
      await send(deps, auth, push);
      return c.json(await answer(deps, auth, push.id));
    case 'relaunch':
      await relaunch(deps, auth, push);
      return c.json(await answer(deps, auth, push.id));
    case 'duplicate':
      return c.json(await answer(deps, auth, await duplicate(deps, auth, push)), 201);
    default:
      throw new ApiError(400, action ? `Action inconnue : « ${action} » (send, relaunch ou duplicate).` : 'Précisez l’action : send, relaunch ou duplicate.');
  }
});

/** `DELETE {public API base}/pushes/{id}`: the push leaves the lists and the application; its delivery log stays. */
pushRoutes.delete(`${PUSH_PUBLIC_PATH}/:id{[0-9]+}`, async (c) => {
  const { deps, auth } = c.var;
  const push = await loadPush(deps, auth, routeId(c.req.param('id')));
  await deps.db.updateTable('pushes').set({ deleted_at: deps.now().toISOString() }).where('id', '=', push.id).where('deleted_at', 'is', null).execute();
  return c.body(null, 204);
});
