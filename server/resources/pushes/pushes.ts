import { sql, type SqlBool } from 'kysely';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import { LEARNER_WRITE } from '../../../src/shared/auth/permission-groups';
import {
  pushBulkSchema,
  pushCreateSchema,
  pushDeliverySchema,
  pushPatchSchema,
  pushSchema,
  type PushBulkCreate,
  type PushCreate,
  type PushPatch,
} from '../../../src/modules/pushes/schema';
import { PUSH_STATUSES, type Push, type PushDelivery, type PushStatus } from '../../../src/modules/pushes/types';
import { badRequest, conflict, invalidField, notFound } from '../../core/errors';
import { collectionBody, jsonLd } from '../../core/hydra';
import { collectionSchema } from '../../core/routes/answer';
import { collectionRoute, emptyRoute, itemRoute, jsonRoute, rawRoute } from '../../core/routes/declare';
import { queryValue } from '../../core/routes/query';
import type { RouteDeclaration } from '../../core/routes/types';
import { duplicate, relaunch, send } from './push-sending';
import { emptyGroup, ENDED, groupLearners, groupTarget, insertPush, learnerTarget, loadPush, PUSH_LIST, PUSH_PUBLIC_PATH, pushAnswer, pushDeliveries, PUSHES_PATH, pushText, recipientCounts, selectPushes, statusSql, today, toPush } from './push-store';
import { givenColumns } from '../../core/patch';

const SENT_NO_EDIT = 'Ce push a déjà été envoyé : il ne peut plus être modifié. Dupliquez-le pour en préparer un autre.';

/**
 * Push notifications to learners (spec part 2 « push-kopilote »): shown in the learners' mobile
 * application between their start and end days. `/pushes` lists, creates (one learner, or one push per
 * group with `/pushes/bulk`) and edits drafts; the « public API base » of the spec — the API the
 * learners' application shares, here `/kopilote/pushes/{id}` — sends, relaunches, duplicates
 * (`PATCH ?action=`) and deletes. Every send and relaunch is written to the delivery log.
 */
