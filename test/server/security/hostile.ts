// Hostile inputs and the rules their answers must follow, shared by the in-process suite
// (test/server/security/hostile.test.ts, SQLite and PostgreSQL) and the one against the built server.

import type { ApiRoute, Send } from './registry';

/** Strings a careful API stores as data (or refuses), never runs: SQL, HTML, templates, paths. */
export const INJECTIONS: readonly string[] = [
  "' OR '1'='1",
  "'; DROP TABLE learners; --",
  '" OR ""="',
  "%' UNION SELECT password_hash, email FROM users --",
  "1' AND (SELECT pg_sleep(3)) IS NULL --",
  '<script>alert("volant")</script>',
  '<img src=x onerror="alert(1)">',
  '{{constructor.constructor("return process")()}}',
  '${7*7}',
  '../../../../etc/passwd',
];

/** Unicode a French back office meets or is attacked with; all must be stored as sent or refused. */
export const UNICODE_EDGES: readonly string[] = [
  'Zoë Ñúñez-Çà’œ',
  '🚗🚦 Élève 👩🏽‍🏫',
  'e\u0301cole (accent combinant)',
  '\u202egnp.exe',
  '\ufeffBOM',
  'İstanbul ß ǅ ﬁ',
  '\u200b\u200c\u200d',
];

/** Characters no text field of Volant may hold: NUL, unpaired surrogates, other C0 controls. */
export const FORBIDDEN_TEXT: readonly string[] = ['a\u0000b', '\ud800', 'x\udfffy', 'bell\u0007'];

/** Values of the wrong type for any field. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  -1,
  1.5,
  1e308,
  '',
  [],
  {},
  [1, 2, 3],
  { $ne: null },
  '/api/learners/99999999999999999999',
  99_999_999_999,
  -99_999_999_999,
];

/** A string far beyond any text field of the API (but under the 1 Mo body limit). */
export const HUGE_STRING = 'é'.repeat(300_000);

/** Bodies that are not JSON objects at all, or not JSON. */
export const MALFORMED_BODIES: readonly string[] = [
  '{"a":',
  '{"a":1}}',
  "{'a': 1}",
  'nul',
  '[',
  '\u0000',
  '{"a":"\\ud800"}',
  '',
];

export const NON_OBJECT_BODIES: readonly unknown[] = [[], 'texte', 42, null, true, [{}]];

/** Fields no client may set: the server decides them. */
export const MASS_ASSIGNED: Readonly<Record<string, unknown>> = {
  id: 999_999,
  '@id': '/api/learners/1',
  structure: '/api/structures/2',
  structureId: 2,
  status: 7,
  number: 'F-2099-99999',
  createdAt: '2000-01-01T00:00:00Z',
  isAdmin: true,
  role: 'ADMIN',
};

/** Arrays and objects nested 10 000 deep (a recursive walk of them overflows the stack). */
export const DEEP_BODIES: readonly string[] = [
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
  `{"name":${'['.repeat(65)}${']'.repeat(65)}}`,
];

/** Bodies whose keys reach a prototype, at the top or deep down (each refused with a 400). */
export const PROTOTYPE_BODIES: readonly string[] = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"lines":[{"label":"x","__proto__":{"polluted":true}}]}',
];

/** Query parameters whose names reach a prototype or an inherited member (each refused with a 400). */
export const PROTOTYPE_QUERIES: readonly string[] = [
  'order[__proto__]=asc',
  'order[constructor]=desc',
  '__proto__=1',
  '__proto__[polluted]=1',
  'constructor=1',
  'constructor[prototype][polluted]=1',
  'prototype=1',
];

/** A body that tries to pollute Object.prototype through JSON keys (sent as raw text). */
export const PROTOTYPE_POLLUTION = '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}';

