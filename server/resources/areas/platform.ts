import type { DeclaredArea } from '../../core/routes/types';
import { REVIEW_SOLUTION_ROUTES } from '../platform/review-solution';

/** The platform and profile area: the structure's review solution (the API's self-description joins it in declarations.ts). */
export const PLATFORM_AREA: DeclaredArea = {
  area: 'Plateforme et profil',
  routes: [...REVIEW_SOLUTION_ROUTES],
};
