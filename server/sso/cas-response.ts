/** The CAS 3.0 `cas:serviceResponse` documents, in XML (default) and JSON (`format=JSON`). */

export type CasErrorCode =
  | 'INVALID_REQUEST'
  | 'INVALID_TICKET_SPEC'
  | 'UNAUTHORIZED_SERVICE_PROXY'
  | 'INVALID_PROXY_CALLBACK'
  | 'INVALID_TICKET'
  | 'INVALID_SERVICE'
  | 'INTERNAL_ERROR'
  | 'UNAUTHORIZED_SERVICE';

/** Attribute values: one string, several (one element each in XML, an array in JSON), or a boolean. */
export type CasAttributes = Record<string, string | boolean | string[]>;

export type CasOutcome =
  | { ok: true; user: string; attributes?: CasAttributes }
  | { ok: false; code: CasErrorCode; description: string };

export type CasFormat = 'XML' | 'JSON';

/** Failures of /proxy are `proxyFailure`, those of the validations `authenticationFailure`. */
export type CasKind = 'authentication' | 'proxy';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

function xmlAttributes(attributes: CasAttributes): string {
  const lines = Object.entries(attributes).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [String(value)]).map((item) => `      <cas:${name}>${escapeXml(item)}</cas:${name}>`),
  );
  return `    <cas:attributes>\n${lines.join('\n')}\n    </cas:attributes>\n`;
}

function xml(outcome: CasOutcome, kind: CasKind): string {
  const body = outcome.ok
    ? `  <cas:authenticationSuccess>\n    <cas:user>${escapeXml(outcome.user)}</cas:user>\n${
        outcome.attributes ? xmlAttributes(outcome.attributes) : ''
      }  </cas:authenticationSuccess>`
    : `  <cas:${kind}Failure code="${outcome.code}">${escapeXml(outcome.description)}</cas:${kind}Failure>`;
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">\n${body}\n</cas:serviceResponse>\n`;
}

function json(outcome: CasOutcome, kind: CasKind): string {
  const response = outcome.ok
    ? { authenticationSuccess: { user: outcome.user, ...(outcome.attributes ? { attributes: outcome.attributes } : {}) } }
    : { [`${kind}Failure`]: { code: outcome.code, description: outcome.description } };
  return JSON.stringify({ serviceResponse: response });
}

/** The body and content type of a CAS answer. */
export function casDocument(outcome: CasOutcome, format: CasFormat, kind: CasKind = 'authentication') {
  return format === 'JSON'
    ? { body: json(outcome, kind), contentType: 'application/json; charset=utf-8' }
    : { body: xml(outcome, kind), contentType: 'application/xml; charset=utf-8' };
}
