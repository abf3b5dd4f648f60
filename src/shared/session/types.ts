import type { z } from 'zod';
import type { authResponseSchema, sessionUserSchema, tokenPairSchema } from './schema';

export interface MissingItems {
  /** Agencies and what each lacks (e.g. "Numéro SIRET"). */
  agencies: { id: number; name: string; missing: string[] }[];
  formateurs: { id: number; name: string; missing: string[] }[];
}

export interface ManagedStructure {
  id: number;
  name: string;
}

export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The session stored under `appSession` (spec part 1 §3). */
export interface Session {
  token: string;
  refresh_token: string;
  user: SessionUser;
}

/** Answer of `POST /auth` and of the session refresh. */
export type AuthResponse = z.infer<typeof authResponseSchema>;

export type TokenPair = z.infer<typeof tokenPairSchema>;
