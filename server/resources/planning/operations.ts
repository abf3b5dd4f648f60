import { Hono } from 'hono';
import type { Insertable, Kysely } from 'kysely';
import type { OperationHistory } from '../../../src/modules/planning/types';
import { operationHistoryBulkSchema, operationHistoryCreateSchema } from '../../../src/modules/planning/schema';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { iri, jsonLd, paginate } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { ApiError } from '../../core/errors';
import { parseJson } from '../../core/validation';
import type { Database } from '../../db/schema';

const PATH = '/plannings/operation-histories';

export interface Operation {
  agencyId: number | null;
  slotId: number | null;
  /** slot_created, slot_moved, slot_updated, slot_deleted, learner_added, learner_removed, mail_sent, print… */
  action: string;
  description: string;
}

/** The operation history's row for an operation of the caller. */
export function operationRow(deps: AppDeps, auth: AuthContext, operation: Operation): Insertable<Database['planning_operation_histories']> {
  return {
    structure_id: auth.structureId,
    agency_id: operation.agencyId,
    user_id: auth.userId,
    slot_id: operation.slotId,
    action: operation.action,
    description: operation.description.slice(0, 500),
    created_at: deps.now().toISOString(),
  };
}

/** Appends to the planning's operation history (inside the caller's transaction when given one). */
export async function logOperation(db: Kysely<Database>, deps: AppDeps, auth: AuthContext, operation: Operation): Promise<void> {
  await db.insertInto('planning_operation_histories').values(operationRow(deps, auth, operation)).execute();
}

function selectOperations(deps: AppDeps, auth: AuthContext) {
  let query = deps.db
    .selectFrom('planning_operation_histories as op')
    .leftJoin('users', 'users.id', 'op.user_id')
    .leftJoin('agencies', 'agencies.id', 'op.agency_id')
    .select([
      'op.id',
      'op.action',
      'op.description',
      'op.slot_id',
      'op.user_id',
      'op.agency_id',
      'op.created_at',
      'users.first_name',
      'users.last_name',
      'agencies.name as agency_name',
    ])
    .where('op.structure_id', '=', auth.structureId);
  // Structure-wide entries (no agency) and those of the caller's agencies.
  query = query.where((eb) => eb.or([eb('op.agency_id', 'is', null), eb('op.agency_id', 'in', auth.agencyIds.length ? auth.agencyIds : [0])]));
  return query;
}

type OperationRow = Awaited<ReturnType<ReturnType<typeof selectOperations>['executeTakeFirstOrThrow']>>;

const toOperation = (row: OperationRow) =>
  jsonLd<OperationHistory>('OperationHistory', iri(PATH, row.id), {
    id: row.id,
    action: row.action,
    description: row.description,
    slot: row.slot_id === null ? null : `/api/plannings/slots/${row.slot_id}`,
    user: row.user_id === null ? null : { id: row.user_id, name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() },
    agency: row.agency_id === null ? null : { '@id': `/api/agencies/${row.agency_id}`, id: row.agency_id, name: row.agency_name ?? '' },
    createdAt: row.created_at,
  });

const LIST: ListSpec = {
  defaultItemsPerPage: 20,
  maxItemsPerPage: 500,
  order: { createdAt: 'op.created_at', action: 'op.action' },
  defaultOrder: [['op.created_at', 'desc']],
  search: ['op.description', 'users.first_name', 'users.last_name'],
  exact: { action: { column: 'op.action', kind: 'string' }, slot: { column: 'op.slot_id', kind: 'int' }, agency: { column: 'op.agency_id', kind: 'int' } },
  date: { createdAt: 'op.created_at' },
};

/** `/plannings/operation-histories`: 20 per page, newest first; POST records one, POST …/bulk deletes several. */
export const operationRoutes = new Hono<AppEnv>();

operationRoutes.get(PATH, async (c) => {
  const { deps, auth } = c.var;
  return c.json(
    await paginate(selectOperations(deps, auth), {
      query: c.req.queries(),
      requestUrl: c.req.url,
      spec: LIST,
      dialect: deps.dialect,
      idColumn: 'op.id',
      toJsonLd: toOperation,
    }),
  );
});

operationRoutes.post(`${PATH}/bulk`, async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, operationHistoryBulkSchema);
  const ids = [...new Set(input.ids)];
  const visible = await selectOperations(deps, auth).where('op.id', 'in', ids).execute();
  if (visible.length !== ids.length) {
    throw new ApiError(422, 'Certaines opérations sont introuvables : rien n’a été supprimé.', [{ propertyPath: 'ids', message: 'Opération introuvable.' }]);
  }
  await deps.db.deleteFrom('planning_operation_histories').where('id', 'in', ids).execute();
  return c.json(jsonLd('OperationHistoryBulk', `${PATH}/bulk`, { deleted: ids.length }));
});

operationRoutes.post(PATH, async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, operationHistoryCreateSchema);
  let agencyId: number | null = null;
  if (input.slot !== null) {
    const slot = await deps.db
      .selectFrom('planning_slots')
      .select('agency_id')
      .where('id', '=', input.slot)
      .where('structure_id', '=', auth.structureId)
      .where('agency_id', 'in', auth.agencyIds.length ? auth.agencyIds : [0])
      .executeTakeFirst();
    if (!slot) throw new ApiError(422, 'Ce créneau est inconnu.', [{ propertyPath: 'slot', message: 'Ce créneau est inconnu.' }]);
    agencyId = slot.agency_id;
  }
  const row = await deps.db
    .insertInto('planning_operation_histories')
    .values({
      structure_id: auth.structureId,
      agency_id: agencyId,
      user_id: auth.userId,
      slot_id: input.slot,
      action: input.action,
      description: input.description,
      created_at: deps.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const created = await selectOperations(deps, auth).where('op.id', '=', row.id).executeTakeFirstOrThrow();
  return c.json(toOperation(created), 201);
});
