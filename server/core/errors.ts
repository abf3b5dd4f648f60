import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError, type ZodIssue } from 'zod';
import type { ErrorBody, Violation } from '../../src/shared/api/hydra';
import type { ProblemType } from '../../src/shared/api/problem-types';
import { committedInThisRequest } from '../db/commit-tracking';
import { isDatabaseUnavailable, mayHaveCommitted } from '../db/unavailable';

/**
 * An error the API answers on purpose: a JSON-LD `hydra:Error` / problem body with
 * `hydra:description` and `detail` (the same French text), and `violations` for 422.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly violations: Violation[] = [],
    /** A stable problem type (src/shared/api/problem-types.ts) when a screen reacts to this refusal. */
    readonly type?: ProblemType,
    /** RFC 9457 extension members added to the problem body (the ANTS answer's `hydra:member`). */
    readonly extensions?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'Authentification requise.') => new ApiError(401, message);
export const forbidden = (message = 'Accès refusé.') => new ApiError(403, message);
export const notFound = (message = 'Ressource introuvable.') => new ApiError(404, message);
export const conflict = (message: string, type?: ProblemType) => new ApiError(409, message, [], type);
/** A 422 on one field: its violation, and `detail` (the violation's message unless given). */
export const invalidField = (propertyPath: string, message: string, detail = message) => new ApiError(422, detail, [{ propertyPath, message }]);
/** A 422 on several fields: their violations, and `detail` (the violations joined unless given). */
export const unprocessable = (violations: Violation[], message?: string) =>
  new ApiError(422, message ?? violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n'), violations);

const TITLES: Partial<Record<number, string>> = {
  400: 'Requête invalide',
  401: 'Non authentifié',
  403: 'Accès refusé',
  404: 'Introuvable',
  405: 'Action non autorisée',
  409: 'Conflit',
  413: 'Requête trop volumineuse',
  415: 'Type de contenu non pris en charge',
  422: 'Données invalides',
  429: 'Trop de requêtes',
  500: 'Erreur interne',
  503: 'Service indisponible',
};

export function errorBody(status: number, message: string, violations: Violation[] = [], type?: ProblemType, extensions?: Readonly<Record<string, unknown>>): ErrorBody {
  const title = TITLES[status] ?? 'Erreur';
  const body: ErrorBody = {
    '@context': '/api/contexts/Error',
    '@type': violations.length > 0 ? 'ConstraintViolationList' : 'hydra:Error',
    ...(type === undefined ? {} : { type }),
    title,
    'hydra:title': title,
    detail: message,
    'hydra:description': message,
    status,
  };
  if (violations.length > 0) body.violations = violations;
  return extensions === undefined ? body : { ...body, ...extensions };
}

export function problem(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  violations: Violation[] = [],
  type?: ProblemType,
  extensions?: Readonly<Record<string, unknown>>,
) {
  return c.json(errorBody(status, message, violations, type, extensions), status, {
    'Content-Type': 'application/problem+json; charset=utf-8',
  });
}

/** zod issues → API violations (propertyPath as dotted path, French message). */
export function violationsFromZod(issues: readonly ZodIssue[]): Violation[] {
  return issues.map((issue) => ({
    propertyPath: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** The driver's error code: better-sqlite3 (`SQLITE_CONSTRAINT_FOREIGNKEY`) or pg (`23503`). */
function dbErrorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A write refused because another row still refers to this one (or the referred row is missing). */
export function isForeignKeyViolation(err: unknown): boolean {
  const code = dbErrorCode(err);
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/** A write refused by a unique constraint. */
export function isUniqueViolation(err: unknown): boolean {
  const code = dbErrorCode(err);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** Seconds a client should wait before trying again after a 503 (the pool lets queries through again within 1 s). */
export const RETRY_AFTER_SECONDS = 2;

export const UNAVAILABLE_MESSAGE = 'La base de données est momentanément indisponible. Réessayez dans quelques secondes.';

/**
 * The answer when the connection was lost while a commit was on its way, or after the request had
 * something committed (a read for its answer failing after its write): the work may have been
 * recorded. With an Idempotency-Key the same request sent again replays it if it was recorded and
 * runs it once otherwise; without one, the client must look before trying again.
 */
export const MAY_HAVE_COMMITTED_MESSAGE =
  'La connexion à la base de données a été coupée pendant l’enregistrement : il a peut-être eu lieu. Réessayez avec la même clé d’idempotence (Idempotency-Key), ou vérifiez avant de recommencer.';

/** The answer while the database is down, frozen or restarting: 503 with Retry-After, never a 500. */
export function unavailable(c: Context, message = UNAVAILABLE_MESSAGE) {
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return problem(c, 503, message);
}

/**
 * The one error handler of the API: never leaks a stack, always answers JSON-LD. Constraint
 * violations that a resource did not turn into a precise message answer a generic 409; a database
 * that is down or too slow answers 503 with Retry-After.
 */
export function handleApiError(err: Error, c: Context) {
  if (err instanceof ApiError) return problem(c, err.status, err.message, err.violations, err.type, err.extensions);
  if (isDatabaseUnavailable(err)) {
    return unavailable(c, mayHaveCommitted(err) || committedInThisRequest() ? MAY_HAVE_COMMITTED_MESSAGE : UNAVAILABLE_MESSAGE);
  }
  if (isForeignKeyViolation(err)) return problem(c, 409, 'Cette opération est impossible : des données liées l’empêchent.');
  if (isUniqueViolation(err)) return problem(c, 409, 'Cet élément existe déjà.');
  if (err instanceof ZodError) return problem(c, 422, 'Données invalides.', violationsFromZod(err.issues));
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status === 413 ? 'Le corps de la requête est trop volumineux.' : err.message || TITLES[status] || 'Erreur';
    return problem(c, status as ContentfulStatusCode, message);
  }
  console.error('[api] unexpected error on %s %s: %s', c.req.method, c.req.path, err.stack ?? err.message);
  return problem(c, 500, 'Une erreur interne est survenue.');
}
