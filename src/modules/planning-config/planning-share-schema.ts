import { z } from 'zod';
import type { PlanningShare } from './types';

// The declared output of `/plannings/shares` (its own file: the module's schema.ts holds the forms').

const shareChoiceSchema = z.strictObject({ '@id': z.string(), id: z.number().int(), name: z.string(), color: z.string() });

/** An agency's published planning and its public key. */
export const planningShareSchema = z.strictObject({
  id: z.number().int(),
  agency: z.strictObject({ '@id': z.string(), id: z.number().int(), name: z.string() }),
  key: z.string(),
  agendas: z.array(shareChoiceSchema),
  activities: z.array(shareChoiceSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<PlanningShare>;
