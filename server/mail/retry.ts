/** Delivery attempts before a message that keeps meeting temporary failures is given up on. */
export const MAX_ATTEMPTS = 10;
/** Wait before the second attempt; doubled after each failure, up to MAX_BACKOFF_MS (≈ 4 h 30 in all). */
export const FIRST_BACKOFF_MS = 60_000;
export const MAX_BACKOFF_MS = 3_600_000;

/** Wait after the `attempts`-th failed attempt: 1 min, 2, 4, … 1 h. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

export interface FailedAttempt {
  /** A permanent failure (5xx on the message or its recipient) is not tried again. */
  permanent: boolean;
  /** The SMTP server's answer, else the error's message (what staff see). */
  response: string;
}

/** The error fields nodemailer sets (SMTP reply code and text, its own error code). */
interface SmtpError {
  responseCode?: unknown;
  response?: unknown;
  code?: unknown;
  message?: unknown;
}

/**
 * Reads a nodemailer error: a 5xx reply about the message or its recipient is permanent; 4xx replies,
 * connection, DNS, TLS and timeout errors are temporary, and so is a refused authentication (535):
 * that is the server's configuration, not the message — once the credentials are mended it leaves.
 */
export function classifyFailure(error: unknown): FailedAttempt {
  const e = (typeof error === 'object' && error !== null ? error : {}) as SmtpError;
  const code = typeof e.responseCode === 'number' ? e.responseCode : null;
  const text = typeof e.response === 'string' && e.response !== '' ? e.response : typeof e.message === 'string' ? e.message : String(error);
  const permanent = code !== null && code >= 500 && code < 600 && e.code !== 'EAUTH';
  return { permanent, response: text.slice(0, 1000) };
}
