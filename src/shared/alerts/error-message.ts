import { errorText } from '../api/hydra';
import { isHttpError, NETWORK_ERROR_STATUS } from '../api/http-error';

// Apart from report.ts (which pushes alerts through a Valtio store) so that views rendered by the
// embeds can word an error without bundling the alert store.

/** The text to show: the server's message, the network notice, or the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isHttpError(error)) return fallback;
  if (error.status === NETWORK_ERROR_STATUS) return error.message;
  return errorText(error.body) ?? fallback;
}
