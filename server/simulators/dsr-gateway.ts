import type { Kysely, Selectable } from 'kysely';
import type { LessonErrorTypeCode } from '../../src/modules/dsr-gateway/types';
import type { AppDeps } from '../core/env';
import type { Database } from '../db/schema';
import type { DsrSessionsTable } from '../db/tables/national';

/**
 * The simulated livret-numérique gateway (the state platform lessons are declared to). Sessions are
 * opened with the demo credentials (login `livret.demo`, password `livret-demo`) and expire after
 * `dsrSessionTtlSeconds` (VOLANT_DSR_SESSION_TTL). A declaration is accepted or refused by the
 * deterministic rules of `checkDeclaration`.
 */

export const DSR_DEMO_LOGIN = 'livret.demo';
export const DSR_DEMO_PASSWORD = 'livret-demo';
/** Lessons older than this cannot be declared any more. */
export const DECLARATION_DELAY_DAYS = 30;
export const MAX_LESSON_MINUTES = 240;

export class DsrFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DsrFailure';
  }
}

type Db = Kysely<Database>;
export type DsrSessionRow = Selectable<DsrSessionsTable>;

export function checkDsrCredentials(login: string, password: string): void {
  if (login.trim() !== DSR_DEMO_LOGIN || password !== DSR_DEMO_PASSWORD) {
    throw new DsrFailure('Identifiant ou mot de passe refusé par la passerelle du livret numérique.');
  }
}

export function isDsrSessionExpired(session: Pick<DsrSessionRow, 'expires_at'>, now: Date): boolean {
  return session.expires_at <= now.toISOString();
}

/** Opens a gateway session (replacing the previous one of the same scope). */
export async function openDsrSession(
  deps: AppDeps,
  trx: Db,
  input: { structureId: number; agencyId: number | null; login: string; userId: number },
): Promise<DsrSessionRow> {
  const now = deps.now();
  let previous = trx.deleteFrom('dsr_sessions').where('structure_id', '=', input.structureId);
  previous = input.agencyId === null ? previous.where('agency_id', 'is', null) : previous.where('agency_id', '=', input.agencyId);
  await previous.execute();
  return trx
    .insertInto('dsr_sessions')
    .values({
      structure_id: input.structureId,
      agency_id: input.agencyId,
      type: input.agencyId === null ? 'principal' : 'agency',
      login: input.login.trim(),
      user_id: input.userId,
      connected_at: now.toISOString(),
      expires_at: new Date(now.getTime() + deps.config.dsrSessionTtlSeconds * 1000).toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What the platform checks on a declaration. */
export interface DeclarationInput {
  date: string;
  duration: number;
  learnerNeph: string | null;
  /** The learner has a training, hence an open livret d'apprentissage. */
  hasTraining: boolean;
  trainerName: string | null;
  /** Another lesson of the learner at the same date and time is already declared. */
  alreadyDeclared: boolean;
}

/** The platform's answer to a declaration: null when accepted, else the error type. Pure. */
export function checkDeclaration(input: DeclarationInput, now: Date): LessonErrorTypeCode | null {
  if (input.duration <= 0 || input.duration > MAX_LESSON_MINUTES) return 'DUREE_INVALIDE';
  if (!input.learnerNeph) return 'NEPH_INCONNU';
  if (!input.hasTraining) return 'LIVRET_NON_OUVERT';
  if (!input.trainerName) return 'ENSEIGNANT_NON_AUTORISE';
  if (input.alreadyDeclared) return 'DOUBLON';
  const limit = new Date(now.getTime() - DECLARATION_DELAY_DAYS * 86_400_000).toISOString().slice(0, 10);
  if (input.date < limit) return 'HORS_DELAI';
  return null;
}
