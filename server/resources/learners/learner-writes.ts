import type { LearnerCreate, LearnerPatch } from '../../../src/modules/learners/schema';
import { closeLearnerAccount } from '../../auth/learner-account';
import type { AppDeps, AuthContext } from '../../core/env';
import { conflict, isForeignKeyViolation, notFound } from '../../core/errors';
import { assertAgency } from '../../core/scope';
import { deleteStoredFile } from '../../core/uploads';
import { QueryTemplate } from '../../db/query-template';
import { assertFieldOf, assertOrganisation, assertRegisteredTo, findLearner, trainingOf } from './common';
import { assertNephFree } from './learner-store';

/** Creates a learner, with its first registration when one is given; answers the new id. */
export async function createLearner(deps: AppDeps, auth: AuthContext, input: LearnerCreate): Promise<number> {
  assertAgency(auth, input.agency);
  await assertNephFree(deps.db, auth.structureId, input.neph);
  const registration = input.registration;
  if (registration) {
    const training = await trainingOf(deps.db, registration.training, 'registration.training');
    if (registration.field !== null) await assertFieldOf(deps.db, registration.field, training.code, 'registration.field');
    if (registration.financier !== null) await assertOrganisation(deps.db, auth, registration.financier, 'registration.financier');
  }
  const now = deps.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const { id: learnerId } = await trx
      .insertInto('learners')
      .values({
        structure_id: auth.structureId,
        agency_id: input.agency,
        civility: input.civility,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        phone: input.phone,
        birth_date: input.birthDate,
        birth_place: input.birthPlace,
        address: input.address,
        postal_code: input.postalCode,
        city: input.city,
        neph: input.neph,
        training_id: registration?.training ?? null,
        is_prospect: input.isProspect ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (registration) {
      await trx
        .insertInto('learner_trainings')
        .values({
          structure_id: auth.structureId,
          agency_id: input.agency,
          learner_id: learnerId,
          training_id: registration.training,
          field_id: registration.field,
          financier_id: registration.financier,
          start_date: registration.startDate,
          is_prospect: input.isProspect ? 1 : 0,
          created_at: now,
        })
        .execute();
    }
    return learnerId;
  });
}

const PATCH_COLUMNS: readonly (readonly [keyof LearnerPatch, string])[] = [
  ['civility', 'civility'],
  ['firstName', 'first_name'],
  ['lastName', 'last_name'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['birthDate', 'birth_date'],
  ['birthPlace', 'birth_place'],
  ['address', 'address'],
  ['postalCode', 'postal_code'],
  ['city', 'city'],
  ['neph', 'neph'],
  ['agency', 'agency_id'],
  ['training', 'training_id'],
];

/**
 * The scoped update of a PATCH, compiled once per set of columns it changes: one of the caller's
 * learners (its structure, one of its agencies).
 */
const updateLearner = new QueryTemplate(
  (db, set: Readonly<Record<string, string | number | null>>, id: number, structureId: number, agencyIds: readonly number[]) =>
    db.updateTable('learners').set(set).where('id', '=', id).where('structure_id', '=', structureId).where('agency_id', 'in', agencyIds),
);

/**
 * Applies a merge-patch to one of the caller's learners; answers its id. The update itself is scoped
 * to the caller's structure and agencies (no row changed: 404). Only the checks that need the record
 * as it was — a new current training must be one of its registrations, a NEPH must be free — read it
 * first (and so still answer 404 before any 422 for a learner out of reach).
 */
export async function patchLearner(deps: AppDeps, auth: AuthContext, id: number, input: LearnerPatch): Promise<number> {
  if (input.neph !== undefined || (input.training !== undefined && input.training !== null)) {
    const current = await findLearner(deps.db, auth, id);
    // Spec part 2 §5: changing the current training needs the learners-modify permission, which the
    // route table asks for any change of a learner.
    if (input.training !== undefined && input.training !== current.training_id && input.training !== null) {
      await assertRegisteredTo(deps.db, current.id, input.training);
    }
    if (input.neph !== undefined) await assertNephFree(deps.db, auth.structureId, input.neph, current.id);
  }
  if (input.agency !== undefined) assertAgency(auth, input.agency);
  const set: Record<string, string | number | null> = {};
  for (const [key, column] of PATCH_COLUMNS) {
    const value = input[key];
    if (value !== undefined) set[column] = value as string | number | null;
  }
  if (input.isProspect !== undefined) set.is_prospect = input.isProspect ? 1 : 0;
  if (input.archived !== undefined) set.archived = input.archived ? 1 : 0;
  set.updated_at = deps.now().toISOString();
  const { numAffectedRows } = await updateLearner.run(deps.db, set, id, auth.structureId, auth.agencyIds.length ? auth.agencyIds : [0]);
  if (!numAffectedRows) throw notFound('Apprenant introuvable.');
  return id;
}

/** Deletes a learner without a signed contract nor accounting documents, then its stored files. */
export async function deleteLearner(deps: AppDeps, auth: AuthContext, id: number): Promise<void> {
  const current = await findLearner(deps.db, auth, id);
  const signed = await deps.db.selectFrom('learner_contracts').select('id').where('learner_id', '=', current.id).where('status', '=', 'signed').executeTakeFirst();
  if (signed) throw conflict('Cet apprenant a un contrat signé : il ne peut pas être supprimé. Archivez-le plutôt.');
  const files = await deps.db.selectFrom('documents').select('storage_key').where('learner_id', '=', current.id).execute();
  try {
    await deps.db.deleteFrom('learners').where('id', '=', current.id).execute();
  } catch (err) {
    if (isForeignKeyViolation(err)) {
      throw conflict('Cet apprenant ne peut pas être supprimé : des pièces comptables ou des créneaux le concernent. Archivez-le plutôt.');
    }
    throw err;
  }
  for (const file of [...files.map((f) => f.storage_key), current.photo_key]) if (file) await deleteStoredFile(deps, file);
}

/** Archives a learner (once); his own account closes with him and his sessions end (issue 41). */
export async function archiveLearner(deps: AppDeps, auth: AuthContext, id: number): Promise<void> {
  const current = await findLearner(deps.db, auth, id);
  if (current.archived === 1) throw conflict('Cet apprenant est déjà archivé.');
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('learners').set({ archived: 1, updated_at: now }).where('id', '=', current.id).execute();
    await closeLearnerAccount(trx, now, current.id, 'archived');
  });
}
