import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { apiCors } from './core/api-cors';
import { isPublicUrl, LEARNER_API_PREFIX, requireAuth } from './core/auth-middleware';
import { limitBody } from './core/body-limit';
import type { AppDeps, AppEnv } from './core/env';
import { handleApiError, problem, unavailable } from './core/errors';
import { compressJson } from './core/compress-json';
import { describeAnswers } from './core/docs/link';
import { registerHealth, startGate } from './core/health';
import { idempotency } from './core/idempotency';
import { indexPage, runtimeConfigOf } from './core/index-page';
import { learnerPage } from './core/learner-page';
import { privateAnswers } from './core/private-answers';
import { guardRequest } from './core/request-guard';
import { enforceRoutePermissions } from './core/route-guard';
import { securityHeaders } from './core/security-headers';
import { hashedAssets } from './core/hashed-assets';
import { staticFiles } from './core/static-files';
import { TOKEN_SCOPES } from './core/token-scopes';
import { DOCUMENT_RULES } from './core/uploads';
import { trackCommits } from './db/commit-tracking';
import { isDatabaseUnavailable } from './db/unavailable';
import { registerResources } from './resources/index';
import { ROUTE_PERMISSIONS } from './resources/route-permissions';
import { ssoRouter } from './sso/router';
import { LEARNER_SPACE_PATH } from '../src/shared/auth/paths';

const API_BODY_LIMIT = 1024 * 1024;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024 + 64 * 1024;
/** Multipart uploads carry a file up to DOCUMENT_RULES.maxBytes (10 Mo) plus their form fields. */
const UPLOAD_BODY_LIMIT = DOCUMENT_RULES.maxBytes + 1024 * 1024;

const NOT_BUILT = `Volant n’est pas encore construit : le dossier de l’application est introuvable.
Lancez « npm run build » puis rechargez cette page. L’API (/api) et la connexion (/sso) fonctionnent déjà.`;

const publicCors = cors({ origin: '*', allowHeaders: ['Content-Type', 'Authorization'], maxAge: 600 });

/**
 * The connection states `<volant-ants-status>` reads with a bearer token (a read-only status token)
 * from an intranet page of another origin: GET only, no cookies.
 */
const STATUS_WIDGET_READS: readonly string[] = TOKEN_SCOPES['connection-status'];
const statusWidgetCors = cors({ origin: '*', allowMethods: ['GET'], allowHeaders: ['Authorization'], maxAge: 600 });

/**
 * `<volant-learner-space>` on a partner's site: the sign-in exchange, the refresh and the learner API,
 * with a bearer token and no cookie, from the origins of the registered CAS services (the only pages
 * the SSO sends a ticket to) and Volant's other origins.
 */
const learnerSpaceCors = cors({
  origin: (origin, c: Context<AppEnv>) => {
    const { casServices, appOrigins } = c.get('deps').config;
    return appOrigins.includes(origin) || casServices.some((prefix) => new URL(prefix).origin === origin) ? origin : null;
  },
  allowHeaders: ['Content-Type', 'Authorization', 'Accept'],
  maxAge: 600,
});
const LEARNER_SPACE_CALLS = ['/api/auth', '/api/token/refresh'];
const isLearnerSpaceCall = (path: string) => LEARNER_SPACE_CALLS.includes(path) || path === LEARNER_API_PREFIX || path.startsWith(`${LEARNER_API_PREFIX}/`);

/** Partner sites may call the public API paths (not publickey), the status widget's reads and the learner space's calls from their origin. */
const corsForPublicApi: MiddlewareHandler<AppEnv> = (c, next) => {
  if (isPublicUrl(c.req.path)) return publicCors(c, next);
  if (STATUS_WIDGET_READS.includes(c.req.path)) return statusWidgetCors(c, next);
  if (isLearnerSpaceCall(c.req.path)) return learnerSpaceCors(c, next);
  return next();
};

