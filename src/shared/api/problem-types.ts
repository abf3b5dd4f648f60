/**
 * Stable codes of the refusals a screen reacts to: the RFC 9457 `type` of the server's problem body.
 * The server sets them, the front matches them (never the French `detail`, which may be reworded).
 */
export const PROBLEM_TYPES = {
  /** A VAT rate that is an agency's default or that services use cannot be deleted (spec part 2 §5). */
  vatDeleteRefused: '/api/errors/vat-delete-refused',
  /** The ANTS session of a call expired or is unknown (SESSION_EXPIREE, DATA_INCONNUE_ID_SESSION): reconnect (spec part 2 §8). */
  antsSessionLost: '/api/errors/ants-session-lost',
  /** An organisation that finances registrations or that accounting documents name cannot be deleted (spec part 2 §5). */
  organisationDeleteRefused: '/api/errors/organisation-delete-refused',
} as const;

export type ProblemType = (typeof PROBLEM_TYPES)[keyof typeof PROBLEM_TYPES];
