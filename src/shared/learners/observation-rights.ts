import { LEARNER_WRITE } from '../auth/permission-groups';
import { hasAnyPermission } from '../auth/permissions';

/** Who may do what with an observation (docs/decisions.md, issue 36 S5): the server's check and the screen's buttons. */
export interface ObservationRights {
  rewrite: boolean;
  remove: boolean;
}

/**
 * An observation is signed by its author: only the author rewrites it (a text changed by someone else
 * would still carry the author's name). Deleting one is the author's, or a record manager's
 * (`isModifyLearners`: an inappropriate or mistaken note on a learner's record).
 */
export function observationRights(authorId: number | null, userId: number, permissions: readonly string[]): ObservationRights {
  const own = authorId !== null && authorId === userId;
  return { rewrite: own, remove: own || hasAnyPermission(permissions, LEARNER_WRITE) };
}
