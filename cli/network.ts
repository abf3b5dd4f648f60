/**
 * The fetch the CLI gives the shared API client: every request gets the `--timeout`, and the cause
 * of a network failure (refused, unknown host, TLS, timeout) is kept so the one error handler can
 * say it in French (the client itself only knows "unreachable").
 */
export interface CliFetch {
  fetch: typeof fetch;
  /** The last network failure, in French, if any. */
  lastFailure(): string | null;
  /**
   * Whether the last network failure means the environment cannot be reached at all (refused, unknown
   * host, TLS), rather than one slow or interrupted answer.
   */
  lastFailureUnreachable(): boolean;
}

const CERTIFICATE_CODES = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY/i;
const TLS_CODES = /ERR_TLS|SSL/i;

export function describeNetworkError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `pas de réponse après ${timeoutMs} ms`;
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  const code = cause?.code ?? '';
  if (code === 'ECONNREFUSED') return 'connexion refusée (le serveur est-il démarré ?)';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'nom d’hôte introuvable';
  if (code === 'ECONNRESET') return 'connexion interrompue par le serveur';
  if (CERTIFICATE_CODES.test(code)) return `certificat TLS refusé (${code})`;
  if (TLS_CODES.test(code) || TLS_CODES.test(cause?.message ?? '')) return `échec de la connexion TLS (${code || cause?.message}) : le serveur parle-t-il HTTPS sur ce port ?`;
  return cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** Refused, unknown host or TLS failure: nothing can be asked of that environment. */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof Error && error.name === 'TimeoutError') return false;
  const code = (error as { cause?: { code?: string } } | null)?.cause?.code ?? '';
  return ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'].includes(code) || CERTIFICATE_CODES.test(code) || TLS_CODES.test(code);
}

export function createCliFetch(timeoutMs: number, base: typeof fetch = globalThis.fetch.bind(globalThis)): CliFetch {
  let failure: string | null = null;
  let unreachable = false;
  return {
    lastFailure: () => failure,
    lastFailureUnreachable: () => failure !== null && unreachable,
    fetch: async (input, init) => {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      try {
        const response = await base(input, { ...init, signal });
        failure = null;
        return response;
      } catch (error) {
        if (!init?.signal?.aborted) {
          failure = describeNetworkError(error, timeoutMs);
          unreachable = isUnreachable(error);
        }
        throw error;
      }
    },
  };
}
