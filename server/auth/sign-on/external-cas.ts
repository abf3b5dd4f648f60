import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** How long Volant waits for the external CAS server's validation answer. */
const VALIDATE_TIMEOUT_MS = 10_000;
/** The longest validation answer Volant reads (a CAS answer is a few kilobytes). */
const MAX_ANSWER_CHARS = 256_000;

export interface CasIdentity {
  user: string;
  attributes: Record<string, unknown>;
}

/**
 * What the external CAS server said about a ticket: an identity; a refusal (its
 * `authenticationFailure` code, e.g. INVALID_TICKET); no answer (network, timeout, HTTP error); or an
 * answer that is neither CAS 3.0 XML nor CAS JSON. `detail` is for the log: it never holds the ticket.
 */
export type CasValidation =
  | { outcome: 'identity'; identity: CasIdentity }
  | { outcome: 'refused'; code: string }
  | { outcome: 'unreachable'; detail: string }
  | { outcome: 'malformed'; detail: string };

/** The members of a CAS 3.0 answer Volant reads, the same in its XML and JSON forms. */
interface CasAnswer {
  serviceResponse?: {
    authenticationSuccess?: { user?: unknown; attributes?: unknown };
    authenticationFailure?: unknown;
  };
}

const ATTRIBUTES_PATH = 'serviceResponse.authenticationSuccess.attributes.';

/**
 * CAS 3.0 XML (protocol appendix: `cas:serviceResponse`, `cas:authenticationSuccess`, `cas:user`,
 * `cas:attributes` whose children may repeat for a multi-valued attribute). Namespace prefixes are
 * dropped, values kept as text, each attribute read as a list.
 */
const xmlParser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  trimValues: true,
  isArray: (_name, jpath) => typeof jpath === 'string' && jpath.startsWith(ATTRIBUTES_PATH),
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An XML element's text: the string itself, or `#text` of an element that also has attributes. */
function textOf(value: unknown): unknown {
  return isRecord(value) ? value['#text'] : value;
}

/** The answer as the object both forms share, or null when it is neither. */
function parseAnswer(body: string): CasAnswer | null {
  const text = body.trim();
  if (text.startsWith('{')) {
    try {
      const answer: unknown = JSON.parse(text);
      return isRecord(answer) ? (answer as CasAnswer) : null;
    } catch {
      return null;
    }
  }
  // No DTD: a CAS answer has none, and its entities are the only way an answer could grow when parsed.
  if (!text.startsWith('<') || /<!DOCTYPE/i.test(text) || XMLValidator.validate(text) !== true) return null;
  const parsed: unknown = xmlParser.parse(text);
  if (!isRecord(parsed)) return null;
  const success = (parsed.serviceResponse as CasAnswer['serviceResponse'])?.authenticationSuccess;
  if (isRecord(success) && isRecord(success.attributes)) {
    const attributes: Record<string, unknown> = Object.fromEntries(
      Object.entries(success.attributes).map(([name, values]) => [name, (values as unknown[]).map(textOf)]),
    );
    return { serviceResponse: { ...(parsed.serviceResponse as object), authenticationSuccess: { ...success, attributes } } };
  }
  return parsed as CasAnswer;
}

/** The refusal's code (CAS 3.0: INVALID_REQUEST, INVALID_TICKET, INVALID_SERVICE…), never its text. */
function failureCode(failure: unknown): string {
  const code = isRecord(failure) ? (failure['@code'] ?? failure.code) : undefined;
  return typeof code === 'string' && /^[A-Z_]{1,64}$/.test(code) ? code : 'INCONNU';
}

/** The answer's meaning: an identity (its attributes flattened to strings or lists), a refusal, or malformed. */
export function readCasAnswer(body: string): CasValidation {
  const answer = parseAnswer(body);
  const response = answer?.serviceResponse;
  if (!isRecord(response)) return { outcome: 'malformed', detail: 'ni XML ni JSON CAS 3.0 (serviceResponse absent)' };
  if (response.authenticationFailure !== undefined) return { outcome: 'refused', code: failureCode(response.authenticationFailure) };
  const success = response.authenticationSuccess;
  const user = isRecord(success) ? textOf(success.user) : undefined;
  if (!isRecord(success) || typeof user !== 'string' || user === '') {
    return { outcome: 'malformed', detail: 'serviceResponse sans authenticationSuccess/user ni authenticationFailure' };
  }
  const attributes = isRecord(success.attributes) ? success.attributes : {};
  return { outcome: 'identity', identity: { user, attributes: { user, ...attributes } } };
}

/**
 * Validates a service ticket against the external CAS server (CAS 3.0 `/p3/serviceValidate`). The
 * request asks for `format=JSON`; servers that ignore it (the protocol's default is XML) are read
 * as XML. The CAS user id is also offered as the attribute `user`, for servers whose user id is
 * the e-mail address.
 */
export async function validateExternalTicket(casUrl: string, service: string, ticket: string): Promise<CasValidation> {
  const url = new URL(`${casUrl}/p3/serviceValidate`);
  url.search = new URLSearchParams({ service, ticket, format: 'JSON' }).toString();
  let body: string;
  try {
    const res = await fetch(url, {
      headers: { Accept: 'application/json, application/xml;q=0.9, text/xml;q=0.9' },
      signal: AbortSignal.timeout(VALIDATE_TIMEOUT_MS),
    });
    if (!res.ok) {
      await res.body?.cancel();
      return { outcome: 'unreachable', detail: `HTTP ${res.status}` };
    }
    body = await res.text();
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { outcome: 'unreachable', detail: `${error instanceof Error ? error.message : String(error)}${cause}` };
  }
  if (body.length > MAX_ANSWER_CHARS) return { outcome: 'malformed', detail: `réponse de ${body.length} caractères` };
  return readCasAnswer(body);
}
