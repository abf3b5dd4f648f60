/** `GET /review/solution?structure={id}`: whether the structure uses the certified-notice solution (avisSolution). */
export interface ReviewSolution {
  structure: number;
  /** The advice entries (« Suivi des demandes », « Avis certifiés ») show only when true. */
  avisSolution: boolean;
  /** Without the solution, the satisfaction entry leads here (none: no entry). */
  surveyLink: string | null;
}

export const REVIEW_SOLUTION_PATH = '/review/solution';
