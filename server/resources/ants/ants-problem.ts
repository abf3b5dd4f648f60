import { ANTS_ERROR_CODES } from '../../../src/modules/ants/types';
import { PROBLEM_TYPES, type ProblemType } from '../../../src/shared/api/problem-types';
import { ApiError } from '../../core/errors';
import { AntsFailure } from '../../simulators/ants';

/** Spec part 1 §5: the text shown for a refused ANTS authentication. */
export const ANTS_CREDENTIALS_ERROR = 'Vérifiez votre identifiant, mot de passe et numéro d’agrément.';

/**
 * An ANTS refusal as the API answers it. Authentication failures carry ANTS's own answer in
 * `hydra:member` (first member: status 500 and the ANTS message) so the front end applies the
 * spec's rule; session errors keep ANTS's code at the start of the message and carry the problem type
 * the front reacts to (it reconnects).
 */
export function antsProblem(failure: AntsFailure): ApiError {
  const member = [{ status: failure.antsStatus, message: failure.code === ANTS_ERROR_CODES.authentication ? failure.code : failure.message }];
  let status: 400 | 409 | 503 = 409;
  let detail = failure.message;
  let type: ProblemType | undefined;
  if (failure.code === ANTS_ERROR_CODES.authentication) {
    status = 400;
    detail = ANTS_CREDENTIALS_ERROR;
  } else if (failure.code === 'SERVICE_INDISPONIBLE') {
    status = 503;
  } else if (failure.code === ANTS_ERROR_CODES.sessionExpired || failure.code === ANTS_ERROR_CODES.unknownSession) {
    detail = `${failure.code} : ${failure.message}`;
    type = PROBLEM_TYPES.antsSessionLost;
  }
  return new ApiError(status, detail, [], type, { 'hydra:member': member });
}

/** A handler whose ANTS failures are answered as ANTS problems (every route that talks to ANTS). */
export function talksToAnts<Args extends unknown[], Output>(handle: (...args: Args) => Promise<Output>): (...args: Args) => Promise<Output> {
  return async (...args) => {
    try {
      return await handle(...args);
    } catch (err) {
      throw err instanceof AntsFailure ? antsProblem(err) : err;
    }
  };
}
