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
export type GroupCreateInput = z.input<typeof groupCreateSchema>;
export type GroupPatch = z.output<typeof groupPatchSchema>;
