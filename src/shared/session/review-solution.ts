import type { z } from 'zod';
import type { reviewSolutionSchema } from './schema';

/** `GET /review/solution?structure={id}`: whether the structure uses the certified-notice solution (avisSolution). */
export type ReviewSolution = z.infer<typeof reviewSolutionSchema>;

export const REVIEW_SOLUTION_PATH = '/review/solution';
