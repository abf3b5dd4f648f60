/** How long Volant waits for the external CAS server's validation answer. */
const VALIDATE_TIMEOUT_MS = 10_000;

export interface CasIdentity {
  user: string;
  attributes: Record<string, unknown>;
}

interface CasJsonAnswer {
  serviceResponse?: {
    authenticationSuccess?: { user?: unknown; attributes?: Record<string, unknown> };
    authenticationFailure?: { code?: unknown; description?: unknown };
  };
}

export class CasUnavailableError extends Error {}

/**
 * Validates a service ticket against the external CAS server (CAS 3.0 `/p3/serviceValidate` with
 * `format=JSON`): the identity it names, or null when the server refuses the ticket. The CAS user id
 * is also offered as the attribute `user`, for servers whose user id is the e-mail address.
 */
export async function validateExternalTicket(casUrl: string, service: string, ticket: string): Promise<CasIdentity | null> {
  const url = new URL(`${casUrl}/p3/serviceValidate`);
  url.search = new URLSearchParams({ service, ticket, format: 'JSON' }).toString();
  let answer: CasJsonAnswer;
  try {
    const res = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(VALIDATE_TIMEOUT_MS) });
    if (!res.ok) throw new CasUnavailableError(`HTTP ${res.status}`);
    answer = (await res.json()) as CasJsonAnswer;
  } catch (error) {
    if (error instanceof CasUnavailableError) throw error;
    throw new CasUnavailableError(error instanceof Error ? error.message : String(error));
  }
  const success = answer.serviceResponse?.authenticationSuccess;
  if (!success || typeof success.user !== 'string' || success.user === '') return null;
  return { user: success.user, attributes: { user: success.user, ...(success.attributes ?? {}) } };
}
