import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './env';
import { frontEndScriptSources } from './inline-scripts';
import { isWholeAnswer } from './whole-answer';

/**
 * CSP's form-action also governs the redirects that follow a form submission: the SSO's login form
 * answers with a redirect to the service, so on /sso the origins of the registered CAS services
 * (VOLANT_CAS_SERVICES) and Volant's other origins (VOLANT_APP_ORIGINS) are allowed too.
 */
function ssoFormTargets(c: Context): string {
  if (!c.req.path.startsWith('/sso/')) return '';
  const { casServices, appOrigins } = (c as Context<AppEnv>).get('deps').config;
  return [...new Set([...appOrigins, ...casServices.map((prefix) => new URL(prefix).origin)])].join(' ');
}

const BASE_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", frontEndScriptSources],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'", ssoFormTargets],
};

const common = {
  referrerPolicy: 'same-origin',
  xContentTypeOptions: true,
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  crossOriginEmbedderPolicy: false,
  // A handler's own policy wins (user-uploaded files are sent with a sandbox CSP).
  overwrite: false,
};

/** The SSO's pages: no framing at all; their forms may lead to the registered CAS services. */
const strict = secureHeaders({
  ...common,
  contentSecurityPolicy: { ...BASE_CSP, frameAncestors: ["'none'"] },
  xFrameOptions: 'DENY',
});

/**
 * The app's pages outside /sso, where the form targets add nothing: only the boot script's hash is
 * read per request (cached by server/core/inline-scripts.ts).
 */
const pages = secureHeaders({
  ...common,
  contentSecurityPolicy: { ...BASE_CSP, formAction: ["'self'"], frameAncestors: ["'none'"] },
  xFrameOptions: 'DENY',
});

/**
 * API answers: never a page, nothing inline to allow. A policy without a per-request part is written
 * once, not rebuilt on every answer (writes bench, issue 26).
 */
const apiAnswers = secureHeaders({
  ...common,
  contentSecurityPolicy: { ...BASE_CSP, scriptSrc: ["'self'"], formAction: ["'self'"], frameAncestors: ["'none'"] },
  xFrameOptions: 'DENY',
});

/** The headers a middleware sets on an answer that has none of its own (an empty one), as a record. */
async function headersSetBy(middleware: MiddlewareHandler): Promise<Record<string, string>> {
  const c = { res: new Response(null) };
  await middleware(c as unknown as Context, async () => {});
  return Object.fromEntries(c.res.headers);
}

/**
 * The security headers of an API answer, read once from `apiAnswers` itself: the answers built whole
 * (server/core/whole-answer.ts) carry them from the start, and this middleware leaves those alone.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = await headersSetBy(apiAnswers);

const forApi: MiddlewareHandler = async (c, next) => {
  await next();
  if (!isWholeAnswer(c.res)) await apiAnswers(c, async () => {});
};

/** Embeds are meant to be framed and loaded by partner sites. */
const embeddable = secureHeaders({
  ...common,
  contentSecurityPolicy: BASE_CSP,
  xFrameOptions: false,
  crossOriginResourcePolicy: 'cross-origin',
});

/**
 * The app's hashed scripts and styles (`/assets/`): never a document, so the document-only headers
 * (framing, opener and permissions policies, the page's CSP…) do nothing there. A first signed-in
 * screen loads dozens of them over HTTP/1.1, where each header is sent in full: they carry what still
 * applies to a subresource, and a CSP that forbids everything should one be opened as a page.
 */
const asset = secureHeaders({
  referrerPolicy: 'same-origin',
  xContentTypeOptions: true,
  contentSecurityPolicy: { defaultSrc: ["'none'"] },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  overwrite: false,
});

/** Security headers on every answer (the only inline script allowed is the built boot script, by hash). */
export const securityHeaders = createMiddleware((c, next) => {
  if (c.req.path.startsWith('/embeds/')) return embeddable(c, next);
  if (c.req.path.startsWith('/assets/')) return asset(c, next);
  if (c.req.path.startsWith('/api/')) return forApi(c, next);
  return c.req.path.startsWith('/sso/') ? strict(c, next) : pages(c, next);
});
