import type { MissingItems } from '../../src/shared/session/types';
import { ROLES } from '../../src/shared/auth/roles';
import type { AppDeps } from '../core/env';

/** What an agency must fill in before documents can be issued (labels shown in the missing-items modal). */
const AGENCY_FIELDS = [
  ['siret', 'Numéro SIRET'],
  ['vat_number', 'Numéro de TVA intracommunautaire'],
  ['approval_number', 'Numéro d’agrément principal'],
] as const;

const TEACHING_LICENCE = 'Numéro d’autorisation d’enseigner';

const blank = (value: string | null) => value === null || value.trim() === '';

/** Agencies (among `agencyIds`) and active trainers of the structure with missing mandatory data. */
export async function missingItems(deps: AppDeps, structureId: number, agencyIds: number[]): Promise<MissingItems> {
  const agencies =
    agencyIds.length === 0
      ? []
      : await deps.db
          .selectFrom('agencies')
          .select(['id', 'name', 'siret', 'vat_number', 'approval_number'])
          .where('id', 'in', agencyIds)
          .orderBy('is_principal', 'desc')
          .orderBy('name')
          .execute();
  const trainers = await deps.db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'teaching_licence'])
    .where('structure_id', '=', structureId)
    .where('role', '=', ROLES.trainer)
    .where('archived', '=', 0)
    .orderBy('last_name')
    .execute();
  return {
    agencies: agencies
      .map((a) => ({ id: a.id, name: a.name, missing: AGENCY_FIELDS.filter(([col]) => blank(a[col])).map(([, label]) => label) }))
      .filter((a) => a.missing.length > 0),
    formateurs: trainers
      .filter((t) => blank(t.teaching_licence))
      .map((t) => ({ id: t.id, name: `${t.first_name} ${t.last_name}`, missing: [TEACHING_LICENCE] })),
  };
}
