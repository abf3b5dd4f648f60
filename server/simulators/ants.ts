import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  ANTS_EDITABLE_STATUSES,
  ANTS_ERROR_CODES,
  ANTS_REQUIRED_PJ,
  type AntsStatus,
} from '../../src/modules/ants/types';
import type { AppDeps } from '../core/env';
import type { Database } from '../db/schema';
import type { AntsSessionsTable, AntsSimDemandesTable } from '../db/tables/national';

/**
 * The simulated ANTS (Agence nationale des titres sécurisés) behind the `/ants` calls of the
 * reference server. It keeps its own state in the database:
 * - sessions (`ants_sessions`) opened with credentials, expiring after `antsSessionTtlSeconds`
 *   (VOLANT_ANTS_SESSION_TTL); an unknown id answers DATA_INCONNUE_ID_SESSION, an expired one
 *   SESSION_EXPIREE;
 * - requests (`ants_sim_demandes`) that move through the statuses every `antsStepSeconds`
 *   (VOLANT_ANTS_STEP_SECONDS) once sent, or on demand (`advanceDemande`).
 * Time is `deps.now()`, so tests move it with their clock. Demo credentials: login `ants.demo`,
 * password `ants-demo`, and the approval number of the agency (any agency's for a structure-wide
 * connection); the login `maintenance` answers that the service is unavailable.
 */

export const ANTS_DEMO_LOGIN = 'ants.demo';
export const ANTS_DEMO_PASSWORD = 'ants-demo';
export const ANTS_MAINTENANCE_LOGIN = 'maintenance';
export const ANTS_MAINTENANCE_MESSAGE = 'Le service de l’ANTS est en maintenance. Réessayez dans quelques minutes.';

/** A refusal of the simulated ANTS: its code (ECHEC_AUTHENTIFICATION…) and a French explanation. */
export class AntsFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** 500 is what ANTS puts in its answer's first member for authentication failures. */
    readonly antsStatus = 500,
  ) {
    super(message);
    this.name = 'AntsFailure';
  }
}

type Db = Kysely<Database>;
export type AntsSessionRow = Selectable<AntsSessionsTable>;
export type AntsSimDemandeRow = Selectable<AntsSimDemandesTable>;

const iso = (date: Date) => date.toISOString();
const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

// --- sessions -------------------------------------------------------------------------------

export interface AntsCredentials {
  login: string;
  password: string;
  approvalNumber: string;
}

/**
 * Checks credentials the way ANTS does: the demo login and password, and an approval number among
 * `acceptedApprovalNumbers` (the agency's, or any agency's of the structure for a global connection).
 */
export function checkAntsCredentials(credentials: AntsCredentials, acceptedApprovalNumbers: readonly string[]): void {
  if (credentials.login.trim().toLowerCase() === ANTS_MAINTENANCE_LOGIN) {
    throw new AntsFailure('SERVICE_INDISPONIBLE', ANTS_MAINTENANCE_MESSAGE);
  }
  const approval = credentials.approvalNumber.trim().toUpperCase();
  const ok =
    credentials.login.trim() === ANTS_DEMO_LOGIN &&
    credentials.password === ANTS_DEMO_PASSWORD &&
    acceptedApprovalNumbers.some((number) => number.toUpperCase() === approval);
  if (!ok) throw new AntsFailure(ANTS_ERROR_CODES.authentication, 'Identifiant, mot de passe ou numéro d’agrément refusé par l’ANTS.');
}

