// The CAS 3.0 protocol on /sso (Apereo CAS protocol specification 3.0.3): login with renew and
// gateway, the validation endpoints and their error codes, XML and JSON answers.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../helpers';
import { ssoBrowser, ticketOf, type SsoBrowser } from './browser';

let t: TestApp;
/** A service of another origin, registered in VOLANT_CAS_SERVICES. */
const APP = 'https://app.example/portail/';
before(async () => {
  t = await createTestApp();
  t.deps.config.casServices = [APP];
});
after(() => t.close());

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

async function signedIn(service = APP): Promise<{ browser: SsoBrowser; ticket: string }> {
  const browser = ssoBrowser(t.app);
  const res = await browser.signIn(q({ service }));
  assert.equal(res.status, 302);
  return { browser, ticket: ticketOf(res) ?? '' };
}

/** A ticket issued from the SSO session (the TGC), not from the credentials. */
async function ssoTicket(browser: SsoBrowser, service = APP): Promise<string> {
  const res = await browser.request(`/sso/login?${q({ service })}`);
  assert.equal(res.status, 302);
  return ticketOf(res) ?? '';
}

const validate = (path: string, params: Record<string, string>) => t.app.request(`/sso${path}?${q(params)}`);

const failureCode = (xml: string) => /<cas:authenticationFailure code="([A-Z_]+)">/.exec(xml)?.[1];

describe('/login', () => {
  test('with a service of the registry: to that service with a ticket (query kept, ticket appended)', async () => {
    const browser = ssoBrowser(t.app);
    const res = await browser.signIn(q({ service: `${APP}page?x=1&y=a%20b` }));
    assert.equal(res.status, 302);
    assert.match(res.headers.get('location') ?? '', /^https:\/\/app\.example\/portail\/page\?x=1&y=a%20b&ticket=ST-[A-Za-z0-9_-]+$/);
  });

  test('renew asks for the credentials even with a live TGC; its ticket passes renew=true validation', async () => {
    const { browser } = await signedIn();
    const form = await browser.request(`/sso/login?${q({ service: APP, renew: 'true' })}`);
    assert.equal(form.status, 200);
    const page = await form.text();
    assert.match(page, /<form/);
    assert.match(page, /name="renew" value="true"/);
    const res = await browser.signIn(q({ service: APP, renew: 'true' }));
    assert.equal(res.status, 302);
    const ok = await validate('/serviceValidate', { service: APP, ticket: ticketOf(res) ?? '', renew: 'true' });
    assert.match(await ok.text(), /<cas:user>gerant@volant\.test<\/cas:user>/);
  });

  test('renew=true validation refuses a ticket issued from the SSO session (INVALID_TICKET)', async () => {
    const { browser } = await signedIn();
    const res = await validate('/serviceValidate', { service: APP, ticket: await ssoTicket(browser), renew: 'true' });
    assert.equal(failureCode(await res.text()), 'INVALID_TICKET');
  });

  test('gateway without a session: back to the service without a ticket, never the form', async () => {
    const res = await t.app.request(`/sso/login?${q({ service: APP, gateway: 'true' })}`);
    assert.equal(res.status, 302);
    assert.equal(res.headers.get('location'), APP);
  });

  test('gateway with a session: a ticket, as without gateway', async () => {
    const { browser } = await signedIn();
    const res = await browser.request(`/sso/login?${q({ service: APP, gateway: 'true' })}`);
    assert.equal(res.status, 302);
    assert.match(ticketOf(res) ?? '', /^ST-/);
  });

  test('gateway without a service, or with renew, shows the form (renew wins, as the spec recommends)', async () => {
    for (const params of [{ gateway: 'true' }, { service: APP, gateway: 'true', renew: 'true' }] as Record<string, string>[]) {
      const res = await t.app.request(`/sso/login?${q(params)}`);
      assert.equal(res.status, 200, JSON.stringify(params));
      assert.match(await res.text(), /<form/);
    }
  });

  test('gateway to an unregistered service is refused like any other', async () => {
    const res = await t.app.request(`/sso/login?${q({ service: 'https://evil.example/', gateway: 'true' })}`);
    assert.equal(res.status, 400);
  });
});

