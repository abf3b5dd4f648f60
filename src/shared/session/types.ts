/** The session stored under `appSession` (spec part 1 §3). */

export interface SessionStructure {
  id: number;
  codeClient: string;
  studentsPhotoAllowed: boolean;
}

export interface SessionAgency {
  '@id': string;
  id: number;
  name: string;
  isPrincipal: boolean;
}

export interface MissingItems {
  /** Agencies and what each lacks (e.g. "Numéro SIRET"). */
  agencies: { id: number; name: string; missing: string[] }[];
  formateurs: { id: number; name: string; missing: string[] }[];
}

export interface ManagedStructure {
  id: number;
  name: string;
}

export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  structure: SessionStructure;
  agencies: SessionAgency[];
  allAgencies: boolean;
  permissions: string[];
  selectedAgency: number | null;
  /**
   * true: configured for the whole structure (lists filter by agency[]); false: configured per agency;
   * null: the account configuration was never done (the guard sends a non-admin to it).
   */
  isConfigGeneral: boolean | null;
  managed_structures: ManagedStructure[];
  avis_solution: boolean;
  survey_link: string | null;
  adminType: string | null;
  missing_modal: MissingItems;
}

export interface Session {
  token: string;
  refresh_token: string;
  user: SessionUser;
}

/** Answer of `POST /auth` and of the session refresh. */
export interface AuthResponse {
  token: string;
  refresh_token: string;
  user: SessionUser;
}

export interface TokenPair {
  token: string;
  refresh_token: string;
}
