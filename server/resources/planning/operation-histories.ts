import { PLANNING_CONFIGURATION } from '../../../src/shared/auth/permission-groups';
import type { OperationHistory } from '../../../src/modules/planning/types';
import {
  operationHistoryBulkResultSchema,
  operationHistoryBulkSchema,
  operationHistoryCreateSchema,
  operationHistorySchema,
  type OperationHistoryBulk,
  type OperationHistoryCreate,
} from '../../../src/modules/planning/schema';
import { jsonLd } from '../../core/hydra';
import { collectionRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';

import { OPERATION_LIST, OPERATIONS_PATH, selectOperations, toOperation } from './operations';
import { invalidField } from '../../core/errors';

const base = { hydraClass: 'OperationHistory', output: operationHistorySchema } as const;

/** `/plannings/operation-histories` (« Historique des opérations »): 20 per page, newest first; record one, delete several. */
export const OPERATION_HISTORY_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<OperationHistory>({
    ...base,
    method: 'GET',
    path: OPERATIONS_PATH,
    access: 'authenticated',
    summary: 'Lists the planning’s operation history of the structure and of the caller’s agencies, newest first.',
    list: OPERATION_LIST,
    handle: ({ deps, auth, paginate }) => paginate(selectOperations(deps, auth), { idColumn: 'op.id', toJsonLd: toOperation }),
  }),

  itemRoute<OperationHistoryBulk, { deleted: number }>({
    method: 'POST',
    path: `${OPERATIONS_PATH}/bulk`,
    access: PLANNING_CONFIGURATION,
    hydraClass: 'OperationHistoryBulk',
    summary: 'Deletes several history entries, all or none.',
    input: operationHistoryBulkSchema,
    output: operationHistoryBulkResultSchema,
    async handle({ deps, auth, body }) {
      const ids = [...new Set(body.ids)];
      const visible = await selectOperations(deps, auth).where('op.id', 'in', ids).execute();
      if (visible.length !== ids.length) {
        throw invalidField('ids', 'Opération introuvable.', 'Certaines opérations sont introuvables : rien n’a été supprimé.');
      }
      await deps.db.deleteFrom('planning_operation_histories').where('id', 'in', ids).execute();
      return jsonLd('OperationHistoryBulk', `/api${OPERATIONS_PATH}/bulk`, { deleted: ids.length });
    },
  }),

  itemRoute<OperationHistoryCreate, OperationHistory>({
    ...base,
    method: 'POST',
    path: OPERATIONS_PATH,
    access: 'authenticated',
    summary: 'Records an entry of the history, on a slot of the caller’s agencies or structure-wide.',
    input: operationHistoryCreateSchema,
    status: 201,
    async handle({ deps, auth, body }) {
      let agencyId: number | null = null;
      if (body.slot !== null) {
        const slot = await deps.db
          .selectFrom('planning_slots')
          .select('agency_id')
          .where('id', '=', body.slot)
          .where('structure_id', '=', auth.structureId)
          .where('agency_id', 'in', auth.agencyIds.length ? auth.agencyIds : [0])
          .executeTakeFirst();
        if (!slot) throw invalidField('slot', 'Ce créneau est inconnu.');
        agencyId = slot.agency_id;
      }
      const row = await deps.db
        .insertInto('planning_operation_histories')
        .values({
          structure_id: auth.structureId,
          agency_id: agencyId,
          user_id: auth.userId,
          slot_id: body.slot,
          action: body.action,
          description: body.description,
          created_at: deps.now().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return toOperation(await selectOperations(deps, auth).where('op.id', '=', row.id).executeTakeFirstOrThrow());
    },
  }),
];
