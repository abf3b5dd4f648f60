import { allowStudentUseSchema, structureConfigurationSchema } from '../../../src/modules/private-operators/schema';
import { structureConfigSchema } from '../../../src/shared/references/configuration-schema';
import type { AuthContext } from '../../core/env';
import { invalidField, notFound } from '../../core/errors';
import { givenFlag, updateGiven } from '../../core/patch';
import { itemRoute } from '../../core/routes/declare';
import type { RouteContext, RouteDeclaration } from '../../core/routes/types';
import { structureJsonLd } from './agency-store';

/** One's own structure only (404 for another). */
function ownStructureId(auth: AuthContext, id: number): number {
  if (id !== auth.structureId) throw notFound('Cette structure est introuvable.');
  return id;
}

/** Another structure is refused (404) before the body is read. */
const ownStructureFirst = async ({ auth, id }: RouteContext<undefined>) => {
  ownStructureId(auth, id());
};

/**
 * The partners' writes to the structure's configuration (spec part 1 §7): the learners' use of the
 * partner photo app, the ANTS mode and an exam operator's settings. The account-configuration
 * permission; each answers the structure as `GET /structure/structure/{id}` does; another
 * structure is refused (404) before the body is read.
 */
export const STRUCTURE_SETTING_ROUTES: readonly RouteDeclaration[] = [
  itemRoute({
    method: 'PATCH',
    path: '/structure/structure-allow-student-use/{id}',
    access: ['isConfigAccount'],
    hydraClass: 'Structure',
    summary: 'Allows or forbids the learners’ use of the partner photo app (JSON body studentsPhotoAllowed); answers the structure.',
    input: allowStudentUseSchema,
    output: structureConfigSchema,
    beforeBody: ownStructureFirst,
    async handle({ deps, auth, id, body }) {
      const structure = ownStructureId(auth, id());
      await deps.db.updateTable('structures').set({ students_photo_allowed: body.studentsPhotoAllowed ? 1 : 0 }).where('id', '=', structure).execute();
      return structureJsonLd(deps, structure);
    },
  }),

  itemRoute({
    method: 'PATCH',
    path: '/structure/structure-configuration/{id}',
    access: ['isConfigAccount'],
    hydraClass: 'Structure',
    summary: 'Sets the ANTS mode, the photo app’s use and an exam operator’s settings of the structure; answers the structure.',
    input: structureConfigurationSchema,
    output: structureConfigSchema,
    beforeBody: ownStructureFirst,
    async handle({ deps, auth, id, body }) {
      const structure = ownStructureId(auth, id());
      const operatorInput = body.operator;
      if (operatorInput) {
        const operator = await deps.db.selectFrom('exam_operators').select('id').where('id', '=', operatorInput.operator).executeTakeFirst();
        if (!operator) {
          throw invalidField('operator.operator', 'Cet opérateur d’examen est introuvable.');
        }
      }
      await deps.db.transaction().execute(async (trx) => {
        await updateGiven(
          { mode_ants: body.modeANTS, students_photo_allowed: givenFlag(body.studentsPhotoAllowed) },
          (set) => trx.updateTable('structures').set(set).where('id', '=', structure),
        );
        if (operatorInput) {
          const values = { is_enabled: operatorInput.isEnabled ? 1 : 0, account_number: operatorInput.accountNumber, updated_at: deps.now().toISOString() };
          await trx
            .insertInto('operator_configurations')
            .values({ structure_id: structure, operator_id: operatorInput.operator, ...values })
            .onConflict((oc) => oc.columns(['structure_id', 'operator_id']).doUpdateSet(values))
            .execute();
        }
      });
      return structureJsonLd(deps, structure);
    },
  }),
];
