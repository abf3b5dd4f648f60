// The route registry of the reference server, for the suites that must cover every endpoint
// (hostile input, isolation, permissions): the routes come from the Hono app itself, so an endpoint
// added by any area is covered without editing the suites. What cannot be inferred from the app
// (which row a path parameter designates when no IRI names it) lives in small explicit tables that
// fail loudly when a new route is missing from them.
import type { Hono } from 'hono';
import { inspectRoutes } from 'hono/dev';
import { isPublicApiPath } from '../../../server/core/auth-middleware';
import type { AppEnv } from '../../../server/core/env';

/** One endpoint: a method and a path pattern as Hono registered it (`/api/learners/:id{[0-9]+}`). */
export interface ApiRoute {
  method: string;
  path: string;
  /** `METHOD path`, the key of every table below. */
  key: string;
  /** Names of the path parameters, in order. */
  params: string[];
  /** Called without a token (login, refresh, version, `public` URLs). */
  isPublic: boolean;
}

/** Sends one request to the server under test (in-process `app.request` or `fetch` over loopback). */
export type Send = (path: string, init?: RequestInit) => Promise<Response> | Response;

const PARAM = /:(\w+)(\{[^}]*\})?/g;
const CATCH_ALL = 'ALL /api/*';

/** Every handler of the app (middlewares left out), once per method and path. */
export function appRoutes(app: Hono<AppEnv>): ApiRoute[] {
  const seen = new Set<string>();
  const routes: ApiRoute[] = [];
  for (const route of inspectRoutes(app)) {
    if (route.isMiddleware) continue;
    const key = `${route.method} ${route.path}`;
    if (seen.has(key) || key === CATCH_ALL) continue;
    seen.add(key);
    routes.push({
      method: route.method,
      path: route.path,
      key,
      params: [...route.path.matchAll(PARAM)].map((m) => m[1]!),
      isPublic: isPublicApiPath(route.path.replace(PARAM, 'x')),
    });
  }
  return routes;
}

/** The routes of the JSON API (under /api, and its entrypoint /api). */
export function apiRoutes(app: Hono<AppEnv>): ApiRoute[] {
  return appRoutes(app).filter((route) => route.path === '/api' || route.path.startsWith('/api/'));
}

