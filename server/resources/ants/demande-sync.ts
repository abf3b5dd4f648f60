import type { AntsDemande, AntsStatus } from '../../../src/modules/ants/types';
import type { JsonLd } from '../../../src/shared/api/hydra';
import type { AppDeps, AuthContext } from '../../core/env';
import { jsonLd } from '../../core/hydra';
import type { AntsSessionRow, AntsSimDemandeRow } from '../../simulators/ants';
import { demandeColumns, mirrorDemande } from './request-store';

/**
 * Synchronises Volant's copy with the requests ANTS holds for a session's scope (statuses, NEPH,
 * requests created on ANTS directly) and records the synchronisation; answers how many changed.
 */
export async function synchroniseDemandes(deps: AppDeps, auth: AuthContext, session: AntsSessionRow, demandes: readonly AntsSimDemandeRow[], now: string): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    let count = 0;
    for (const demande of demandes) {
      const local = await trx.selectFrom('ants_requests').select(['id', 'status', 'learner_id', 'neph']).where('id_demande', '=', demande.id_demande).executeTakeFirst();
      if (!local) {
        const match = demande.neph
          ? await trx.selectFrom('learners').select('id').where('agency_id', '=', demande.agency_id).where('neph', '=', demande.neph).executeTakeFirst()
          : undefined;
        await trx
          .insertInto('ants_requests')
          .values({
            structure_id: demande.structure_id,
            agency_id: demande.agency_id,
            learner_id: match?.id ?? null,
            ...demandeColumns(demande, session),
            neph: demande.neph,
            submitted_at: null,
            status_changed_at: now,
            created_at: demande.created_at,
            updated_at: now,
          })
          .execute();
        count += 1;
        continue;
      }
      if (local.status === demande.status && local.neph === demande.neph) continue;
      await mirrorDemande(trx, local.id, demande, now);
      count += 1;
      if (demande.neph && local.learner_id !== null) {
        await trx.updateTable('learners').set({ neph: demande.neph, updated_at: now }).where('id', '=', local.learner_id).where('neph', 'is', null).execute();
      }
    }
    await trx.insertInto('ants_syncs').values({ structure_id: auth.structureId, agency_id: session.agency_id, synced_at: now, changed_count: count, user_id: auth.userId }).execute();
    return count;
  });
}

export const antsDemandeJsonLd = (d: AntsSimDemandeRow): JsonLd<AntsDemande> =>
  jsonLd<AntsDemande>('AntsDemande', `/api/ants/demandes/${d.id_demande}`, {
    idDemande: d.id_demande,
    status: d.status as AntsStatus,
    requestType: d.request_type as AntsDemande['requestType'],
    category: d.category,
    lastName: d.last_name,
    firstName: d.first_name,
    neph: d.neph,
    agencyId: d.agency_id,
    updatedAt: d.updated_at,
  });
