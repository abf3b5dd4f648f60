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
  /**
   * What staff see: the SMTP server's reply as it gave it (« 550 5.1.1 … »), or, when no server
   * answered (connection, name, TLS, time-out), a French sentence saying what to check, with the
   * technical detail in brackets for whoever configures the server.
   */
  response: string;
}

/** The error fields nodemailer sets (SMTP reply code and text, its own error code). */
interface SmtpError {
  responseCode?: unknown;
  response?: unknown;
  code?: unknown;
  message?: unknown;
}

/** French explanations of the failures that are not an SMTP reply, first match wins. */
const NO_REPLY: Array<{ test: (code: string, message: string) => boolean; say: string }> = [
  {
    test: (_code, message) => /certificate|self[- ]signed|unable to verify|altname|CERT_/i.test(message),
    say: 'Le certificat du serveur de messagerie n’est pas valable : la connexion sécurisée est refusée',
  },
  {
    test: (code, message) => code === 'ETLS' || /SSL routines|wrong version number|EPROTO/i.test(message),
    say: 'La connexion sécurisée au serveur de messagerie a échoué : vérifiez le port et le protocole de SMTP_URL (smtp:// ou smtps://)',
  },
  { test: (code, message) => code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(message), say: 'Le serveur de messagerie est introuvable : vérifiez son nom dans SMTP_URL' },
  { test: (_code, message) => /ECONNREFUSED/.test(message), say: 'Le serveur de messagerie refuse la connexion : vérifiez son adresse et son port dans SMTP_URL' },
  { test: (code, message) => code === 'ETIMEDOUT' || /time ?out/i.test(message), say: 'Le serveur de messagerie n’a pas répondu à temps' },
  { test: (code) => code === 'EAUTH', say: 'Le serveur de messagerie refuse les identifiants de SMTP_URL' },
  { test: (_code, message) => /ECONNRESET|socket|closed/i.test(message), say: 'La connexion au serveur de messagerie a été coupée' },
];

/**
 * Reads a nodemailer error: a 5xx reply about the message or its recipient is permanent; 4xx replies,
 * connection, DNS, TLS and timeout errors are temporary, and so is a refused authentication (535):
 * that is the server's configuration, not the message — once the credentials are mended it leaves.
 */
export function classifyFailure(error: unknown): FailedAttempt {
  const e = (typeof error === 'object' && error !== null ? error : {}) as SmtpError;
  const code = typeof e.responseCode === 'number' ? e.responseCode : null;
  const permanent = code !== null && code >= 500 && code < 600 && e.code !== 'EAUTH';
  if (typeof e.response === 'string' && e.response !== '') return { permanent, response: e.response.slice(0, 1000) };
  const detail = (typeof e.message === 'string' ? e.message : String(error)).trim();
  const kind = typeof e.code === 'string' ? e.code : '';
  const known = NO_REPLY.find((entry) => entry.test(kind, detail));
  const sentence = known ? known.say : 'L’envoi au serveur de messagerie a échoué';
  return { permanent, response: `${sentence} (${detail}).`.slice(0, 1000) };
}
