import { ACCOUNTING_ROUTES } from './accounting';
import { ADMINISTRATION_ROUTES } from './administration';
import { LEARNERS_ROUTES } from './learners';
import { NATIONAL_ROUTES } from './national';
import { OPERATIONS_ROUTES } from './operations';
import { PLANNING_ROUTES } from './planning';
import { PLATFORM_ROUTES } from './platform';
import type { RouteTable } from './types';

/**
 * The hand-wired routes' tables, by area, in the order docs/permissions.md shows the areas. A route
 * moved onto the declared-route layer (server/core/routes/) leaves its table: its declaration holds
 * its access.
 */
export const LEGACY_AREAS: ReadonlyArray<{ area: string; routes: RouteTable }> = [
  { area: 'Plateforme et profil', routes: PLATFORM_ROUTES },
  { area: 'Administration', routes: ADMINISTRATION_ROUTES },
  { area: 'Comptabilité', routes: ACCOUNTING_ROUTES },
  { area: 'Apprenants', routes: LEARNERS_ROUTES },
  { area: 'Planning et ressources', routes: PLANNING_ROUTES },
  { area: 'Services nationaux', routes: NATIONAL_ROUTES },
  { area: 'Opérations', routes: OPERATIONS_ROUTES },
];
