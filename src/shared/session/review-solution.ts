import { z } from 'zod';

/** `GET /review/solution?structure={id}`: whether the structure uses the certified-notice solution (avisSolution). */
export interface ReviewSolution {
  structure: number;
  /** The advice entries (« Suivi des demandes », « Avis certifiés ») show only when true. */
  avisSolution: boolean;
  /** Without the solution, the satisfaction entry leads here (none: no entry). */
  surveyLink: string | null;
}

export const reviewSolutionSchema = z.strictObject({
  structure: z.number().int(),
  avisSolution: z.boolean(),
  surveyLink: z.string().nullable(),
}) satisfies z.ZodType<ReviewSolution>;

export const REVIEW_SOLUTION_PATH = '/review/solution';
