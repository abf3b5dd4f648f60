import useSWR from 'swr';
import { useApiClient } from '../swr/ApiProvider';
import { sessionKeys } from './keys';
import type { ReviewSolution } from './review-solution';
import type { SessionUser } from './types';

type ReviewFlags = Pick<SessionUser, 'avis_solution' | 'survey_link'>;

/**
 * The structure's review solution as it is now (`GET /review/solution?structure=`, spec part 2 §7):
 * the session's copy dates from the sign-in. Answers the session's values until the server does (or
 * when it cannot: a failure is silent).
 */
export function useReviewSolution(user: (ReviewFlags & { structure: { id: number } }) | null): ReviewFlags | null {
  const client = useApiClient();
  const { data } = useSWR(user ? sessionKeys.reviewSolution(user.structure.id) : null, ([path, query]) => client.get<ReviewSolution>(path, query), {
    shouldRetryOnError: false,
  });
  if (!user) return null;
  return data ? { avis_solution: data.avisSolution, survey_link: data.surveyLink } : { avis_solution: user.avis_solution, survey_link: user.survey_link };
}
