import type { AppDeps, AuthContext } from '../../core/env';
import { forbidden } from '../../core/errors';
import { DENIED } from '../../core/permissions';
import { found } from '../../core/scope';

/** The signed-in learner's id (the route guard lets only learners reach `/me`; this says it again). */
export function myId(auth: AuthContext): number {
  if (auth.learnerId === null) throw forbidden(DENIED);
  return auth.learnerId;
}

/** The signed-in learner's record with his agency, training and school, or 404. */
export async function myRecord(deps: AppDeps, auth: AuthContext) {
  return found(
    await deps.db
      .selectFrom('learners')
      .innerJoin('agencies', 'agencies.id', 'learners.agency_id')
      .innerJoin('structures', 'structures.id', 'learners.structure_id')
      .leftJoin('trainings', 'trainings.id', 'learners.training_id')
      .select([
        'learners.id',
        'learners.first_name',
        'learners.last_name',
        'learners.email',
        'learners.phone',
        'learners.birth_date',
        'learners.neph',
        'learners.agency_id',
        'agencies.name as agency_name',
        'structures.name as school',
        'trainings.code as training_code',
        'trainings.name as training_name',
      ])
      .where('learners.id', '=', myId(auth))
      .where('learners.structure_id', '=', auth.structureId)
      .executeTakeFirst(),
    'Apprenant introuvable.',
  );
}

/**
 * The scope the staff stores are read with for the learner: his structure and all its agencies, and
 * no permission. Every query made with it is further restricted to his own rows (`learner_id` = his):
 * the agencies only say where his rows may be, never whose.
 */
export async function myScope(deps: AppDeps, auth: AuthContext): Promise<AuthContext> {
  myId(auth);
  const agencies = await deps.db.selectFrom('agencies').select('id').where('structure_id', '=', auth.structureId).execute();
  return { ...auth, agencyIds: agencies.map((a) => a.id), allAgencies: true, permissions: new Set() };
}
