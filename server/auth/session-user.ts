import type { JsonLd } from '../../src/shared/api/hydra';
import { ROLES } from '../../src/shared/auth/roles';
import type { ManagedStructure, MissingItems, SessionUser } from '../../src/shared/session/types';
import type { AppDeps } from '../core/env';
import { iri, jsonLd } from '../core/hydra';
import { loadUserAccess, type UserAccess } from '../core/access';
import { missingItems } from './missing-items';

const NOTHING_MISSING: MissingItems = { agencies: [], formateurs: [] };

/** Platform administrators may switch to any structure; other users stay in theirs. */
async function managedStructures(deps: AppDeps, access: UserAccess): Promise<ManagedStructure[]> {
  if (access.user.role !== ROLES.admin) return [];
  return deps.db.selectFrom('structures').select(['id', 'name']).orderBy('name').execute();
}

/**
 * The stored selection when still reachable; else, for a structure configured as a whole
 * (isConfigGeneral), none (every agency: the front's « Toutes les agences »), otherwise the
 * principal (first) reachable agency.
 */
function selectedAgency(access: UserAccess, configGeneral: boolean): number | null {
  const stored = access.user.selected_agency_id;
  if (stored !== null && access.agencies.some((a) => a.id === stored)) return stored;
  return configGeneral ? null : (access.agencies[0]?.id ?? null);
}

/** Only those who can fix agencies and trainers are asked to (managers and agency viewers). */
function seesMissingItems(access: UserAccess): boolean {
  return access.isManagerial || access.permissions.includes('isViewAgencies');
}

/** The `user` of the session (spec part 1 §3), as POST /api/auth and GET /api/users/{id} answer it. */
export async function loadSessionUser(deps: AppDeps, userId: number): Promise<SessionUser | undefined> {
  const access = await loadUserAccess(deps, userId);
  if (!access) return undefined;
  const { user } = access;
  const structure = await deps.db
    .selectFrom('structures')
    .selectAll()
    .where('id', '=', user.structure_id)
    .executeTakeFirstOrThrow();
  const agencyIds = access.agencies.map((a) => a.id);
  const [managed, missing] = await Promise.all([
    managedStructures(deps, access),
    seesMissingItems(access) ? missingItems(deps, structure.id, agencyIds) : Promise.resolve(NOTHING_MISSING),
  ]);
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    roles: [user.role],
    structure: {
      id: structure.id,
      codeClient: structure.code_client,
      studentsPhotoAllowed: structure.students_photo_allowed === 1,
    },
    agencies: access.agencies.map((a) => ({
      '@id': iri('/agencies', a.id),
      id: a.id,
      name: a.name,
      isPrincipal: a.is_principal === 1,
    })),
    allAgencies: access.allAgencies,
    permissions: access.permissions,
    selectedAgency: selectedAgency(access, user.account_configured === 1 && user.is_config_general === 1),
    isConfigGeneral: user.account_configured === 1 ? user.is_config_general === 1 : null,
    managed_structures: managed,
    avis_solution: structure.avis_solution === 1,
    survey_link: structure.survey_link,
    adminType: user.admin_type,
    missing_modal: missing,
  };
}

/** The session user as a JSON-LD resource (GET /api/users/{id}). */
export function userResource(user: SessionUser): JsonLd<SessionUser> {
  return jsonLd('User', iri('/users', user.id), user);
}