/** A request of `route` with the caller's token and a raw body (JSON, merge-patch for PATCH, unless told). */
export function requestInit(route: Pick<ApiRoute, 'method'>, token: string | null, body?: string, contentType?: string): RequestInit {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = contentType ?? (route.method === 'PATCH' ? 'application/merge-patch+json' : 'application/json');
  return { method: route.method, headers, ...(body === undefined ? {} : { body }) };
}

/** Field names of a route's payload: the violations of an empty body, or the keys of the row it edits (`row`). */
export async function payloadFields(send: Send, route: ApiRoute, path: string, token: string, row: object | undefined): Promise<string[]> {
  const names = new Set<string>();
  const res = await send(path, requestInit(route, token, '{}'));
  if (res.status === 422) {
    const body = (await res.json()) as { violations?: Array<{ propertyPath: string }> };
    for (const v of body.violations ?? []) if (v.propertyPath) names.add(v.propertyPath.split('.')[0]!);
  } else await res.body?.cancel();
  if (row) for (const key of Object.keys(row)) if (!key.startsWith('@') && key !== 'id') names.add(key);
  if (names.size === 0) names.add('name');
  return [...names].slice(0, 12);
}

/** One hostile body for a route: what it is, the raw text, and whether a 2xx is a failure. */
export type HostileBody = readonly [what: string, body: string, mustRefuse: boolean];

/** A value wrong for every field type of the API (objects with `$` keys, numbers no id can reach). */
function mustRefuseWrongType(value: unknown): boolean {
  if (typeof value === 'number') return value > 2_147_483_647;
  return typeof value === 'object' && value !== null && !Array.isArray(value) && '$ne' in value;
}

/** Bodies that are no payload at all: malformed, not an object, nested 10 000 deep, keyed by `__proto__`. */
export function shapelessBodies(): HostileBody[] {
  return [
    ...[...MALFORMED_BODIES, ...NON_OBJECT_BODIES.map((b) => JSON.stringify(b)), PROTOTYPE_POLLUTION].map((b): HostileBody => [`malformed ${JSON.stringify(b).slice(0, 30)}`, b, true]),
    ...[...DEEP_BODIES, ...PROTOTYPE_BODIES].map((b): HostileBody => [`shapeless ${b.slice(0, 30)}`, b, true]),
  ];
}

/** Payloads over a route's `fields`: every field at once with wrong types, huge, forbidden and odd texts; mass assignment. */
export function fieldBodies(fields: readonly string[]): HostileBody[] {
  const all = (value: unknown) => JSON.stringify(Object.fromEntries(fields.map((f) => [f, value])));
  const attempts: HostileBody[] = [];
  for (const value of WRONG_TYPES) attempts.push([`all fields = ${JSON.stringify(value)}`, all(value), mustRefuseWrongType(value)]);
  attempts.push(['huge strings', all(HUGE_STRING), true]);
  for (const value of FORBIDDEN_TEXT) attempts.push([`forbidden ${JSON.stringify(value)}`, all(value), true]);
  for (const value of [...INJECTIONS, ...UNICODE_EDGES]) attempts.push([`odd ${value.slice(0, 20)}`, all(value), false]);
  attempts.push(['an empty object', '{}', false]);
  attempts.push(['mass-assigned fields', JSON.stringify({ ...Object.fromEntries(fields.map((f) => [f, 'x'])), ...MASS_ASSIGNED }), true]);
  return attempts;
}

/** Values tried in one field at a time (the others absent). */
const ONE_FIELD_VALUES: readonly unknown[] = [{ $ne: null }, 'a\u0000b', 1e308, -1, '=HYPERLINK("http://evil.test")', "' OR '1'='1", [[[]]], ''];

/** One hostile value in one field at a time. */
export function oneFieldBodies(fields: readonly string[]): HostileBody[] {
  return fields.flatMap((field) => ONE_FIELD_VALUES.map((value): HostileBody => [`${field} = ${JSON.stringify(value).slice(0, 20)}`, JSON.stringify({ [field]: value }), false]));
}

