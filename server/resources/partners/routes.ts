import { Hono } from 'hono';
import { allowStudentUseSchema, structureConfigurationSchema } from '../../../src/modules/private-operators/schema';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { ApiError, notFound } from '../../core/errors';
import { structureJsonLd } from '../agencies/routes';
import { routeId } from '../../core/scope';
import { parseJson } from '../../core/validation';

/** Writes to the structure's configuration need the account-configuration permission. */

function ownStructureId(auth: AuthContext, raw: string | undefined): number {
  const id = routeId(raw);
  if (id !== auth.structureId) throw notFound('Cette structure est introuvable.');
  return id;
}

/**
 * Partners (spec part 1 §7): the structure's configuration (modeANTS, learners' use of the partner
 * photo app). The exam operators and the structure's settings for them are declared in
 * ../private-operators/operators.ts; `GET /structure/structure/{id}` and `GET /agency/config/{id}`
 * are the agencies area's.
 */
export const partnerRoutes = new Hono<AppEnv>();

/** `PATCH /structure/structure-allow-student-use/{id}` (studentsPhotoAllowed). */
partnerRoutes.patch('/structure/structure-allow-student-use/:id', async (c) => {
  const { deps, auth } = c.var;
  const id = ownStructureId(auth, c.req.param('id'));
  const input = await parseJson(c, allowStudentUseSchema);
  await deps.db.updateTable('structures').set({ students_photo_allowed: input.studentsPhotoAllowed ? 1 : 0 }).where('id', '=', id).execute();
  return c.json(await structureJsonLd(deps, id));
});

/** `PATCH /structure/structure-configuration/{structureId}` (modeANTS, studentsPhotoAllowed, operator). */
partnerRoutes.patch('/structure/structure-configuration/:id', async (c) => {
  const { deps, auth } = c.var;
  const id = ownStructureId(auth, c.req.param('id'));
  const input = await parseJson(c, structureConfigurationSchema);
  const operatorInput = input.operator;
  if (operatorInput) {
    const operator = await deps.db.selectFrom('exam_operators').select('id').where('id', '=', operatorInput.operator).executeTakeFirst();
    if (!operator) {
      const message = 'Cet opérateur d’examen est introuvable.';
      throw new ApiError(422, message, [{ propertyPath: 'operator.operator', message }]);
    }
  }
  await deps.db.transaction().execute(async (trx) => {
    const changes: { mode_ants?: number; students_photo_allowed?: number } = {};
    if (input.modeANTS !== undefined) changes.mode_ants = input.modeANTS;
    if (input.studentsPhotoAllowed !== undefined) changes.students_photo_allowed = input.studentsPhotoAllowed ? 1 : 0;
    if (Object.keys(changes).length > 0) await trx.updateTable('structures').set(changes).where('id', '=', id).execute();
    if (operatorInput) {
      const values = {
        is_enabled: operatorInput.isEnabled ? 1 : 0,
        account_number: operatorInput.accountNumber,
        updated_at: deps.now().toISOString(),
      };
      await trx
        .insertInto('operator_configurations')
        .values({ structure_id: id, operator_id: operatorInput.operator, ...values })
        .onConflict((oc) => oc.columns(['structure_id', 'operator_id']).doUpdateSet(values))
        .execute();
    }
  });
  return c.json(await structureJsonLd(deps, id));
});
