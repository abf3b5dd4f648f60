import type { Kysely } from 'kysely';
import type { EmbeddedRef } from '../../../src/shared/references/types';
import type { AuthContext } from '../../core/env';
import { badRequest, invalidField } from '../../core/errors';
import { iri } from '../../core/hydra';
import { found, isRowId } from '../../core/scope';
import type { Database } from '../../db/schema';

export const LEARNERS_PATH = '/learners';
export const learnerIri = (id: number) => iri(LEARNERS_PATH, id);
export { agencyRef } from '../../core/references';
export const trainingRef = (id: number, code: string, name: string) => ({ '@id': iri('/educations/trainings', id), id, code, name });
export const userRef = (id: number | null, firstName: string | null, lastName: string | null): EmbeddedRef | null =>
  id === null ? null : { '@id': iri('/team-members', id), id, name: [firstName, lastName].filter(Boolean).join(' ') };

/** The caller's learner (structure and agencies), or 404. */
export async function findLearner(db: Kysely<Database>, auth: AuthContext, id: number) {
  const row = await db
    .selectFrom('learners')
    .selectAll()
    .where('id', '=', id)
    .where('structure_id', '=', auth.structureId)
    .where('agency_id', 'in', auth.agencyIds.length ? auth.agencyIds : [0])
    .executeTakeFirst();
  return found(row, 'Apprenant introuvable.');
}

/** A learner named in a payload: unknown or out of reach answers 422 on that field. */
export async function learnerOfPayload(db: Kysely<Database>, auth: AuthContext, id: number, propertyPath = 'learner') {
  try {
    return await findLearner(db, auth, id);
  } catch {
    throw invalidField(propertyPath, 'Cet apprenant est inconnu ou ne vous est pas accessible.');
  }
}

export async function trainingOf(db: Kysely<Database>, id: number, propertyPath = 'training') {
  const row = await db.selectFrom('trainings').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw invalidField(propertyPath, 'Formation inconnue.');
  return row;
}

/** The learner is registered to this training (a 422 on `training` otherwise). */
export async function assertRegisteredTo(db: Kysely<Database>, learnerId: number, trainingId: number): Promise<void> {
  const registered = await db.selectFrom('learner_trainings').select('id').where('learner_id', '=', learnerId).where('training_id', '=', trainingId).executeTakeFirst();
  if (!registered) throw invalidField('training', 'L’apprenant n’est pas inscrit à cette formation.');
}

/** A training speciality that belongs to the training `trainingCode`. */
export async function assertFieldOf(db: Kysely<Database>, fieldId: number, trainingCode: string, propertyPath = 'field'): Promise<void> {
  const row = await db.selectFrom('training_fields').select(['training_code']).where('id', '=', fieldId).executeTakeFirst();
  if (!row || row.training_code !== trainingCode) {
    throw invalidField(propertyPath, 'Cette spécialité n’existe pas pour cette formation.');
  }
}

/** An organisation of the caller's agencies (a financier). */
export async function assertOrganisation(db: Kysely<Database>, auth: AuthContext, id: number, propertyPath = 'financier'): Promise<void> {
  const row = await db
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', id)
    .where('structure_id', '=', auth.structureId)
    .where('agency_id', 'in', auth.agencyIds.length ? auth.agencyIds : [0])
    .executeTakeFirst();
  if (!row) throw invalidField(propertyPath, 'Cet organisme est inconnu ou ne vous est pas accessible.');
}

/** A team member of the caller's structure (evaluator, group trainer…). */
export async function assertTeamMember(db: Kysely<Database>, auth: AuthContext, id: number, propertyPath: string): Promise<void> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('structure_id', '=', auth.structureId)
    .where('role', '!=', 'ADMIN')
    .where('learner_id', 'is', null)
    .executeTakeFirst();
  if (!row) throw invalidField(propertyPath, 'Ce membre de l’équipe est inconnu.');
}

/** Positive integers of a repeated query parameter (`x=1`, `x[]=1&x[]=2`); 400 on anything else. */
export function intList(query: Record<string, string[]>, name: string): number[] {
  const values = [...(query[name] ?? []), ...(query[`${name}[]`] ?? [])].filter((v) => v !== '');
  return values.map((value) => {
    if (!isRowId(value)) throw badRequest(`Le filtre « ${name} » attend un nombre entier.`);
    return Number(value);
  });
}

export function stringList(query: Record<string, string[]>, name: string): string[] {
  // Indexed forms too (`name[0]`, `name[1]`…), as the spec's organisation filter sends them, in index order.
  const indexed = Object.keys(query)
    .flatMap((key) => {
      const match = key.startsWith(`${name}[`) ? /^\[(\d{1,4})\]$/.exec(key.slice(name.length)) : null;
      return match ? [{ index: Number(match[1]), values: query[key] ?? [] }] : [];
    })
    .sort((a, b) => a.index - b.index)
    .flatMap((entry) => entry.values);
  return [...(query[name] ?? []), ...(query[`${name}[]`] ?? []), ...indexed].filter((v) => v !== '').map((v) => v.slice(0, 100));
}

/** `true`/`1` → 1, `false`/`0` → 0, absent → null; 400 otherwise. */
export function boolParam(query: Record<string, string[]>, name: string): 0 | 1 | null {
  const value = query[name]?.at(-1);
  if (value === undefined || value === '') return null;
  if (value === 'true' || value === '1') return 1;
  if (value === 'false' || value === '0') return 0;
  throw badRequest(`Le filtre « ${name} » attend true ou false.`);
}

export function dateParam(query: Record<string, string[]>, name: string): string | null {
  const value = query[name]?.at(-1);
  if (value === undefined || value === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw badRequest(`Le paramètre « ${name} » attend une date au format AAAA-MM-JJ.`);
  }
  return value;
}

/** Minutes ↔ hours of the API (half hours allowed). */
export const toMinutes = (hours: number) => Math.round(hours * 60);
export const toHours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