/** Query strings for every collection: bad pages and page sizes. */
export const BAD_PAGING: readonly string[] = [
  'page=-1',
  'page=0',
  'page=1.5',
  'page=1e3',
  'page=abc',
  'page=99999999999999999999',
  'page=1000001',
  'itemsPerPage=-5',
  'itemsPerPage=0',
  'itemsPerPage=1e9',
  'itemsPerPage=99999999999999999999',
  'itemsPerPage=abc',
  'page=%00',
];

/** Query strings that must be harmless (data or a 4xx): injections in search, order and filters. */
export const ODD_QUERIES: readonly string[] = [
  `simplesearch=${encodeURIComponent("' OR '1'='1")}`,
  `simplesearch=${encodeURIComponent('%')}`,
  `simplesearch=${encodeURIComponent('_')}`,
  `simplesearch=${encodeURIComponent('a\u0000b')}`,
  `simplesearch=${'x'.repeat(5000)}`,
  `order[${encodeURIComponent('id; DROP TABLE users')}]=asc`,
  'order[id]=sideways',
  'agency=99999999999999',
  'agence=99999999999999&groupe=99999999999999&structure=99999999999999&type[]=99999999999',
  'agency=-1',
  'agency[]=1&agency[]=abc',
  'learner=%27%20OR%201%3D1',
  'date[after]=2026-13-45',
  'totalPriceTtc[gte]=1e308',
  'totalPriceTtc[lte]=NaN',
  'id[gte]=1e400',
  'structureId=1',
  // Names of Object.prototype's members: unknown parameters, ignored like any other.
  'order[toString]=asc',
  'toString[gte]=1',
  'hasOwnProperty=1',
  'valueOf[before]=2026-01-01',
  'isPrototypeOf[]=1',
];

/** Path parameter values that name no row: each must be a 4xx. */
export const BAD_IDS: readonly string[] = [
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '2147483648',
  '999999999999999',
  'abc',
  '%00',
  '1%20OR%201%3D1',
  '..%2F..%2Fetc%2Fpasswd',
  '%E0%A4%A',
  '9'.repeat(5000),
];

/** Headers every answer of the server carries (server/core/security-headers.ts). */
export const SECURITY_HEADERS: Readonly<Record<string, RegExp>> = {
  // Uploaded files are answered with a sandbox policy of their own (`uploadedFileHeaders`).
  'content-security-policy': /default-src '(self|none)'/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^same-origin$/,
  'strict-transport-security': /max-age=/,
};

export interface Verdict {
  ok: boolean;
  why?: string;
}

/**
 * The rules of every answer to a hostile request: never a 5xx; a 4xx is a JSON-LD error with a
 * text (`detail`); the security headers are there. `mustRefuse`: a 2xx is a failure too.
 */
export async function judge(response: Response, mustRefuse: boolean): Promise<Verdict> {
  const text = await response.text();
  for (const [name, pattern] of Object.entries(SECURITY_HEADERS)) {
    if (!pattern.test(response.headers.get(name) ?? '')) return { ok: false, why: `${response.status}, header ${name} missing` };
  }
  if (response.status >= 500) return { ok: false, why: `${response.status} ${text.slice(0, 160)}` };
  if (response.status < 400) return mustRefuse ? { ok: false, why: `accepted (${response.status}) ${text.slice(0, 120)}` } : { ok: true };
  if (!/json/.test(response.headers.get('content-type') ?? '')) return { ok: false, why: `${response.status} not JSON: ${text.slice(0, 80)}` };
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { ok: false, why: `${response.status} unreadable JSON` };
  }
  const type = body['@type'];
  if (type !== 'hydra:Error' && type !== 'ConstraintViolationList') return { ok: false, why: `${response.status} @type ${String(type)}` };
  if (typeof body.detail !== 'string' || body.detail.length === 0) return { ok: false, why: `${response.status} without detail` };
  return { ok: true };
}
