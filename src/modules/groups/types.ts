import type { EmbeddedRef, GroupSummary } from '../../shared/references/types';

/** A group of learners (`/groups`): name unique in the structure, an agency, an optional trainer. */
export interface Group extends GroupSummary {
  trainer: EmbeddedRef | null;
  learnersCount: number;
  teamMembersCount: number;
  createdAt: string;
}

/** A member of a group (`/group-learners?groupe=…`): a learner or a team member, oldest first. */
export interface GroupLearner {
  id: number;
  group: string;
  learner: { id: number; firstName: string; lastName: string; email: string | null; phone: string | null; archived: boolean } | null;
  teamMember: { id: number; firstName: string; lastName: string; accountType: string } | null;
  createdAt: string;
}
