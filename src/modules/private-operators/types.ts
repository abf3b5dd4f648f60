import type { EmbeddedRef } from '../../shared/references/types';

/**
 * The private exam operator the product works with (spec part 2 §9: "fixed to a single named
 * operator"; its name is not shown, see docs/decisions.md).
 */
export const PRIVATE_OPERATOR = 'OPEXA';

/** Registration status (spec part 2 §3–§4: 0, 1, 2; meanings decided in docs/decisions.md). */
export const REGISTRATION_STATUS = { pending: 0, confirmed: 1, cancelled: 2 } as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUS)[keyof typeof REGISTRATION_STATUS];

/** `GET /structure/operators`. */
export interface ExamOperator {
  id: number;
  code: string;
  name: string;
  website: string | null;
}

/** An exam centre of the operator (`GET /private-operators/sites`, `/private-operators/site`). */
export interface ExamSite {
  id: number;
  code: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  operator: { id: number; code: string; name: string };
  isFavorite: boolean;
  /** Id of the favourite entry (for `DELETE /private-operators/favorite-exam-center/{id}`). */
  favoriteId: number | null;
}

/** `POST /private-operators/favorite-exam-center`. */
export interface FavoriteExamCenter {
  id: number;
  site: { id: number; name: string; city: string };
  createdAt: string;
}

/** An exam session of the operator with its seats (`GET /private-operators/sessions`). */
export interface ExamSession {
  id: number;
  date: string;
  startTime: string;
  /** Licence category (training code). */
  category: string;
  seatsTotal: number;
  seatsLeft: number;
  site: { id: number; name: string; city: string };
}

/** A learner's registration to an exam session (`GET /private-operators/registration`). */
export interface ExamRegistration {
  id: number;
  status: RegistrationStatus;
  learner: { '@id': string; id: number; firstName: string; lastName: string; neph: string | null; training: string | null };
  session: { id: number; date: string; startTime: string; category: string; site: { id: number; name: string; city: string } };
  agency: EmbeddedRef;
  createdAt: string;
  updatedAt: string;
}

/** `GET /structure/operator-configuration`: the structure's settings for each operator. */
export interface OperatorConfiguration {
  id: number | null;
  operator: ExamOperator;
  isEnabled: boolean;
  accountNumber: string | null;
}

