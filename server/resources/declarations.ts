import { selfDescriptionRoutes } from '../core/docs/routes';
import type { DeclaredArea, RouteDeclaration } from '../core/routes/types';
import { ACCOUNTING_AREA } from './areas/accounting';
import { ADMINISTRATION_AREA } from './areas/administration';
import { LEARNERS_AREA } from './areas/learners';
import { LEARNER_SPACE_AREA } from './areas/learner-space';
import { NATIONAL_AREA } from './areas/national';
import { OPERATIONS_AREA } from './areas/operations';
import { PLANNING_AREA } from './areas/planning';
import { PLATFORM_AREA } from './areas/platform';

/**
 * The declared routes of each area (server/core/routes/): mounted by registerResources, entered in
 * the permission table under their area, documented by /api/docs.jsonld and /api/docs.json. Each
 * area lists its resources' declarations in server/resources/areas/<area>.ts; a resource converted
 * from a hand-wired router adds its declarations there.
 */
const RESOURCE_AREAS: readonly DeclaredArea[] = [
  ACCOUNTING_AREA,
  LEARNERS_AREA,
  LEARNER_SPACE_AREA,
  PLANNING_AREA,
  NATIONAL_AREA,
  OPERATIONS_AREA,
  PLATFORM_AREA,
  ADMINISTRATION_AREA,
];

/** The resources' routes, as the documentation describes them. */
export const RESOURCE_ROUTES: readonly RouteDeclaration[] = RESOURCE_AREAS.flatMap(({ routes }) => routes);

export const DECLARED_AREAS: readonly DeclaredArea[] = [
  ...RESOURCE_AREAS,
  { area: 'Plateforme et profil', routes: selfDescriptionRoutes(RESOURCE_ROUTES) },
];

/** Every declared route of the API. */
export const DECLARED_ROUTES: readonly RouteDeclaration[] = DECLARED_AREAS.flatMap(({ routes }) => routes);
