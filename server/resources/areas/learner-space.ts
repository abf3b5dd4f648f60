import type { DeclaredArea } from '../../core/routes/types';
import { LEARNER_INVITATION_ROUTES } from '../learner-space/invitations';
import { ME_DOCUMENT_ROUTES } from '../learner-space/me-documents';
import { ME_FILE_ROUTES } from '../learner-space/me-files';
import { ME_ROUTES } from '../learner-space/me';

/**
 * The learner's space (issue 41): the staff's invitations from a learner record, and the learner API
 * under `/me`, which only a learner's own account opens (docs/learners.md).
 */
export const LEARNER_SPACE_AREA: DeclaredArea = {
  area: 'Espace élève',
  routes: [...LEARNER_INVITATION_ROUTES, ...ME_ROUTES, ...ME_FILE_ROUTES, ...ME_DOCUMENT_ROUTES],
};
