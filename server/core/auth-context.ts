import type { TokenScope } from './token-scopes';

/** Who is calling, taken from the bearer token on every request. Every query is scoped by it. */
export interface AuthContext {
  userId: number;
  structureId: number;
  /** All roles; the first one is the user's role (spec part 1 §6). */
  roles: string[];
  role: string;
  /** Agencies the caller may read and write (all of the structure's when allAgencies or manager/admin). */
  agencyIds: number[];
  allAgencies: boolean;
  isConfigGeneral: boolean;
  adminType: string | null;
  permissions: ReadonlySet<string>;
  /** Scoped tokens (status widgets) only read their scope's paths (`token-scopes.ts`). */
  readOnly: boolean;
  /**
   * The learner a LEARNER account belongs to, null for staff. A learner holds no permission and no
   * agency: only the routes declared `learner` (under `/api/me/…`) let him through.
   */
  learnerId: number | null;
}

export type TokenType = 'access' | 'status';

export interface AccessClaims {
  userId: number;
  /** Session family: every refresh token of one login, and the access tokens issued from it. */
  sessionId: string;
  type: TokenType;
  /** What the token may read (`token-scopes.ts`): always set on 'status' tokens, never on 'access' ones. */
  scope: TokenScope | null;
  /** The token carries the learner role (claim `role: "learner"`): it opens only `/api/me/…`. */
  learner: boolean;
}
