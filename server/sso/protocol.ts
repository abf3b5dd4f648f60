import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../core/env';
import { casDocument, type CasAttributes, type CasFormat, type CasKind, type CasOutcome } from './cas-response';
import { casFlag } from './login';
import { canonicalService } from './service-url';
import { consumeServiceTicket, type RedeemedTicket } from './tickets';

/**
 * The CAS 3.0 validation endpoints (Apereo CAS protocol specification): /validate (CAS 1.0),
 * /serviceValidate and /proxyValidate (CAS 2.0), /p3/serviceValidate and /p3/proxyValidate (CAS 3.0,
 * with the user's attributes), /proxy. Volant issues no proxy-granting tickets (docs/decisions.md).
 */
export const ssoProtocol = new Hono<AppEnv>();

type Ctx = Context<AppEnv>;

const failure = (code: Extract<CasOutcome, { ok: false }>['code'], description: string): CasOutcome => ({ ok: false, code, description });

/** The user's attributes released on /p3 validations, or null for an account that may not sign in. */
async function userAttributes(deps: AppDeps, ticket: RedeemedTicket): Promise<{ user: string; attributes: CasAttributes } | null> {
  const row = await deps.db
    .selectFrom('users')
    .innerJoin('structures', 'structures.id', 'users.structure_id')
    .select(['users.email', 'users.first_name', 'users.last_name', 'users.role', 'users.login_refused', 'users.archived', 'structures.id as structure_id', 'structures.name as structure_name'])
    .where('users.id', '=', ticket.userId)
    .executeTakeFirst();
  if (!row || row.archived === 1 || row.login_refused === 1) return null;
  return {
    user: row.email,
    attributes: {
      authenticationDate: ticket.authenticatedAt,
      longTermAuthenticationRequestTokenUsed: false,
      isFromNewLogin: ticket.fromNewLogin,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      roles: [row.role],
      structureId: String(row.structure_id),
      structureName: row.structure_name,
    },
  };
}

/**
 * Validates the `ticket` of the request for its `service`, consuming it whatever the outcome (a
 * ticket has one validation attempt). `proxyCallback`: the endpoint takes `pgtUrl` (CAS 2.0 and 3.0).
 */
async function validate(c: Ctx, options: { attributes: boolean; proxyCallback: boolean }): Promise<CasOutcome> {
  const deps = c.var.deps;
  const service = c.req.query('service');
  const ticket = c.req.query('ticket');
  if (!service || !ticket) return failure('INVALID_REQUEST', 'Les paramètres « service » et « ticket » sont obligatoires.');
  if (!ticket.startsWith('ST-') || ticket.length > 256) return failure('INVALID_TICKET', 'Ce ticket n’est pas un ticket de service de Volant.');
  const redeemed = await consumeServiceTicket(deps, ticket);
  if (!redeemed) return failure('INVALID_TICKET', 'Ticket inconnu, déjà validé ou expiré.');
  if (canonicalService(service, deps.config) !== redeemed.service) {
    return failure('INVALID_SERVICE', 'Ce ticket n’a pas été délivré pour ce service ; il n’est plus valable.');
  }
  if (casFlag(c.req.query('renew')) && !redeemed.fromNewLogin) {
    return failure('INVALID_TICKET', 'Ce ticket ne vient pas d’une saisie des identifiants (renew).');
  }
  if (options.proxyCallback && c.req.query('pgtUrl') !== undefined) {
    return failure('UNAUTHORIZED_SERVICE_PROXY', 'Aucun service n’est autorisé à obtenir des tickets de proxy auprès de Volant.');
  }
  const found = await userAttributes(deps, redeemed);
  if (!found) return failure('INVALID_TICKET', 'Ce compte n’est pas autorisé à se connecter.');
  return { ok: true, user: found.user, ...(options.attributes ? { attributes: found.attributes } : {}) };
}

/** `format`: XML (default) or JSON, any case; anything else is refused (INVALID_REQUEST, in XML). */
function formatOf(c: Ctx): CasFormat | null {
  const format = (c.req.query('format') ?? 'XML').toUpperCase();
  return format === 'XML' || format === 'JSON' ? format : null;
}

function answer(c: Ctx, outcome: CasOutcome, format: CasFormat, kind: CasKind = 'authentication') {
  const { body, contentType } = casDocument(outcome, format, kind);
  const status = !outcome.ok && outcome.code === 'INTERNAL_ERROR' ? 500 : 200;
  return c.body(body, status, { 'Content-Type': contentType });
}

async function outcomeOf(c: Ctx, run: () => Promise<CasOutcome>): Promise<CasOutcome> {
  try {
    return await run();
  } catch (err) {
    console.error('[sso] validation failed: %s', err instanceof Error ? err.message : String(err));
    return failure('INTERNAL_ERROR', 'Erreur interne pendant la validation du ticket.');
  }
}

const validationRoute = (options: { attributes: boolean }) => async (c: Ctx) => {
  const format = formatOf(c);
  if (!format) return answer(c, failure('INVALID_REQUEST', 'Format inconnu : XML ou JSON.'), 'XML');
  return answer(c, await outcomeOf(c, () => validate(c, { ...options, proxyCallback: true })), format);
};

// /proxyValidate validates service tickets like /serviceValidate (the only tickets Volant issues).
ssoProtocol.get('/serviceValidate', validationRoute({ attributes: false }));
ssoProtocol.get('/proxyValidate', validationRoute({ attributes: false }));
ssoProtocol.get('/p3/serviceValidate', validationRoute({ attributes: true }));
ssoProtocol.get('/p3/proxyValidate', validationRoute({ attributes: true }));

/** CAS 1.0: `yes\n<user>\n` or `no\n`. */
ssoProtocol.get('/validate', async (c) => {
  const outcome = await outcomeOf(c, () => validate(c, { attributes: false, proxyCallback: false }));
  return c.text(outcome.ok ? `yes\n${outcome.user}\n` : 'no\n', outcome.ok || outcome.code !== 'INTERNAL_ERROR' ? 200 : 500);
});

/** No proxy-granting ticket is ever issued, so no service may obtain proxy tickets. */
ssoProtocol.get('/proxy', (c) => {
  const format = formatOf(c) ?? 'XML';
  if (!c.req.query('pgt') || !c.req.query('targetService')) {
    return answer(c, failure('INVALID_REQUEST', 'Les paramètres « pgt » et « targetService » sont obligatoires.'), format, 'proxy');
  }
  return answer(c, failure('UNAUTHORIZED_SERVICE', 'Volant ne délivre pas de tickets de proxy.'), format, 'proxy');
});