export const PUSH_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<Push>({
    method: 'GET',
    path: PUSHES_PATH,
    access: 'authenticated',
    hydraClass: 'Push',
    summary: 'Lists the pushes of the caller’s agencies (structureId, status[], simplesearch, startDate[after], endDate[before], order).',
    output: pushSchema,
    list: PUSH_LIST,
    async handle({ deps, auth, query, paginate }) {
      const structure = queryValue(query, 'structureId');
      if (structure !== undefined && structure !== '' && structure !== String(auth.structureId)) throw notFound('Structure introuvable.');
      const statuses = [...(query.status ?? []), ...(query['status[]'] ?? [])].filter((s) => s !== '');
      for (const status of statuses) if (!PUSH_STATUSES.includes(status as PushStatus)) throw badRequest(`Statut de push inconnu : « ${status} ».`);
      let base = selectPushes(deps, auth);
      if (statuses.length > 0) base = base.where(sql<SqlBool>`${statusSql(today(deps))} in (${sql.join(statuses)})`);
      const page = await paginate(base, { idColumn: 'p.id', toJsonLd: (row) => jsonLd('Row', '', row) });
      const rows = page['hydra:member'];
      const counts = await recipientCounts(deps.db, rows);
      return { ...page, 'hydra:member': rows.map((row) => toPush(row, counts.get(row.id) ?? 0)) };
    },
  }),

  itemRoute<undefined, Push>({
    method: 'GET',
    path: `${PUSHES_PATH}/{id}`,
    access: 'authenticated',
    hydraClass: 'Push',
    summary: 'Reads a push.',
    output: pushSchema,
    handle: ({ deps, auth, id }) => pushAnswer(deps, auth, id()),
  }),

  collectionRoute<PushDelivery>({
    method: 'GET',
    path: `${PUSHES_PATH}/{id}/deliveries`,
    access: 'authenticated',
    hydraClass: 'PushDelivery',
    summary: 'Lists the delivery log of a push: who received it, when, by a send or a relaunch.',
    output: pushDeliverySchema,
    handle: async ({ deps, auth, id, query, url }) => pushDeliveries(deps, await loadPush(deps, auth, id()), query, url),
  }),

  itemRoute<PushCreate, Push>({
    method: 'POST',
    path: PUSHES_PATH,
    access: LEARNER_WRITE,
    hydraClass: 'Push',
    summary: 'Creates a draft push to one learner.',
    input: pushCreateSchema,
    status: 201,
    output: pushSchema,
    async handle({ deps, auth, body: input }) {
      if (input.endDate < today(deps)) throw invalidField('endDate', ENDED);
      const learner = await learnerTarget(deps.db, auth, input.learner);
      const now = deps.now().toISOString();
      const id = await insertPush(
        deps.db,
        auth,
        { ...pushText(auth, input), agency_id: learner.agency_id, target: 'learner', learner_id: learner.id, recipient_label: `${learner.first_name} ${learner.last_name}` },
        now,
      );
      return pushAnswer(deps, auth, id);
    },
  }),

  // A collection answered with 201: declared as a plain document, whose schema is typed loosely (its
  // items are built from any object schema); the handler's own type holds the answer's.
  jsonRoute<PushBulkCreate, unknown>({
    method: 'POST',
    path: `${PUSHES_PATH}/bulk`,
    access: LEARNER_WRITE,
    hydraClass: 'Push',
    summary: 'Creates one draft push per group, all or none; a group without learners refuses the whole request.',
    input: pushBulkSchema,
    status: 201,
    output: collectionSchema('Push', pushSchema),
    async handle({ deps, auth, body: input, url }): Promise<HydraCollection<Push>> {
      if (input.endDate < today(deps)) throw invalidField('endDate', ENDED);
      const groupIds = [...new Set(input.groups)];
      const now = deps.now().toISOString();
      const ids = await deps.db.transaction().execute(async (trx) => {
        const created: number[] = [];
        for (const groupId of groupIds) {
          const group = await groupTarget(trx, auth, groupId, 'groups');
          if ((await groupLearners(trx, group.id)).length === 0) throw invalidField('groups', emptyGroup(group.name));
          created.push(await insertPush(trx, auth, { ...pushText(auth, input), agency_id: group.agency_id, target: 'group', group_id: group.id, recipient_label: group.name }, now));
        }
        return created;
      });
      const rows = await selectPushes(deps, auth).where('p.id', 'in', ids).orderBy('p.id').execute();
      const counts = await recipientCounts(deps.db, rows);
      const members = rows.map((row) => toPush(row, counts.get(row.id) ?? 0));
      return collectionBody(url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) });
    },
  }),

  itemRoute<PushPatch, Push>({
    method: 'PATCH',
    path: `${PUSHES_PATH}/{id}`,
    access: LEARNER_WRITE,
    hydraClass: 'Push',
    summary: 'Updates a draft push (merge-patch); a sent push cannot change.',
    input: pushPatchSchema,
    output: pushSchema,
    async handle({ deps, auth, id, body: input }) {
      const current = await loadPush(deps, auth, id());
      if (current.state !== 'draft') throw conflict(SENT_NO_EDIT);
      const startDate = input.startDate ?? current.start_date;
      const endDate = input.endDate ?? current.end_date;
      if (endDate < startDate) throw invalidField('endDate', 'La date de fin doit être postérieure ou égale à la date de début.');
      if (input.endDate !== undefined && endDate < today(deps)) throw invalidField('endDate', ENDED);
      if (input.learner !== undefined && current.target !== 'learner') throw invalidField('learner', 'Ce push est adressé à un groupe.');
      if (input.group !== undefined && current.target !== 'group') throw invalidField('group', 'Ce push est adressé à un apprenant.');
      const changes: { agency_id?: number; learner_id?: number; group_id?: number; recipient_label?: string } = {};
      if (input.learner !== undefined) {
        const learner = await learnerTarget(deps.db, auth, input.learner);
        Object.assign(changes, { agency_id: learner.agency_id, learner_id: learner.id, recipient_label: `${learner.first_name} ${learner.last_name}` });
      }
      if (input.group !== undefined) {
        const group = await groupTarget(deps.db, auth, input.group, 'group');
        if ((await groupLearners(deps.db, group.id)).length === 0) throw invalidField('group', emptyGroup(group.name));
        Object.assign(changes, { agency_id: group.agency_id, group_id: group.id, recipient_label: group.name });
      }
      const updated = await deps.db
        .updateTable('pushes')
        .set(givenColumns({
          ...changes,
          title: input.title,
          message: input.message,
          start_date: startDate,
          end_date: endDate,
          updated_at: deps.now().toISOString(),
        }))
        .where('id', '=', current.id)
        .where('state', '=', 'draft')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw conflict(SENT_NO_EDIT);
      return pushAnswer(deps, auth, current.id);
    },
  }),

  // Answers 200 (send, relaunch) or 201 (duplicate) by the action: the handler writes the response.
  rawRoute({
    method: 'PATCH',
    path: `${PUSH_PUBLIC_PATH}/{id}`,
    access: LEARNER_WRITE,
    hydraClass: 'Push',
    summary: 'Sends, relaunches or duplicates a push (?action=send|relaunch|duplicate); answers the push (201 for the copy).',
    mediaType: 'application/json',
    statuses: [200, 201],
    async handle({ deps, auth, id, query }, c) {
      const push = await loadPush(deps, auth, id());
      const action = queryValue(query, 'action');
      switch (action) {
        case 'send':
          await send(deps, auth, push);
          return c.json(await pushAnswer(deps, auth, push.id));
        case 'relaunch':
          await relaunch(deps, auth, push);
          return c.json(await pushAnswer(deps, auth, push.id));
        case 'duplicate':
          return c.json(await pushAnswer(deps, auth, await duplicate(deps, auth, push)), 201);
        default:
          throw badRequest(action ? `Action inconnue : « ${action} » (send, relaunch ou duplicate).` : 'Précisez l’action : send, relaunch ou duplicate.');
      }
    },
  }),

  emptyRoute({
    method: 'DELETE',
    path: `${PUSH_PUBLIC_PATH}/{id}`,
    access: LEARNER_WRITE,
    hydraClass: 'Push',
    summary: 'Deletes a push: it leaves the lists and the application; its delivery log stays.',
    async handle({ deps, auth, id }) {
      const push = await loadPush(deps, auth, id());
      await deps.db.updateTable('pushes').set({ deleted_at: deps.now().toISOString() }).where('id', '=', push.id).where('deleted_at', 'is', null).execute();
    },
  }),
];
