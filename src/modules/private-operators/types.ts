import type { z } from 'zod';
import type { examOperatorSchema, examRegistrationSchema, examSessionSchema, examSiteSchema, favoriteExamCenterItemSchema, operatorConfigurationSchema } from './schema';

/**
 * The private exam operator the product works with (spec part 2 §9: "fixed to a single named
 * operator"; its name is not shown, see docs/decisions.md).
 */
export const PRIVATE_OPERATOR = 'OPEXA';

/** Registration status (spec part 2 §3–§4: 0, 1, 2; meanings decided in docs/decisions.md). */
export const REGISTRATION_STATUS = { pending: 0, confirmed: 1, cancelled: 2 } as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUS)[keyof typeof REGISTRATION_STATUS];

/** `GET /structure/operators`. */
export type ExamOperator = z.infer<typeof examOperatorSchema>;

/** An exam centre of the operator (`GET /private-operators/sites`, `/private-operators/site`). */
export type ExamSite = z.infer<typeof examSiteSchema>;

/** `POST /private-operators/favorite-exam-center`. */
export type FavoriteExamCenter = z.infer<typeof favoriteExamCenterItemSchema>;

/** An exam session of the operator with its seats (`GET /private-operators/sessions`). */
export type ExamSession = z.infer<typeof examSessionSchema>;

/** A learner's registration to an exam session (`GET /private-operators/registration`). */
export type ExamRegistration = z.infer<typeof examRegistrationSchema>;

/** `GET /structure/operator-configuration`: the structure's settings for each operator. */
export type OperatorConfiguration = z.infer<typeof operatorConfigurationSchema>;

