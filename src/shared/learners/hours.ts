import { z } from 'zod';

/**
 * A learner's volumes in hours (`/learner/hours/{id}` for the staff, `/me/hours` for the learner): the
 * one hours definition of server/resources/learners/summary.ts.
 */
export const learnerHoursSchema = z.strictObject({
  learnerId: z.number().int(),
  /** Forecast by the latest prior evaluation. */
  forecast: z.number(),
  /** Bought: signed contracts and amendments. */
  contracted: z.number(),
  /** Lessons of the service journal marked used. */
  done: z.number(),
  /** Lessons of the service journal still to consume. */
  planned: z.number(),
  /** contracted − done (never negative). */
  remaining: z.number(),
});
export type LearnerHours = z.infer<typeof learnerHoursSchema>;
