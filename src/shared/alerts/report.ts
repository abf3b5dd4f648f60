import { isHttpError } from '../api/http-error';
import { errorMessage } from './error-message';
import { pushAlert } from './store';

export interface ReportErrorOptions {
  /** Statuses that raise no alert (e.g. 404 on the customer account lookup, spec part 1 §8). */
  silentStatuses?: number[];
  /** Server messages that raise no alert (prefer `silentProblemTypes`: codes, not texts). */
  silentMessagePrefixes?: string[];
  /** Refusals, by problem type (src/shared/api/problem-types.ts), that raise no alert: the screen shows them. */
  silentProblemTypes?: string[];
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export { errorMessage } from './error-message';

/**
 * Standard failure handling: a danger alert with the server's message (or `fallback`). Errors with
 * violations are left to the form that shows them; aborted requests and silenced errors raise nothing.
 * Returns whether an alert was shown.
 */
export function reportError(error: unknown, fallback: string, options: ReportErrorOptions = {}): boolean {
  if (isAbortError(error)) return false;
  if (isHttpError(error)) {
    if (error.violations.length > 0) return false;
    if (options.silentStatuses?.includes(error.status)) return false;
    if (error.problemType !== undefined && options.silentProblemTypes?.includes(error.problemType)) return false;
  }
  const message = errorMessage(error, fallback);
  if (options.silentMessagePrefixes?.some((prefix) => message.startsWith(prefix))) return false;
  pushAlert('danger', message);
  return true;
}