describe('/logout', () => {
  test('redirects to a registered service, refuses others', async () => {
    const { browser } = await signedIn();
    const res = await browser.request(`/sso/logout?${q({ service: `${APP}au-revoir` })}`);
    assert.equal(res.status, 302);
    assert.equal(res.headers.get('location'), `${APP}au-revoir`);
    assert.equal(browser.cookies.has('TGC'), false);
    assert.equal((await t.app.request(`/sso/logout?${q({ service: 'https://app.example/portailx' })}`)).status, 400);
  });
});

describe('/serviceValidate and /p3/serviceValidate', () => {
  test('XML success: the user (CAS 2.0 without attributes), no-store', async () => {
    const { ticket } = await signedIn();
    const res = await validate('/serviceValidate', { service: APP, ticket });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^application\/xml/);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const xml = await res.text();
    assert.match(xml, /^<cas:serviceResponse xmlns:cas="http:\/\/www\.yale\.edu\/tp\/cas">\s*<cas:authenticationSuccess>\s*<cas:user>gerant@volant\.test<\/cas:user>\s*<\/cas:authenticationSuccess>\s*<\/cas:serviceResponse>\s*$/);
  });

  test('p3 XML: the attributes (e-mail, names, roles, structure, and the spec\'s authentication attributes)', async () => {
    const { ticket } = await signedIn();
    const xml = await (await validate('/p3/serviceValidate', { service: APP, ticket })).text();
    const user = await t.deps.db.selectFrom('users').innerJoin('structures', 'structures.id', 'users.structure_id')
      .select(['users.first_name', 'users.last_name', 'users.role', 'structures.id', 'structures.name'])
      .where('users.email', '=', 'gerant@volant.test').executeTakeFirstOrThrow();
    for (const [name, value] of [
      ['email', 'gerant@volant.test'],
      ['firstName', user.first_name],
      ['lastName', user.last_name],
      ['roles', user.role],
      ['structureId', String(user.id)],
      ['structureName', user.name],
      ['isFromNewLogin', 'true'],
      ['longTermAuthenticationRequestTokenUsed', 'false'],
    ]) {
      assert.ok(xml.includes(`<cas:${name}>${value}</cas:${name}>`), `${name} in ${xml}`);
    }
    assert.match(xml, /<cas:authenticationDate>\d{4}-\d\d-\d\dT[\d:.]+Z<\/cas:authenticationDate>/);
  });

  test('p3 JSON (format=JSON, any case): the same, roles as an array', async () => {
    const { browser } = await signedIn();
    const res = await validate('/p3/serviceValidate', { service: APP, ticket: await ssoTicket(browser), format: 'json' });
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
    const body = (await res.json()) as { serviceResponse: { authenticationSuccess: { user: string; attributes: Record<string, unknown> } } };
    const success = body.serviceResponse.authenticationSuccess;
    assert.equal(success.user, 'gerant@volant.test');
    assert.equal(success.attributes.email, 'gerant@volant.test');
    assert.ok(Array.isArray(success.attributes.roles));
    assert.equal(success.attributes.isFromNewLogin, false);
  });

  test('attribute values are escaped', async () => {
    await t.deps.db.updateTable('users').set({ last_name: 'Dupont <b>&amp; "Cie"' }).where('email', '=', 'secretariat@volant.test').execute();
    const browser = ssoBrowser(t.app);
    const res = await browser.signIn(q({ service: APP }), 'secretariat@volant.test');
    const xml = await (await validate('/p3/serviceValidate', { service: APP, ticket: ticketOf(res) ?? '' })).text();
    assert.ok(xml.includes('<cas:lastName>Dupont &lt;b&gt;&amp;amp; &quot;Cie&quot;</cas:lastName>'), xml);
  });

  test('error codes: INVALID_REQUEST, INVALID_TICKET, INVALID_SERVICE (the ticket then dead), unknown format', async () => {
    const { browser, ticket } = await signedIn();
    assert.equal(failureCode(await (await validate('/serviceValidate', { service: APP })).text()), 'INVALID_REQUEST');
    assert.equal(failureCode(await (await validate('/serviceValidate', { ticket })).text()), 'INVALID_REQUEST');
    assert.equal(failureCode(await (await validate('/serviceValidate', { service: APP, ticket: 'ST-inconnu' })).text()), 'INVALID_TICKET');
    assert.equal(failureCode(await (await validate('/serviceValidate', { service: APP, ticket: 'PT-1' })).text()), 'INVALID_TICKET');
    assert.equal(failureCode(await (await validate('/serviceValidate', { service: `${APP}autre`, ticket })).text()), 'INVALID_SERVICE');
    assert.equal(failureCode(await (await validate('/serviceValidate', { service: APP, ticket })).text()), 'INVALID_TICKET');
    const other = await ssoTicket(browser);
    assert.equal(failureCode(await (await validate('/serviceValidate', { service: 'https://evil.example/', ticket: other })).text()), 'INVALID_SERVICE');
    const yaml = await validate('/serviceValidate', { service: APP, ticket: await ssoTicket(browser), format: 'YAML' });
    assert.equal(failureCode(await yaml.text()), 'INVALID_REQUEST');
  });

  test('JSON failure document', async () => {
    const res = await validate('/p3/serviceValidate', { service: APP, ticket: 'ST-inconnu', format: 'JSON' });
    assert.deepEqual(await res.json(), {
      serviceResponse: { authenticationFailure: { code: 'INVALID_TICKET', description: 'Ticket inconnu, déjà validé ou expiré.' } },
    });
  });

  test('a ticket validates once, and not after its lifetime', async () => {
    const { browser, ticket } = await signedIn();
    assert.match(await (await validate('/serviceValidate', { service: APP, ticket })).text(), /authenticationSuccess/);
    assert.equal(failureCode(await (await validate('/serviceValidate', { service: APP, ticket })).text()), 'INVALID_TICKET');
    const late = await ssoTicket(browser);
    t.clock.advance(t.deps.config.serviceTicketTtlSeconds + 1);
    assert.equal(failureCode(await (await validate('/serviceValidate', { service: APP, ticket: late })).text()), 'INVALID_TICKET');
  });

  test('a ticket for Volant itself cannot be used by another service, nor the other way round', async () => {
    const { ticket } = await signedIn('/auth/loading');
    assert.equal(failureCode(await (await validate('/serviceValidate', { service: APP, ticket })).text()), 'INVALID_SERVICE');
  });

  test('an account whose login is refused gets no successful validation', async () => {
    const browser = ssoBrowser(t.app);
    const res = await browser.signIn(q({ service: APP }), 'refuse@volant.test');
    assert.equal(failureCode(await (await validate('/serviceValidate', { service: APP, ticket: ticketOf(res) ?? '' })).text()), 'INVALID_TICKET');
  });
});