/** Opens a session (replacing the previous one of the same scope) and returns it. */
export async function openAntsSession(
  deps: AppDeps,
  trx: Db,
  input: { structureId: number; agencyId: number | null; login: string; approvalNumber: string; userId: number },
): Promise<AntsSessionRow> {
  const now = deps.now();
  let existing = trx.deleteFrom('ants_sessions').where('structure_id', '=', input.structureId);
  existing = input.agencyId === null ? existing.where('agency_id', 'is', null) : existing.where('agency_id', '=', input.agencyId);
  await existing.execute();
  return trx
    .insertInto('ants_sessions')
    .values({
      structure_id: input.structureId,
      agency_id: input.agencyId,
      type: input.agencyId === null ? 'principal' : 'agency',
      id_session: `ANTS-${randomBytes(12).toString('hex').toUpperCase()}`,
      login: input.login.trim(),
      approval_number: input.approvalNumber.trim().toUpperCase(),
      user_id: input.userId,
      connected_at: iso(now),
      expires_at: iso(addSeconds(now, deps.config.antsSessionTtlSeconds)),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function isAntsSessionExpired(session: Pick<AntsSessionRow, 'expires_at'>, now: Date): boolean {
  return session.expires_at <= iso(now);
}

/**
 * The live session `idSession` of a structure, valid for `agencyId` (a structure-wide session covers
 * every agency). Unknown → DATA_INCONNUE_ID_SESSION, expired → SESSION_EXPIREE.
 */
export async function requireAntsSession(deps: AppDeps, structureId: number, idSession: string, agencyId?: number): Promise<AntsSessionRow> {
  const session = await deps.db
    .selectFrom('ants_sessions')
    .selectAll()
    .where('id_session', '=', idSession)
    .where('structure_id', '=', structureId)
    .executeTakeFirst();
  if (!session) throw new AntsFailure(ANTS_ERROR_CODES.unknownSession, 'Cette session ANTS est inconnue.');
  if (isAntsSessionExpired(session, deps.now())) throw new AntsFailure(ANTS_ERROR_CODES.sessionExpired, 'La session ANTS a expiré.');
  if (agencyId !== undefined && session.agency_id !== null && session.agency_id !== agencyId) {
    throw new AntsFailure(ANTS_ERROR_CODES.unknownSession, 'Cette session ANTS est celle d’une autre agence.');
  }
  return session;
}

// --- requests -------------------------------------------------------------------------------

/** What the instruction of a sent request depends on. */
export interface AntsProgressContext {
  /** Every required supporting document has at least one page. */
  hasRequiredDocuments: boolean;
  /** The applicant's civil status is complete (birth date known). */
  hasBirthDate: boolean;
}

/**
 * The status a sent request moves to after one step, or null when it waits for someone else (drafts,
 * requests to complete) or is final. Pure: the whole progression rule of the simulator.
 */
export function nextAntsStatus(status: AntsStatus, context: AntsProgressContext): AntsStatus | null {
  switch (status) {
    case 'EN_COURS_VALIDATION_USAGER':
      return 'ENVOYEE';
    case 'ENVOYEE':
      return 'VERIFICATION_FICHIERS';
    case 'VERIFICATION_FICHIERS':
      return context.hasRequiredDocuments ? 'EN_COURS_INSTRUCTION' : 'REJET_FICHIERS';
    case 'EN_COURS_INSTRUCTION':
      return context.hasBirthDate ? 'EN_PRODUCTION' : 'REJET_INSTRUCTION';
    default:
      return null;
  }
}

/** A NEPH (12 digits) derived from the request id, so that it is stable for a request. */
export function nephFor(idDemande: string): string {
  let hash = 7;
  for (const ch of idDemande) hash = (hash * 131 + ch.charCodeAt(0)) % 1_000_000_000_000;
  return String(hash).padStart(12, '0');
}

async function progressContext(db: Db, demande: AntsSimDemandeRow): Promise<AntsProgressContext> {
  const pages = await db
    .selectFrom('ants_attachment_pages')
    .innerJoin('ants_requests', 'ants_requests.id', 'ants_attachment_pages.request_id')
    .select('ants_attachment_pages.id_pj')
    .where('ants_requests.id_demande', '=', demande.id_demande)
    .distinct()
    .execute();
  const present = new Set(pages.map((p) => p.id_pj));
  return { hasRequiredDocuments: ANTS_REQUIRED_PJ.every((pj) => present.has(pj)), hasBirthDate: demande.birth_date !== null };
}

/** Applies the time-based progression to a request up to now; returns it as it stands. */
export async function settleDemande(deps: AppDeps, demande: AntsSimDemandeRow): Promise<AntsSimDemandeRow> {
  const step = deps.config.antsStepSeconds * 1000;
  const now = deps.now().getTime();
  let current = demande;
  for (;;) {
    const next = nextAntsStatus(current.status as AntsStatus, await progressContext(deps.db, current));
    const dueAt = new Date(current.status_at).getTime() + step;
    if (next === null || dueAt > now) return current;
    current = await moveDemande(deps.db, current, next, new Date(dueAt));
  }
}

async function moveDemande(db: Db, demande: AntsSimDemandeRow, status: AntsStatus, at: Date): Promise<AntsSimDemandeRow> {
  const neph = status === 'EN_PRODUCTION' ? (demande.neph ?? nephFor(demande.id_demande)) : demande.neph;
  return db
    .updateTable('ants_sim_demandes')
    .set({ status, status_at: iso(at), updated_at: iso(at), neph })
    .where('id', '=', demande.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The requests ANTS holds for a session's scope, settled up to now. */
export async function listDemandes(deps: AppDeps, session: AntsSessionRow, agencyIds: readonly number[]): Promise<AntsSimDemandeRow[]> {
  let query = deps.db.selectFrom('ants_sim_demandes').selectAll().where('structure_id', '=', session.structure_id);
  const scope = session.agency_id === null ? agencyIds : agencyIds.filter((id) => id === session.agency_id);
  if (scope.length === 0) return [];
  query = query.where('agency_id', 'in', [...scope]);
  const rows = await query.orderBy('id').execute();
  const settled: AntsSimDemandeRow[] = [];
  for (const row of rows) settled.push(await settleDemande(deps, row));
  return settled;
}

export async function findDemande(db: Db, structureId: number, idDemande: string): Promise<AntsSimDemandeRow | undefined> {
  return db.selectFrom('ants_sim_demandes').selectAll().where('id_demande', '=', idDemande).where('structure_id', '=', structureId).executeTakeFirst();
}

export interface AntsApplicant {
  agencyId: number;
  lastName: string;
  firstName: string;
  birthDate: string | null;
  birthCity: string;
  requestType: string;
  category: string;
}

/** Creates a draft in ANTS and returns it (its idDemande is ANTS's). */
export async function createDraftDemande(deps: AppDeps, trx: Db, structureId: number, applicant: AntsApplicant): Promise<AntsSimDemandeRow> {
  const now = iso(deps.now());
  return trx
    .insertInto('ants_sim_demandes')
    .values({
      id_demande: `${new Date(now).getUTCFullYear()}${String(randomInt(10 ** 7, 10 ** 8))}`,
      structure_id: structureId,
      agency_id: applicant.agencyId,
      status: 'BROUILLON',
      status_at: now,
      request_type: applicant.requestType,
      category: applicant.category,
      last_name: applicant.lastName,
      first_name: applicant.firstName,
      birth_date: applicant.birthDate,
      birth_city: applicant.birthCity,
      neph: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const NOT_EDITABLE = 'Cette demande a déjà été envoyée à l’ANTS : elle ne peut plus être modifiée.';

function assertEditable(demande: AntsSimDemandeRow): void {
  if (!ANTS_EDITABLE_STATUSES.includes(demande.status as AntsStatus)) {
    throw new AntsFailure('DEMANDE_NON_MODIFIABLE', NOT_EDITABLE, 409);
  }
}

/** Updates a draft (or a request to complete). */
export async function updateDraftDemande(
  deps: AppDeps,
  trx: Db,
  demande: AntsSimDemandeRow,
  changes: Partial<Pick<AntsApplicant, 'requestType' | 'category' | 'birthCity' | 'lastName' | 'firstName' | 'birthDate'>>,
): Promise<AntsSimDemandeRow> {
  assertEditable(demande);
  return trx
    .updateTable('ants_sim_demandes')
    .set({
      request_type: changes.requestType ?? demande.request_type,
      category: changes.category ?? demande.category,
      birth_city: changes.birthCity ?? demande.birth_city,
      last_name: changes.lastName ?? demande.last_name,
      first_name: changes.firstName ?? demande.first_name,
      birth_date: changes.birthDate === undefined ? demande.birth_date : changes.birthDate,
      updated_at: iso(deps.now()),
    })
    .where('id', '=', demande.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Checks that a supporting-document page can still be added. */
export function assertAcceptsDocuments(demande: AntsSimDemandeRow): void {
  assertEditable(demande);
}

/** Sends a draft: ANTS then waits for the applicant's validation (EN_COURS_VALIDATION_USAGER). */
export async function submitDemande(deps: AppDeps, trx: Db, demande: AntsSimDemandeRow): Promise<AntsSimDemandeRow> {
  assertEditable(demande);
  return moveDemande(trx, demande, 'EN_COURS_VALIDATION_USAGER', deps.now());
}

/** Deletes a draft: ANTS keeps it as cancelled (ANNULEE). */
export async function cancelDemande(deps: AppDeps, trx: Db, demande: AntsSimDemandeRow): Promise<AntsSimDemandeRow> {
  if (!ANTS_EDITABLE_STATUSES.includes(demande.status as AntsStatus)) {
    throw new AntsFailure('DEMANDE_NON_SUPPRIMABLE', 'Seule une demande en brouillon ou à compléter peut être supprimée.', 409);
  }
  return moveDemande(trx, demande, 'ANNULEE', deps.now());
}

/**
 * On demand (simulator control): settles the request, then moves it to `status`, or one step on
 * when no status is given. A request that has no next step stays as it is.
 */
export async function advanceDemande(deps: AppDeps, demande: AntsSimDemandeRow, status?: AntsStatus): Promise<AntsSimDemandeRow> {
  const settled = await settleDemande(deps, demande);
  const target = status ?? nextAntsStatus(settled.status as AntsStatus, await progressContext(deps.db, settled));
  if (target === null || target === settled.status) return settled;
  return moveDemande(deps.db, settled, target, deps.now());
}
