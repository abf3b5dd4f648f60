import { reviewSolutionSchema } from '../../../src/shared/session/schema';
import { REVIEW_SOLUTION_PATH, type ReviewSolution } from '../../../src/shared/session/review-solution';
import { notFound } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';

/**
 * `GET /review/solution?structure={id}` (spec part 2 §7): the caller's structure's review solution
 * (avisSolution) and survey link as they are now — the session's copy dates from the sign-in, the
 * menu and the advice screens read this one. `structure` defaults to the caller's; another is unknown (404).
 */
export const REVIEW_SOLUTION_ROUTES: readonly RouteDeclaration[] = [
  itemRoute<undefined, ReviewSolution>({
    method: 'GET',
    path: REVIEW_SOLUTION_PATH,
    access: 'authenticated',
    hydraClass: 'ReviewSolution',
    summary: 'Reads whether the caller’s structure uses the certified-notice solution (avisSolution), and its survey link.',
    output: reviewSolutionSchema,
    async handle({ deps, auth, query }) {
      const asked = query.structure ?? [];
      if (asked.length > 1 || (asked.length === 1 && asked[0] !== String(auth.structureId))) throw notFound('Structure introuvable.');
      const row = await deps.db.selectFrom('structures').select(['avis_solution', 'survey_link']).where('id', '=', auth.structureId).executeTakeFirstOrThrow();
      return jsonLd<ReviewSolution>('ReviewSolution', iri(REVIEW_SOLUTION_PATH, auth.structureId), {
        structure: auth.structureId,
        avisSolution: row.avis_solution === 1,
        surveyLink: row.survey_link,
      });
    },
  }),
];