/** A regular expression matching the concrete paths of a route pattern. */
export function routeRegExp(path: string): RegExp {
  let source = '';
  let last = 0;
  for (const match of path.matchAll(PARAM)) {
    source += escapeRegExp(path.slice(last, match.index));
    source += match[2] ? `(${match[2].slice(1, -1)})` : '([^/]+)';
    last = match.index + match[0].length;
  }
  source += escapeRegExp(path.slice(last));
  return new RegExp(`^${source}$`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The concrete path of a route with its parameters replaced by `values` (in order). */
export function fillPath(route: ApiRoute, values: readonly string[]): string {
  let i = 0;
  return route.path.replace(PARAM, () => encodeURIComponent(values[i++] ?? ''));
}

// ---------------------------------------------------------------------------------------------
// Discovery: what a signed-in user of a structure can read, found by walking the API like a client.

/** What one user's walk through the API found: the IRIs and objects of their structure. */
export interface Crawl {
  /** Every IRI seen in an answer (`/api/learners/12`), as `@id` or as a relation. */
  iris: Set<string>;
  /** Objects that carry an `@id`, by IRI. */
  objects: Map<string, Record<string, unknown>>;
  /** Every string value seen (for leak detection). */
  strings: Set<string>;
  /** Requests sent during the walk. */
  requests: number;
}

const IRI = /^\/api\/[\w./-]*\d[\w./-]*$/;

/** Keys whose values name a type or a context, not data. */
const NOT_DATA = new Set(['@type', '@context']);

function collect(value: unknown, crawl: Crawl): void {
  if (typeof value === 'string') {
    crawl.strings.add(value);
    if (IRI.test(value)) crawl.iris.add(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collect(item, crawl);
    return;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const id = record['@id'];
    if (typeof id === 'string' && IRI.test(id) && !crawl.objects.has(id)) crawl.objects.set(id, record);
    for (const [key, item] of Object.entries(record)) if (!NOT_DATA.has(key)) collect(item, crawl);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) {
    await response.body?.cancel();
    return undefined;
  }
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Reads every parameterless collection and resource the user may GET, then up to `perPrefix` items of
 * each kind of IRI found, and gathers IRIs, objects and strings. Read-only: only GET is sent.
 */
export async function crawlAs(send: Send, token: string, routes: readonly ApiRoute[], perPrefix = 3): Promise<Crawl> {
  const crawl: Crawl = { iris: new Set(), objects: new Map(), strings: new Set(), requests: 0 };
  const get = async (path: string) => {
    crawl.requests += 1;
    const response = await send(path, { headers: { Authorization: `Bearer ${token}` } });
    if (response.status !== 200) {
      await response.body?.cancel();
      return;
    }
    collect(await readJson(response), crawl);
  };
  for (const route of routes) {
    if (route.method !== 'GET' || route.params.length > 0 || route.isPublic) continue;
    await get(route.path);
  }
  const visited = new Set<string>();
  for (let depth = 0; depth < 2; depth += 1) {
    const byPrefix = new Map<string, number>();
    for (const iri of [...crawl.iris].sort()) {
      if (visited.has(iri)) continue;
      const prefix = iri.replace(/\/[^/]*$/, '');
      const count = byPrefix.get(prefix) ?? 0;
      if (count >= perPrefix) continue;
      byPrefix.set(prefix, count + 1);
      visited.add(iri);
      await get(iri);
    }
  }
  return crawl;
}

/** The concrete paths of a route that the crawl's IRIs name (e.g. `/api/learners/12` for `/api/learners/:id`). */
export function pathsFromIris(route: ApiRoute, crawl: Crawl, limit = 3): string[] {
  if (route.params.length === 0) return [route.path];
  const pattern = routeRegExp(route.path);
  const found: string[] = [];
  for (const iri of [...crawl.iris].sort()) {
    if (pattern.test(iri)) found.push(iri);
    if (found.length >= limit) break;
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Path parameters that no IRI names. Everything else is inferred: a route whose path matches IRIs
// seen in answers (`/api/learners/:id` ← `/api/learners/12`), or whose path up to its last parameter
// does (`/api/accounting/invoices/:id/pdf` ← `/api/accounting/invoices/7`).

/** Where the value of a route's path parameter comes from. */
export type ParamSource =
  /** The ids of the IRIs under this collection path (`/api/learners` → 12 of `/api/learners/12`). */
  | { ids: string }
  /** A field of the objects whose IRI is under this path (`uuid` of the quotations). */
  | { field: string; of: string }
  /** Fixed values (an enumeration of the API). */
  | { values: string[] }
  /** The demo data has no such row: the route is still sent hostile ids, but no real one. */
  | { absent: string };

/** The learner API's files: staff tokens never open them; their attack is test/server/security/learner-sweep.test.ts. */
const LEARNER_ONLY = 'la route de l’élève : seul un compte élève l’ouvre, sur ses propres lignes (learner-sweep.test.ts l’attaque avec les lignes des autres)';

/** Signature at a distance: requests exist once a contract is sent, and their link is only e-mailed (hashed at rest). */
const SIGNATURE_SENT = 'les demandes de signature n’existent qu’une fois un contrat envoyé (test/server/signature/ les attaque)';
const SIGNATURE_LINK = 'le lien de signature n’est connu que de l’e-mail qui le porte, haché en base (test/server/signature/ essaie des liens faux, usés et expirés)';

export const PARAM_SOURCES: Readonly<Record<string, ParamSource>> = {
  'GET /api/users/:id{[0-9]+}': { ids: '/api/team-members' },
  'PATCH /api/users/:id{[0-9]+}': { ids: '/api/team-members' },
  'PATCH /api/users/change-password/:id{[0-9]+}': { ids: '/api/team-members' },
  'POST /api/simulators/ants/demandes/:idDemande{[A-Za-z0-9_-]+}/advance': { absent: 'les demandes ANTS n’existent qu’après une connexion à l’ANTS simulée' },
  'DELETE /api/private-operators/favorite-exam-center/:id{[0-9]+}': { absent: 'aucun centre d’examen favori dans les données de démonstration' },
  'PATCH /api/private-operators/toggle-registration-status/:id{[0-9]+}': { ids: '/api/private-operators/registration' },
  'PATCH /api/structure/structure-allow-student-use/:id{[0-9]+}': { ids: '/api/structure/structure' },
  'PATCH /api/structure/structure-configuration/:id{[0-9]+}': { ids: '/api/structure/structure' },
  'GET /api/agency/can-added-auto-config/:agency{[0-9]+}': { ids: '/api/agencies' },
  'GET /api/agency/config/:id{[0-9]+}': { ids: '/api/agencies' },
  'PATCH /api/agency/config/:id{[0-9]+}': { ids: '/api/agencies' },
  'GET /api/global-config/agency/:id{[0-9]+}': { ids: '/api/agencies' },
  'DELETE /api/plannings/planning_profiles/:id{[0-9]+}': { ids: '/api/plannings/planning-profile' },
  'PATCH /api/plannings/slot/:id{[0-9]+}': { ids: '/api/plannings/slots' },
  'DELETE /api/plannings/slot/:id{[0-9]+}': { ids: '/api/plannings/slots' },
  'GET /api/plannings/slot-convocation-pdf/:slotId{[0-9]+}': { ids: '/api/plannings/slots' },
  'GET /api/plannings/slot-attendance-sheet-pdf/:slotId{[0-9]+}': { ids: '/api/plannings/slots' },
  'GET /api/plannings/slot-attendance-sheet-by-learner-pdf/:learnerId{[0-9]+}': { ids: '/api/learners' },
  'GET /api/plannings/slot-rdv/:agenda{[0-9]+}': { ids: '/api/plannings/agendas' },
  'PATCH /api/learner-archive/:id{[0-9]+}': { ids: '/api/learners' },
  'GET /api/learner/hours/:id{[0-9]+}': { ids: '/api/learners' },
  'GET /api/learner/details/:id{[0-9]+}': { ids: '/api/learners' },
  'GET /api/learner/balance/:id{[0-9]+}': { ids: '/api/learners' },
  'GET /api/learner/photo/:id{[0-9]+}': { ids: '/api/learners' },
  'POST /api/learner/photo/:id{[0-9]+}': { ids: '/api/learners' },
  'DELETE /api/learner/photo/:id{[0-9]+}': { ids: '/api/learners' },
  'PATCH /api/student-tracking/service-journals-used/:id{[0-9]+}': { ids: '/api/student-tracking/service-journals' },
  'DELETE /api/document/document-delete/:id{[0-9]+}': { ids: '/api/document/document' },
  'GET /api/contracts/contract-document-by-type/:category{[A-Za-z0-9_-]+}': { values: ['contract', 'amendment'] },
  'GET /api/contracts/Learner-contract-data/:id{[0-9]+}': { ids: '/api/learners' },
  'GET /api/contracts/contract-amendment-data/:id{[0-9]+}': { ids: '/api/contracts/learner-contract' },
  'PATCH /api/contracts/contract-amendment/:id{[0-9]+}': { absent: 'aucun avenant dans les données de démonstration' },
  'DELETE /api/contracts/contract-amendment/:id{[0-9]+}': { absent: 'aucun avenant dans les données de démonstration' },
  'GET /api/materials/assets/:id{[0-9]+}/file': { absent: 'aucun fichier de ressource matérielle dans les données de démonstration' },
  'GET /api/roles/admin/accounts/:id{[0-9]+}': { ids: '/api/roles/accounts' },
  'GET /api/public/links/:id{[0-9]+}/file': { ids: '/api/links' },
  'PATCH /api/softwares/settings/:key{[A-Za-z0-9_-]+}': { values: ['avisSolution'] },
  'POST /api/imports/:kind{[A-Za-z0-9_-]+}/preview': { values: ['learners'] },
  'POST /api/imports/:kind{[A-Za-z0-9_-]+}': { values: ['learners'] },
  'GET /api/exports/:id{[0-9]+}': { absent: 'les exports n’existent qu’une fois demandés' },
  'GET /api/mail/outbox-emails/:id{[0-9]+}': { absent: 'les e-mails de documents n’existent qu’une fois envoyés (test/server/api/self-description.test.ts en lit un)' },
  'POST /api/mail/outbox-emails/:id{[0-9]+}/retry': { absent: 'les e-mails de documents n’existent qu’une fois envoyés (test/server/mail/ les renvoie)' },
  'GET /api/exports/:id{[0-9]+}/file': { absent: 'les exports n’existent qu’une fois demandés' },
  'PATCH /api/billing/customer-account/:id{[0-9]+}': { absent: 'les comptes clients ne sont lus qu’avec ?agence=' },
  'PATCH /api/accounting/invoices/update-information/:id{[0-9]+}': { ids: '/api/accounting/invoices' },
  'DELETE /api/invoices/:id{[0-9]+}': { ids: '/api/accounting/invoices' },
  'GET /api/accounting/public/quotation-details/:uuid{[A-Za-z0-9_-]+}': { field: 'uuid', of: '/api/accounting/quotations' },
  'GET /api/accounting/public/quotation-pdf/:uuid{[A-Za-z0-9_-]+}': { field: 'uuid', of: '/api/accounting/quotations' },
  'GET /api/plannings/public/:key{[A-Za-z0-9_-]+}': { field: 'key', of: '/api/plannings/shares' },
  'GET /api/plannings/public/:key{[A-Za-z0-9_-]+}/slots': { field: 'key', of: '/api/plannings/shares' },
  'PATCH /api/kopilote/pushes/:id{[0-9]+}': { ids: '/api/pushes' },
  'GET /api/contexts/:class{[A-Za-z0-9_-]+}': { values: ['Collection', 'Error', 'Entrypoint', 'Tva', 'Learner'] },
  'DELETE /api/kopilote/pushes/:id{[0-9]+}': { ids: '/api/pushes' },
  'GET /api/learner-invitations/:id{[0-9]+}': { ids: '/api/learners' },
  'POST /api/learner-invitations/:id{[0-9]+}': { ids: '/api/learners' },
  'DELETE /api/learner-invitations/:id{[0-9]+}': { ids: '/api/learners' },
  'GET /api/contracts/signature-requests/:id{[0-9]+}/evidence': { absent: SIGNATURE_SENT },
  'GET /api/contracts/signature-requests/:id{[0-9]+}/signed-pdf': { absent: SIGNATURE_SENT },
  'GET /api/contracts/public/signature/:token{[A-Za-z0-9_-]+}': { absent: SIGNATURE_LINK },
  'GET /api/contracts/public/signature/:token{[A-Za-z0-9_-]+}/pdf': { absent: SIGNATURE_LINK },
  'POST /api/contracts/public/signature/:token{[A-Za-z0-9_-]+}/code': { absent: SIGNATURE_LINK },
  'POST /api/contracts/public/signature/:token{[A-Za-z0-9_-]+}/sign': { absent: SIGNATURE_LINK },
  'GET /api/me/contracts/:id{[0-9]+}/pdf': { absent: LEARNER_ONLY },
  'GET /api/me/amendments/:id{[0-9]+}/pdf': { absent: LEARNER_ONLY },
  'GET /api/me/invoices/:id{[0-9]+}/pdf': { absent: LEARNER_ONLY },
  'GET /api/me/receipts/:id{[0-9]+}/pdf': { absent: LEARNER_ONLY },
  'GET /api/me/documents/:id{[0-9]+}/file': { absent: LEARNER_ONLY },
};

/** Concrete paths, each with the IRI of the row it names (null for a fixed value). */
export type Targets = { paths: string[]; rows: Array<string | null> } | { absent: string };

const itemIri = (prefix: string) => new RegExp(`^${escapeRegExp(prefix)}/(\\d+)$`);

/**
 * Concrete paths of a route on rows the crawl found (at most `limit`). Throws when a route with
 * parameters is neither named by an IRI nor listed in PARAM_SOURCES: add it there.
 */
export function targetPaths(route: ApiRoute, crawl: Crawl, limit = 2): Targets {
  if (route.params.length === 0) return { paths: [route.path], rows: [null] };
  const direct = pathsFromIris(route, crawl, limit);
  if (direct.length > 0) return { paths: direct, rows: direct };
  const source = PARAM_SOURCES[route.key];
  if (source) return fromSource(route, source, crawl, limit);
  // `/x/:id/action`: the IRIs of `/x/:id`, with the action appended.
  const lastParam = [...route.path.matchAll(PARAM)].at(-1)!;
  const end = lastParam.index + lastParam[0].length;
  const suffix = route.path.slice(end);
  if (suffix) {
    const base = { ...route, path: route.path.slice(0, end) };
    const rows = pathsFromIris(base, crawl, limit);
    if (rows.length > 0) return { paths: rows.map((p) => p + suffix), rows };
  }
  throw new Error(
    `${route.key}: no IRI of the API names its parameters — add the route to PARAM_SOURCES (test/server/security/registry.ts)`,
  );
}

function fromSource(route: ApiRoute, source: ParamSource, crawl: Crawl, limit: number): Targets {
  if ('absent' in source) return source;
  let found: Array<[value: string, row: string | null]>;
  if ('values' in source) found = source.values.map((value) => [value, null]);
  else if ('ids' in source) {
    const pattern = itemIri(source.ids);
    found = [...crawl.iris].sort().flatMap((iri) => {
      const id = pattern.exec(iri)?.[1];
      return id ? [[id, iri] as [string, string]] : [];
    });
  } else {
    const pattern = itemIri(source.of);
    found = [...crawl.objects.entries()]
      .filter(([iri, object]) => pattern.test(iri) && typeof object[source.field] === 'string')
      .map(([iri, object]) => [object[source.field] as string, iri]);
  }
  if (found.length === 0) throw new Error(`${route.key}: PARAM_SOURCES gives no value in this crawl`);
  const chosen = found.slice(0, limit);
  return { paths: chosen.map(([value]) => fillPath(route, [value])), rows: chosen.map(([, row]) => row) };
}

// ---------------------------------------------------------------------------------------------
// Leak detection: what one structure's walk found that the other's did not.

export interface Canaries {
  /** Identifying texts of the structure (names, e-mails, numbers, addresses…), as they appear in JSON. */
  texts: string[];
  /** IRIs of its rows. */
  iris: Set<string>;
}

const DATE_LIKE = /^\d{4}-\d{2}/;
/** Codes of enumerations (ENVOYEE, pending_validation): shared vocabulary, not a structure's data. */
const CODE_LIKE = /^[A-Z0-9_]+$|^[a-z0-9_]+$/;

/**
 * The texts and IRIs of `own` that `other` never saw: reference data both structures read (trainings,
 * document types, permissions…) drops out, what is left identifies `own`'s rows.
 */
export function canariesOf(own: Crawl, other: Crawl): Canaries {
  const texts = [...own.strings].filter(
    (s) => s.length >= 4 && /[\p{L}\d]/u.test(s) && !DATE_LIKE.test(s) && !CODE_LIKE.test(s) && !other.strings.has(s) && !s.startsWith('/api/'),
  );
  const iris = new Set([...own.iris].filter((iri) => !other.iris.has(iri)));
  // As whole JSON strings: « Martin » leaks, « Martinez » (another person) does not.
  return { texts: texts.map((s) => JSON.stringify(s)), iris };
}

/** The canaries present in an answer's text (at most a few, for the report). */
export function leaksIn(text: string, canaries: Canaries): string[] {
  const found: string[] = [];
  for (const value of canaries.texts) {
    if (text.includes(value)) found.push(value);
    if (found.length >= 3) return found;
  }
  for (const match of text.matchAll(/"(\/api\/[^"?#]+)"/g)) {
    if (canaries.iris.has(match[1]!)) found.push(match[1]!);
    if (found.length >= 3) break;
  }
  return found;
}
