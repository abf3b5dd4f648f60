import { REVIEW_SOLUTION_PATH } from './review-solution';

/** The session's SWR keys: what the shell reads again after the sign-in. */
export const sessionKeys = {
  /** The structure's review solution as it is now (`GET /review/solution?structure=`). */
  reviewSolution: (structure: number) => [REVIEW_SOLUTION_PATH, { structure }] as const,
};
