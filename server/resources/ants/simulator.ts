import { z } from 'zod';
import { antsDemandeProgressSchema, antsSimulatorAdvanceSchema } from '../../../src/modules/ants/schema';
import { notFound } from '../../core/errors';
import type { AntsStatus } from '../../../src/modules/ants/types';
import { jsonRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { advanceDemande, findDemande } from '../../simulators/ants';

/**
 * Simulator control (reference server only): moves a request of the caller's structure one step on,
 * or to `status`, now. Synchronise (`GET /ants/demandes`) to see it in Volant.
 */
export const ANTS_SIMULATOR_ROUTES: readonly RouteDeclaration[] = [
  jsonRoute<z.output<typeof antsSimulatorAdvanceSchema>, z.output<typeof antsDemandeProgressSchema>>({
    method: 'POST',
    path: '/simulators/ants/demandes/{idDemande}/advance',
    params: { idDemande: 'key' },
    access: ['isViewANTS'],
    hydraClass: 'AntsDemande',
    summary: 'Simulator control: moves a request ANTS holds one step on, or to the given status, now.',
    input: antsSimulatorAdvanceSchema,
    output: antsDemandeProgressSchema,
    async handle({ deps, auth, body: input, param }) {
      const demande = await findDemande(deps.db, auth.structureId, param('idDemande'));
      if (!demande || !auth.agencyIds.includes(demande.agency_id)) throw notFound('Cette demande ANTS est introuvable.');
      const moved = await advanceDemande(deps, demande, input.status);
      return {
        '@id': `/api/ants/demandes/${moved.id_demande}`,
        '@type': 'AntsDemande',
        idDemande: moved.id_demande,
        status: moved.status as AntsStatus,
        neph: moved.neph,
        updatedAt: moved.updated_at,
      };
    },
  }),
];
