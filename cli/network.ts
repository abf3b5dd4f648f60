/**
 * The fetch the CLI gives the shared API client: every request gets the `--timeout`, and the cause
 * of a network failure (refused, unknown host, TLS, timeout) is kept so the one error handler can
 * say it in French (the client itself only knows "unreachable").
 */
export interface CliFetch {
  fetch: typeof fetch;
  /** The last network failure, in French, if any. */
  lastFailure(): string | null;
}

const TLS_CODES = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|SSL/i;

export function describeNetworkError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `pas de réponse après ${timeoutMs} ms`;
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  const code = cause?.code ?? '';
  if (code === 'ECONNREFUSED') return 'connexion refusée (le serveur est-il démarré ?)';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'nom d’hôte introuvable';
  if (code === 'ECONNRESET') return 'connexion interrompue par le serveur';
  if (TLS_CODES.test(code) || TLS_CODES.test(cause?.message ?? '')) return `certificat TLS refusé (${code || cause?.message})`;
  return cause?.message ?? (error instanceof Error ? error.message : String(error));
}

export function createCliFetch(timeoutMs: number, base: typeof fetch = globalThis.fetch.bind(globalThis)): CliFetch {
  let failure: string | null = null;
  return {
    lastFailure: () => failure,
    fetch: async (input, init) => {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      try {
        const response = await base(input, { ...init, signal });
        failure = null;
        return response;
      } catch (error) {
        if (!init?.signal?.aborted) failure = describeNetworkError(error, timeoutMs);
        throw error;
      }
    },
  };
}