describe('proxies (not supported: no proxy-granting ticket is issued)', () => {
  test('/proxyValidate validates service tickets like /serviceValidate', async () => {
    const { ticket } = await signedIn();
    assert.match(await (await validate('/proxyValidate', { service: APP, ticket })).text(), /<cas:user>gerant@volant\.test<\/cas:user>/);
    const { ticket: p3 } = await signedIn();
    assert.match(await (await validate('/p3/proxyValidate', { service: APP, ticket: p3 })).text(), /<cas:email>gerant@volant\.test<\/cas:email>/);
  });

  test('a pgtUrl is refused with UNAUTHORIZED_SERVICE_PROXY, and the ticket is spent', async () => {
    const { ticket } = await signedIn();
    const res = await validate('/serviceValidate', { service: APP, ticket, pgtUrl: 'https://app.example/portail/pgt' });
    assert.equal(failureCode(await res.text()), 'UNAUTHORIZED_SERVICE_PROXY');
    assert.equal(failureCode(await (await validate('/serviceValidate', { service: APP, ticket })).text()), 'INVALID_TICKET');
  });

  test('/proxy answers a proxyFailure', async () => {
    assert.match(await (await validate('/proxy', {})).text(), /<cas:proxyFailure code="INVALID_REQUEST">/);
    assert.match(await (await validate('/proxy', { pgt: 'PGT-1', targetService: APP })).text(), /<cas:proxyFailure code="UNAUTHORIZED_SERVICE">/);
  });
});

describe('/validate (CAS 1.0)', () => {
  test('yes and the user, then no', async () => {
    const { ticket } = await signedIn();
    const ok = await validate('/validate', { service: APP, ticket });
    assert.equal(await ok.text(), 'yes\ngerant@volant.test\n');
    assert.match(ok.headers.get('content-type') ?? '', /^text\/plain/);
    assert.equal(await (await validate('/validate', { service: APP, ticket })).text(), 'no\n');
    assert.equal(await (await validate('/validate', { service: APP })).text(), 'no\n');
  });
});
