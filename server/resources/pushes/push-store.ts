import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { HydraCollection, JsonLd } from '../../../src/shared/api/hydra';
import type { Push, PushDelivery, PushStatus } from '../../../src/modules/pushes/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { invalidField } from '../../core/errors';
import { iri, jsonLd, paginate } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { found, inCallerAgencies, scoped } from '../../core/scope';
import type { Database } from '../../db/schema';
import type { PushesTable } from '../../db/tables/operations';
import { creationStamp } from '../../core/stamps';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import type { RowOf } from '../../db/rows';
import { agencyRef } from '../../core/references';

export const PUSHES_PATH = '/pushes';
export const PUSH_PUBLIC_PATH = '/kopilote/pushes';

export type Db = Kysely<Database> | Transaction<Database>;
export const today = (deps: AppDeps) => parisDate(deps.now());

export function statusSql(day: string) {
  return sql<PushStatus>`case when p.state = 'draft' then 'draft' when p.start_date > ${day} then 'scheduled' when p.end_date < ${day} then 'ended' else 'sent' end`;
}

export function selectPushes(deps: AppDeps, auth: AuthContext) {
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

export type PushRow = RowOf<typeof selectPushes>;

/** Learners a push reaches: delivered ones once sent, else those its target has now. */
/** What a new draft push is written with: its recipient, its text and its dates. */
export type PushDraft = Pick<
  Insertable<PushesTable>,
  'structure_id' | 'agency_id' | 'title' | 'message' | 'target' | 'learner_id' | 'group_id' | 'recipient_label' | 'start_date' | 'end_date' | 'duplicated_from_id'
>;

/** The columns a new push takes from its payload (one learner or several groups). */
export function pushText(auth: AuthContext, input: { title: string; message: string; startDate: string; endDate: string }) {
  return { structure_id: auth.structureId, title: input.title, message: input.message, start_date: input.startDate, end_date: input.endDate };
}

/** Writes a draft push created by the caller at `now`; its id. */
export async function insertPush(db: Db, auth: AuthContext, draft: PushDraft, now: string): Promise<number> {
  const row = await db
    .insertInto('pushes')
    .values({ ...draft, ...creationStamp(auth.userId, now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function recipientCounts(db: Db, rows: readonly PushRow[]): Promise<Map<number, number>> {
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

export function toPush(row: PushRow, recipients: number): JsonLd<Push> {
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
    agency: agencyRef(row.agency_id, row.agency_name),
    sentAt: row.sent_at,
    relaunchCount: row.relaunch_count,
    lastRelaunchedAt: row.last_relaunched_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}

export async function loadPush(deps: AppDeps, auth: AuthContext, id: number): Promise<PushRow> {
  return found(await selectPushes(deps, auth).where('p.id', '=', id).executeTakeFirst(), 'Push introuvable.');
}

export async function pushAnswer(deps: AppDeps, auth: AuthContext, id: number): Promise<JsonLd<Push>> {
  const row = await loadPush(deps, auth, id);
  return toPush(row, (await recipientCounts(deps.db, [row])).get(row.id) ?? 0);
}

export const PUSH_LIST: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 100,
  order: { createdAt: 'p.created_at', startDate: 'p.start_date', endDate: 'p.end_date', title: 'p.title', status: 'status', recipient: 'p.recipient_label', sentAt: 'p.sent_at' },
  defaultOrder: [['p.created_at', 'desc']],
  search: ['p.title', 'p.message', 'p.recipient_label'],
  exact: { target: { column: 'p.target', kind: 'string' }, agency: { column: 'p.agency_id', kind: 'int' } },
  date: { startDate: 'p.start_date', endDate: 'p.end_date' },
};

export async function learnerTarget(db: Db, auth: AuthContext, learnerId: number) {
  const learner = await db
    .selectFrom('learners')
    .select(['id', 'first_name', 'last_name', 'agency_id', 'archived'])
    .where('id', '=', learnerId)
    .$call(inCallerAgencies(auth, 'learners'))
    .executeTakeFirst();
  if (!learner) throw invalidField('learner', 'Apprenant introuvable.');
  if (learner.archived === 1) throw invalidField('learner', 'Cet apprenant est archivé : il ne reçoit plus de notifications.');
  return learner;
}

export async function groupTarget(db: Db, auth: AuthContext, groupId: number, propertyPath: string) {
  const group = await db.selectFrom('groups').select(['id', 'name', 'agency_id']).where('id', '=', groupId).$call(inCallerAgencies(auth, 'groups')).executeTakeFirst();
  if (!group) throw invalidField(propertyPath, 'Groupe introuvable.');
  return group;
}

/** The learners of a group who receive its pushes (members that are learners, not archived). */
export async function groupLearners(db: Db, groupId: number): Promise<number[]> {
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

export const emptyGroup = (name: string) => `Le groupe « ${name} » ne contient aucun apprenant : aucune notification ne peut lui être envoyée.`;
export const ENDED = 'La date de fin est déjà passée : choisissez une date de fin à venir.';

const DELIVERY_LIST: ListSpec = {
  defaultItemsPerPage: 50,
  maxItemsPerPage: 1000,
  order: { deliveredAt: 'd.delivered_at', lastName: 'l.last_name' },
  defaultOrder: [['d.delivered_at', 'desc'], ['l.last_name', 'asc']],
  search: ['l.first_name', 'l.last_name'],
  exact: { kind: { column: 'd.kind', kind: 'string' } },
};

/** The delivery log of a push (who received it, when, how), paged. */
export function pushDeliveries(deps: AppDeps, push: PushRow, query: Record<string, string[]>, url: string): Promise<HydraCollection<PushDelivery>> {
  const base = deps.db
    .selectFrom('push_deliveries as d')
    .innerJoin('learners as l', 'l.id', 'd.learner_id')
    .leftJoin('groups as g', 'g.id', 'd.group_id')
    .leftJoin('users as u', 'u.id', 'd.delivered_by')
    .select(['d.id', 'd.kind', 'd.delivered_at', 'd.learner_id', 'l.first_name', 'l.last_name', 'd.group_id', 'g.name as group_name', 'd.delivered_by', 'u.first_name as by_first_name', 'u.last_name as by_last_name'])
    .where('d.push_id', '=', push.id);
  return paginate(base, {
    query,
    requestUrl: url,
    spec: DELIVERY_LIST,
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
  });
}
