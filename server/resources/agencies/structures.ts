import { ROLES } from '../../../src/shared/auth/roles';
import type { StructureConfig } from '../../../src/shared/references/configuration';
import { structureConfigSchema, structurePatchSchema, type StructurePatch } from '../../../src/shared/references/configuration-schema';
import type { AuthContext } from '../../core/env';
import { forbidden, notFound } from '../../core/errors';
import { assertPermission } from '../../core/permissions';
import { itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { structureJsonLd } from './agency-store';
import { givenFlag, updateGiven } from '../../core/patch';

/** One's own structure only (404 for another). */
function ownStructure(auth: AuthContext, id: number): number {
  if (id !== auth.structureId) throw notFound();
  return id;
}

/** The caller's structure and its configuration (`/structure/structure/{id}`). */
export const STRUCTURE_ROUTES: readonly RouteDeclaration[] = [
  itemRoute<undefined, StructureConfig>({
    method: 'GET',
    path: '/structure/structure/{id}',
    access: 'authenticated',
    hydraClass: 'Structure',
    summary: 'Reads the caller’s structure and its configuration.',
    output: structureConfigSchema,
    handle: ({ deps, auth, id }) => structureJsonLd(deps, ownStructure(auth, id())),
  }),

  /**
   * isConfigGeneral (saved by the account configuration wizard after its permissions step: the
   * structure and the caller's account become configured as a whole; isConfigAccount),
   * studentsPhotoAllowed and modeANTS (structure configuration, isViewAgencies).
   */
  itemRoute<StructurePatch, StructureConfig>({
    method: 'PATCH',
    path: '/structure/structure/{id}',
    access: ['isConfigAccount', 'isViewAgencies'],
    hydraClass: 'Structure',
    summary: 'Updates the caller’s structure configuration (merge-patch); each field needs its own permission.',
    input: structurePatchSchema,
    output: structureConfigSchema,
    async handle({ deps, auth, id, body }) {
      const structure = ownStructure(auth, id());
      if (body.isConfigGeneral !== undefined) assertPermission(auth, ['isConfigAccount']);
      if (body.studentsPhotoAllowed !== undefined || body.modeANTS !== undefined) assertPermission(auth, ['isViewAgencies']);
      if (body.isConfigGeneral === false && auth.role !== ROLES.admin && auth.role !== ROLES.manager) {
        throw forbidden('Seul un gérant peut repasser la structure en configuration par agence.');
      }
      await deps.db.transaction().execute(async (trx) => {
        await updateGiven(
          { is_config_general: givenFlag(body.isConfigGeneral), students_photo_allowed: givenFlag(body.studentsPhotoAllowed), mode_ants: body.modeANTS },
          (set) => trx.updateTable('structures').set(set).where('id', '=', structure),
        );
        if (body.isConfigGeneral !== undefined) {
          await trx
            .updateTable('users')
            .set({ is_config_general: body.isConfigGeneral ? 1 : 0, account_configured: 1 })
            .where('id', '=', auth.userId)
            .execute();
        }
      });
      return structureJsonLd(deps, structure);
    },
  }),
];
