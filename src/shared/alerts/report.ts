import { errorText } from '../api/hydra';
import { isHttpError, NETWORK_ERROR_STATUS } from '../api/http-error';
import { pushAlert } from './store';

export interface ReportErrorOptions {
  /** Statuses that raise no alert (e.g. 404 on the customer account lookup, spec part 1 §8). */
  silentStatuses?: number[];
  /** Server messages that raise no alert (e.g. 'La suppression de cette TVA n'est pas autorisée'). */
  silentMessagePrefixes?: string[];
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The text to show: the server's message, the network notice, or the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isHttpError(error)) return fallback;
  if (error.status === NETWORK_ERROR_STATUS) return error.message;
  return errorText(error.body) ?? fallback;
}

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
  }
  const message = errorMessage(error, fallback);
  if (options.silentMessagePrefixes?.some((prefix) => message.startsWith(prefix))) return false;
  pushAlert('danger', message);
  return true;
}
