import type { z } from 'zod';
import type { groupLearnerSchema, groupSchema } from './schema';

/** A group of learners (`/groups`): name unique in the structure, an agency, an optional trainer. */
export type Group = z.infer<typeof groupSchema>;

/** A member of a group (`/group-learners?groupe=…`): a learner or a team member, oldest first. */
export type GroupLearner = z.infer<typeof groupLearnerSchema>;
