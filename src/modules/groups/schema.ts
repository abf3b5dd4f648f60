import { z } from 'zod';
import { zBlankable, zRef, zText } from '../../shared/schema/fields';

const members = z.array(zRef).max(500, 'Cinq cents membres au plus.');
const trainer = zBlankable(zRef);

/** `POST /groups`: the name is unique in the structure ('Le nom du groupe doit être unique'). */
export const groupCreateSchema = z.strictObject({
  name: zText(80, 'Le nom du groupe'),
  agency: zRef,
  trainer,
  learners: members.default([]),
  teamMembers: members.default([]),
});

/** `PATCH /groups/{id}` (merge-patch; the agency does not change). `learners`/`teamMembers` replace the members. */
export const groupPatchSchema = z.strictObject({
  name: zText(80, 'Le nom du groupe').optional(),
  trainer: trainer.optional(),
  learners: members.optional(),
  teamMembers: members.optional(),
});

export type GroupCreate = z.output<typeof groupCreateSchema>;
export type GroupPatch = z.output<typeof groupPatchSchema>;

const refSchema = z.strictObject({ '@id': z.string(), id: z.number().int(), name: z.string() });

/** A group as `/groups` answers it (the server's declared output). */
export const groupSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  agency: refSchema,
  trainer: refSchema.nullable(),
  learnersCount: z.number().int(),
  teamMembersCount: z.number().int(),
  createdAt: z.string(),
});

/** A member of a group as `/group-learners` answers it (the server's declared output). */
export const groupLearnerSchema = z.strictObject({
  id: z.number().int(),
  group: z.string(),
  learner: z
    .strictObject({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string().nullable(), phone: z.string().nullable(), archived: z.boolean() })
    .nullable(),
  teamMember: z.strictObject({ id: z.number().int(), firstName: z.string(), lastName: z.string(), accountType: z.string() }).nullable(),
  createdAt: z.string(),
});
