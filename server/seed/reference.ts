import type { Kysely } from 'kysely';
import { PERMISSIONS } from '../../src/shared/auth/permissions';
import type { Database } from '../db/schema';
import { PERMISSION_CATALOGUE } from './permission-catalogue';

/** The licence categories every structure trains for. */
export const TRAININGS = [
  { code: 'B', name: 'Permis B' },
  { code: 'A1', name: 'Permis A1' },
  { code: 'A2', name: 'Permis A2' },
  { code: 'C', name: 'Permis C' },
  { code: 'C1', name: 'Permis C1' },
  { code: 'D', name: 'Permis D' },
  { code: 'D1', name: 'Permis D1' },
] as const;

/** Types of paying organisations (names carry the 'C2.' prefix the filters strip). */
export const ORGANIZATION_TYPES = [
  { name: 'C2.OPCO', label: 'OPCO' },
  { name: 'C2.FRANCE_TRAVAIL', label: 'France Travail' },
  { name: 'C2.CPF', label: 'Mon Compte Formation (CPF)' },
  { name: 'C2.EMPLOYEUR', label: 'Employeur' },
  { name: 'C2.COLLECTIVITE', label: 'Collectivité territoriale' },
  { name: 'C2.AUTRE', label: 'Autre financeur' },
] as const;

/**
 * Reference rows any database needs, demo or not: the permission catalogue, the trainings and the
 * organisation types.
 * Idempotent (upserts); run after the migrations at every start.
 */
export async function syncReferenceData(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('permissions')
    .values(PERMISSIONS.map((name) => ({ name, ...PERMISSION_CATALOGUE[name] })))
    .onConflict((oc) =>
      oc.column('name').doUpdateSet((eb) => ({ label: eb.ref('excluded.label'), category: eb.ref('excluded.category') })),
    )
    .execute();
  await db
    .insertInto('trainings')
    .values(TRAININGS.map((t) => ({ ...t })))
    .onConflict((oc) => oc.column('code').doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })))
    .execute();
  await db
    .insertInto('organization_types')
    .values(ORGANIZATION_TYPES.map((t) => ({ ...t })))
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ label: eb.ref('excluded.label') })))
    .execute();
}
