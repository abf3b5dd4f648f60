import { isProblem } from '../../shared/api/http-error';
import { PROBLEM_TYPES } from '../../shared/api/problem-types';
import { antsMessages } from './messages';
import { ANTS_ERROR_CODES } from './types';

interface AntsMember {
  status?: number;
  message?: string;
}

/** The first member of an ANTS answer (`hydra:member[0]`), from a success body or an error body. */
export function firstAntsMember(body: unknown): AntsMember | null {
  if (typeof body !== 'object' || body === null) return null;
  const members = (body as { 'hydra:member'?: unknown })['hydra:member'];
  if (!Array.isArray(members) || members.length === 0) return null;
  const first: unknown = members[0];
  return typeof first === 'object' && first !== null ? (first as AntsMember) : null;
}

/**
 * The text of a failed ANTS authentication (spec part 1 §5, §8): status 500 in the first member with
 * ECHEC_AUTHENTIFICATION → check your credentials; another status-500 message → that message as it
 * is; anything else → the default text.
 */
export function antsAuthenticationErrorText(body: unknown): string {
  const member = firstAntsMember(body);
  if (member?.status === 500 && member.message) {
    return member.message.includes(ANTS_ERROR_CODES.authentication) ? antsMessages.credentialsError : member.message;
  }
  return antsMessages.authenticationError;
}

/** A success answer of POST /ants/authenticate that carries an ANTS failure in its first member. */
export function isAntsAuthenticationFailure(body: unknown): boolean {
  return firstAntsMember(body)?.status === 500;
}

/** An ANTS error about the session (spec part 2 §8: SESSION_EXPIREE or DATA_INCONNUE_ID_SESSION), by its problem type. */
export function isAntsSessionError(error: unknown): boolean {
  return isProblem(error, PROBLEM_TYPES.antsSessionLost);
}
