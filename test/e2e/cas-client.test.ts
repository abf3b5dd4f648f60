// Volant's SSO as a CAS 3.0 server for an application of another origin, protected by a CAS client
// written by someone else (http-cas-client from npm), in Chromium: sign-in, gateway, renew, and a
// cross-site login CSRF attempt.
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { after, test } from 'node:test';
import httpCasClient from 'http-cas-client';
import type { Page } from 'playwright-core';
import type { AddressInfo } from 'node:net';
import { browserSuite, DEMO_PASSWORD, newPage } from './harness';

type Handler = ReturnType<typeof httpCasClient>;

/** The client application's origin, known once it listens (before the server starts, which lists it). */
let CLIENT = '';
let client: Server | undefined;
after(async () => {
  client?.closeAllConnections();
  await new Promise((resolve) => (client ? client.close(resolve) : resolve(undefined)));
});

// The client listens first: the server starts with its origin registered (hooks run concurrently, so
// the suite's `prepare` is where the server's environment is made).
const suite = browserSuite({
  prepare: async () => {
    client = clientApp(() => suite.server.url);
    await new Promise<void>((resolve) => client?.listen(0, '127.0.0.1', resolve));
    CLIENT = `http://127.0.0.1:${(client.address() as AddressInfo).port}`;
    return { VOLANT_CAS_SERVICES: `${CLIENT}/` };
  },
});
const { skip } = suite;

/**
 * The client application: /app/ (CAS 3.0, attributes), /gateway/ (gateway=true), /renew/
 * (renew=true) each behind its own http-cas-client handler, which shows the validated principal;
 * /attack is another site's page that auto-submits Volant's login form with the attacker's account.
 */
function clientApp(volantUrl: () => string): Server {
  let handlers: Record<string, Handler> | undefined;
  const handlersOf = (volant: string) => {
    handlers ??= Object.fromEntries(
      ([['/app/', {}], ['/gateway/', { gateway: true }], ['/renew/', { renew: true }]] as const).map(([path, options]) => [
        path,
        httpCasClient({ cas: 3, casServerUrlPrefix: `${volant}/sso`, serverName: CLIENT, client: { slo: false, ...options } }),
      ]),
    );
    return handlers;
  };
  const page = (res: ServerResponse, status: number, body: string) =>
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="fr"><body>${body}</body></html>`);
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const volant = volantUrl();
    const url = new URL(req.url ?? '/', CLIENT);
    if (url.pathname === '/attack') {
      return page(res, 200, `<form method="post" action="${volant}/sso/login?service=${encodeURIComponent(`${CLIENT}/app/`)}">
        <input name="username" value="secretariat@volant.test"><input name="password" value="${DEMO_PASSWORD}">
        <input name="service" value="${CLIENT}/app/"></form><script>document.forms[0].submit()</script>`);
    }
    const handler = Object.entries(handlersOf(volant)).find(([path]) => url.pathname.startsWith(path))?.[1];
    if (!handler) return page(res, 404, 'Introuvable');
    handler(req, res, {}).then(
      (authenticated) => {
        if (!authenticated && res.statusCode === 403) return res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Accès anonyme');
        if (!authenticated) return res.end();
        const principal = (req as IncomingMessage & { principal?: unknown }).principal;
        return page(res, 200, `<h1>Application cliente</h1><pre id="principal">${JSON.stringify(principal)}</pre>`);
      },
      (error: unknown) => page(res, 500, `Validation refusée : ${error instanceof Error ? error.message : String(error)}`),
    );
  });
}

interface Principal {
  user: string;
  attributes: Record<string, string | string[]>;
}

async function principalOn(page: Page): Promise<Principal> {
  const text = await page.locator('#principal').textContent();
  return JSON.parse(text ?? 'null') as Principal;
}

async function signInOnVolant(page: Page, email = 'gerant@volant.test'): Promise<void> {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('the client app sends the user to Volant, who signs in and comes back validated with their attributes', { skip }, async () => {
  const { page, close } = await newPage(suite.browser);
  try {
    await page.goto(`${CLIENT}/app/`);
    await page.waitForURL((url) => url.origin === suite.server.url && url.pathname === '/sso/login');
    assert.equal(new URL(page.url()).searchParams.get('service'), `${CLIENT}/app/`);
    await signInOnVolant(page);
    await page.locator('#principal').waitFor();
    assert.equal(new URL(page.url()).origin, CLIENT);
    const principal = await principalOn(page);
    assert.equal(principal.user, 'gerant@volant.test');
    assert.equal(principal.attributes.email, 'gerant@volant.test');
    assert.ok(principal.attributes.firstName && principal.attributes.lastName, JSON.stringify(principal));
    assert.ok(principal.attributes.roles && principal.attributes.structureName, JSON.stringify(principal));
    assert.equal(principal.attributes.isFromNewLogin, 'true');

    // The SSO session serves the next application without the form (a ticket from the TGC).
    await page.goto(`${CLIENT}/gateway/`);
    await page.locator('#principal').waitFor();
    assert.equal((await principalOn(page)).attributes.isFromNewLogin, 'false');
  } finally {
    await close();
  }
});

test('gateway without an SSO session: back to the client without a ticket, never the form', { skip }, async () => {
  const { page, close } = await newPage(suite.browser);
  try {
    const visited: string[] = [];
    page.on('request', (request) => visited.push(request.url()));
    const res = await page.goto(`${CLIENT}/gateway/`);
    assert.equal(res?.status(), 403);
    assert.equal(await page.textContent('body'), 'Accès anonyme');
    assert.ok(visited.some((url) => url.startsWith(`${suite.server.url}/sso/login?`) && url.includes('gateway=true')), visited.join('\n'));
    assert.equal(new URL(page.url()).searchParams.get('ticket'), null);
  } finally {
    await close();
  }
});

test('renew asks for the credentials again despite the SSO session', { skip }, async () => {
  const { page, close } = await newPage(suite.browser);
  try {
    await page.goto(`${CLIENT}/app/`);
    await signInOnVolant(page);
    await page.locator('#principal').waitFor();
    await page.goto(`${CLIENT}/renew/`);
    await page.getByLabel('Mot de passe').waitFor();
    assert.equal(new URL(page.url()).searchParams.get('renew'), 'true');
    await signInOnVolant(page);
    await page.locator('#principal').waitFor();
    assert.equal((await principalOn(page)).attributes.isFromNewLogin, 'true');
  } finally {
    await close();
  }
});

test('login CSRF: another site auto-submitting the login form signs nobody in', { skip }, async () => {
  const { page, close } = await newPage(suite.browser);
  try {
    const answer = page.waitForResponse((res) => res.url().startsWith(`${suite.server.url}/sso/login`) && res.request().method() === 'POST');
    await page.goto(`${CLIENT}/attack`);
    assert.equal((await answer).status(), 403);
    await page.getByText('Cette demande de connexion ne vient pas de la page de connexion de Volant.').waitFor();
    // No SSO session was opened: the application still gets the form, not the attacker's account.
    await page.goto(`${CLIENT}/app/`);
    await page.getByLabel('Mot de passe').waitFor();
    assert.equal((await page.context().cookies(suite.server.url)).some((cookie) => cookie.name === 'TGC'), false);
  } finally {
    await close();
  }
});
