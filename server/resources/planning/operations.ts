import type { Insertable, Kysely } from 'kysely';
import type { OperationHistory } from '../../../src/modules/planning/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { iri, jsonLd } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import type { Database } from '../../db/schema';
import type { RowOf } from '../../db/rows';

/** The history of the planning's operations (« Historique des opérations »). */
export const OPERATIONS_PATH = '/plannings/operation-histories';

export interface Operation {
  agencyId: number | null;
  slotId: number | null;
  /** slot_created, slot_moved, slot_resized, slot_updated, slot_deleted, learner_added, learner_removed, mail_sent, print… */
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

export function selectOperations(deps: AppDeps, auth: AuthContext) {
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

export type OperationRow = RowOf<typeof selectOperations>;

export const toOperation = (row: OperationRow) =>
  jsonLd<OperationHistory>('OperationHistory', iri(OPERATIONS_PATH, row.id), {
    id: row.id,
    action: row.action,
    description: row.description,
    slot: row.slot_id === null ? null : `/api/plannings/slots/${row.slot_id}`,
    user: row.user_id === null ? null : { id: row.user_id, name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() },
    agency: row.agency_id === null ? null : { '@id': `/api/agencies/${row.agency_id}`, id: row.agency_id, name: row.agency_name ?? '' },
    createdAt: row.created_at,
  });

export const OPERATION_LIST: ListSpec = {
  defaultItemsPerPage: 20,
  maxItemsPerPage: 500,
  order: { createdAt: 'op.created_at', action: 'op.action' },
  defaultOrder: [['op.created_at', 'desc']],
  search: ['op.description', 'users.first_name', 'users.last_name'],
  exact: { action: { column: 'op.action', kind: 'string' }, slot: { column: 'op.slot_id', kind: 'int' }, agency: { column: 'op.agency_id', kind: 'int' } },
  date: { createdAt: 'op.created_at' },
};