function apiRouter(apiOrigins: readonly string[]): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use('*', compressJson);
  // The origins VOLANT_API_ORIGINS names first (the whole API), then the public paths' rule for everyone.
  api.use('*', apiCors(apiOrigins));
  api.use('*', corsForPublicApi);
  api.use('*', describeAnswers);
  const jsonLimit = limitBody(API_BODY_LIMIT, (c) => problem(c, 413, 'Le corps de la requête est trop volumineux (1 Mo au plus).'));
  const uploadLimit = limitBody(UPLOAD_BODY_LIMIT, (c) =>
    problem(c, 413, `Le fichier dépasse la taille maximale de ${DOCUMENT_RULES.maxBytes / 1024 / 1024} Mo.`),
  );
  // CSV imports (« Migration ») carry up to 99 999 lines: their own, larger limit.
  const importLimit = limitBody(IMPORT_BODY_LIMIT, (c) => problem(c, 413, 'Le fichier est trop volumineux (16 Mo au plus).'));
  api.use('*', (c, next) => {
    if (c.req.path.startsWith('/api/imports/')) return importLimit(c, next);
    const multipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
    return multipart ? uploadLimit(c, next) : jsonLimit(c, next);
  });
  // A write request ends with the data changed even where the database could not tell (a committed
  // transaction read by a request that started before it): move the caches' generation on, and the
  // access generation too when the request wrote sessions or rights.
  api.use('*', async (c, next) => {
    const writes = c.get('deps').cache.writes;
    const access = writes.access;
    // What the request had committed decides what a 503 of its says (server/core/errors.ts).
    await trackCommits(next);
    if (READ_METHODS.has(c.req.method)) return;
    if (writes.access !== access) writes.bumpAccess();
    else writes.bump();
  });
  api.use('*', privateAnswers);
  api.use('*', guardRequest);
  api.use('*', requireAuth);
  api.use('*', enforceRoutePermissions(ROUTE_PERMISSIONS));
  api.use('*', idempotency);
  registerResources(api);
  api.all('*', (c) => problem(c, 404, 'Ressource introuvable.'));
  api.onError(handleApiError);
  return api;
}

/** The built front end, with the SPA fallback to index.html for app routes (a French 503 page when not built). */
function frontEnd(distDir: string): MiddlewareHandler<AppEnv>[] {
  const page = indexPage(distDir);
  const fallback: MiddlewareHandler<AppEnv> = async (c, next) => {
    const path = c.req.path;
    const isFile = /\.[a-z0-9]+$/i.test(path) && path !== '/index.html';
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || isFile || path.startsWith('/api/') || path.startsWith('/sso/')) {
      return next();
    }
    if (!existsSync(join(distDir, 'index.html'))) return c.text(NOT_BUILT, 503, { 'Retry-After': '30' });
    return page(c, next);
  };
  // The page first: `/` and `/index.html` are the page with its configuration, not the built file.
  return existsSync(distDir) ? [fallback, hashedAssets(distDir), staticFiles(distDir)] : [fallback];
}

/** The reference server: SSO, the JSON-LD API and the static front end, with security headers everywhere. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', securityHeaders);
  registerHealth(app);
  app.use('*', startGate);
  app.use('/embeds/*', publicCors);

  app.get('/config.json', (c) => c.json(runtimeConfigOf(deps.config), 200, { 'Cache-Control': 'no-cache' }));
  app.route('/sso', ssoRouter);
  app.route('/api', apiRouter(deps.config.apiOrigins));
  app.get(LEARNER_SPACE_PATH, learnerPage);
  app.get(`${LEARNER_SPACE_PATH}/*`, learnerPage);
  app.use('*', ...frontEnd(deps.config.distDir));

  app.onError((err, c) => {
    if (c.req.path.startsWith('/api')) return handleApiError(err, c);
    if (isDatabaseUnavailable(err)) return unavailable(c);
    console.error('[server] unexpected error on %s %s: %s', c.req.method, c.req.path, err.stack ?? err.message);
    return c.text('Une erreur interne est survenue.', 500);
  });
  return app;
}
