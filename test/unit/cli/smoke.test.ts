// The pure parts of `volant smoke`: what a valid Hydra page is, how a run orders, skips and cleans
// up its checks, the exit code, the JUnit report, the calendar window of the planning checks.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { createApiClient } from '../../../src/shared/api/client';
import { HttpError } from '../../../src/shared/api/http-error';
import type { SessionUser } from '../../../src/shared/session/types';
import { calendarWindow } from '../../../cli/smoke/areas/planning';
import { checkCollection } from '../../../cli/smoke/hydra';
import { buildReport, exitCodeOf, junitXml, summaryLine } from '../../../cli/smoke/report';
import { describeFailure, runSmoke, type RunListener } from '../../../cli/smoke/runner';
import { createSandbox } from '../../../cli/smoke/sandbox';
import { CheckFailure, CheckSkipped, type SmokeArea } from '../../../cli/smoke/types';
import { CliError, EXIT } from '../../../cli/errors';
import type { CliSession } from '../../../cli/session';

const member = (id: number) => ({ '@id': `/api/things/${id}`, '@type': 'Thing', id });
const page = (count: number, total: number, next = total > count) => ({
  '@type': 'hydra:Collection',
  'hydra:member': Array.from({ length: count }, (_, i) => member(i + 1)),
  'hydra:totalItems': total,
  ...(next ? { 'hydra:view': { '@id': '/api/things?page=1', '@type': 'hydra:PartialCollectionView', 'hydra:next': '/api/things?page=2' } } : {}),
});

describe('checkCollection', () => {
  test('a first page holding min(page size, total) members, with a next link when there is more, is valid', () => {
    assert.deepEqual(checkCollection(page(10, 412), 10), { problems: [], summary: { members: 10, total: 412 } });
    assert.deepEqual(checkCollection(page(3, 3), 10).problems, []);
    assert.deepEqual(checkCollection(page(0, 0), 10).problems, []);
    // api-platform 4 spelling.
    assert.deepEqual(checkCollection({ '@type': 'Collection', member: [member(1)], totalItems: 1 }, 30).problems, []);
  });

  test('names what is wrong: type, members, total, page size, paging links', () => {
    assert.deepEqual(checkCollection([], 10).problems, ['la réponse n’est pas un objet JSON']);
    assert.deepEqual(checkCollection({ ...page(2, 2), '@type': 'Thing' }, 10).problems, ['@type « Thing » au lieu de « hydra:Collection »']);
    assert.deepEqual(checkCollection({ '@type': 'hydra:Collection', 'hydra:totalItems': 0 }, 10).problems, ['hydra:member manquant ou n’est pas une liste']);
    assert.deepEqual(checkCollection({ ...page(1, 1), 'hydra:member': [{ id: 1 }] }, 10).problems, ['l’élément 1 n’a pas d’@id']);
    assert.deepEqual(checkCollection({ ...page(2, 2), 'hydra:totalItems': '2' }, 10).problems, ['hydra:totalItems manquant ou invalide']);
    assert.deepEqual(checkCollection(page(5, 3), 10).problems, ['hydra:totalItems (3) inférieur au nombre d’éléments (5)', '5 éléments sur la première page au lieu de 3 (total 3, page de 10)']);
    assert.deepEqual(checkCollection(page(30, 40, true), 10).problems, ['30 éléments pour une page de 10']);
    assert.deepEqual(checkCollection(page(7, 40, true), 10).problems, ['7 éléments sur la première page au lieu de 10 (total 40, page de 10)']);
    assert.deepEqual(checkCollection(page(10, 40, false), 10).problems, ['hydra:view sans lien vers la page suivante']);
  });

  test('a list the spec does not page is checked for its shape only', () => {
    assert.deepEqual(checkCollection(page(120, 120, false), null).problems, []);
  });
});

const user: SessionUser = {
  id: 4, email: 'gerant@volant.test', firstName: 'Gérard', lastName: 'Lemaire', roles: ['MANAGER'],
  structure: { id: 1, codeClient: 'AEC-001', studentsPhotoAllowed: true },
  agencies: [{ '@id': '/api/agencies/1', id: 1, name: 'Orléans Centre', isPrincipal: true }],
  allAgencies: false, permissions: [], selectedAgency: null, isConfigGeneral: true, managed_structures: [],
  avis_solution: false, survey_link: null, adminType: null, missing_modal: { agencies: [], formateurs: [] },
};

/** A session whose client answers 204 to everything (the runner's own logout at the end). */
function fakeSession(): CliSession {
  const client = createApiClient({
    baseUrl: 'http://volant.test/api',
    fetch: async () => new Response(null, { status: 204 }),
    auth: { getToken: () => 'token', refresh: async () => 'token', clear: () => undefined },
  });
  return {
    client,
    session: { token: 'token', refresh_token: 'refresh', user },
    environment: { apiBase: '/api', ssoUrl: '/sso', frontVersion: '1.0.0', signOn: 'embedded' },
    apiBase: 'http://volant.test/api',
    clientVia: () => client,
    refresh: async () => 'token',
  };
}

const quiet: RunListener = { areaStarted: () => undefined, checkStarted: () => undefined, checkFinished: () => undefined };
const network = { lastFailure: () => null, lastFailureUnreachable: () => false };

describe('runSmoke', () => {
  test('signs in first; in a write flow a failed step skips the next ones, the clean-up still runs', async () => {
    const ran: string[] = [];
    const flow: SmokeArea = {
      id: 'flow',
      title: 'Parcours',
      writes: true,
      checks: () => [
        { id: 'flow.create', title: 'Créer', run: async () => void ran.push('create') },
        { id: 'flow.use', title: 'Utiliser', run: async () => { ran.push('use'); throw new CheckFailure('refusé'); } },
        { id: 'flow.check', title: 'Vérifier', run: async () => void ran.push('check') },
        { id: 'flow.cleanup', title: 'Nettoyer', always: true, run: async () => { ran.push('cleanup'); return 'fait'; } },
      ],
    };
    const reads: SmokeArea = {
      id: 'reads',
      title: 'Lectures',
      checks: () => [
        { id: 'reads.a', title: 'A', run: async () => { throw new CheckSkipped('rien à lire'); } },
        { id: 'reads.b', title: 'B', run: async () => { throw new HttpError(403); } },
        { id: 'reads.c', title: 'C', run: async () => 'ok' },
      ],
    };
    const outcome = await runSmoke({ areas: [reads, flow], connect: async () => fakeSession(), sandbox: createSandbox(), network, signal: new AbortController().signal, listener: quiet });
    assert.deepEqual(ran, ['create', 'use', 'cleanup']);
    const statuses = outcome.areas.map((area) => [area.id, area.checks.map((c) => `${c.id}:${c.status}`)]);
    assert.deepEqual(statuses, [
      ['session', ['session.signin:passed']],
      ['reads', ['reads.a:skipped', 'reads.b:skipped', 'reads.c:passed']],
      ['flow', ['flow.create:passed', 'flow.use:failed', 'flow.check:skipped', 'flow.cleanup:passed']],
    ]);
    const flowChecks = outcome.areas[2]!.checks;
    assert.equal(flowChecks[2]!.detail, 'ignorée : l’étape « Utiliser » n’a pas abouti');
    assert.equal(outcome.areas[1]!.checks[1]!.detail, 'accès refusé à ce compte (403)');
    assert.equal(exitCodeOf(outcome), EXIT.failure);
  });

  test('a refused sign-in stops the run with exit 3; an interrupted run skips what is left but cleans up', async () => {
    const refused = await runSmoke({
      areas: [{ id: 'reads', title: 'Lectures', checks: () => [{ id: 'reads.a', title: 'A', run: async () => 'ok' }] }],
      connect: async () => { throw new CliError('Connexion refusée : identifiant ou mot de passe incorrect.', EXIT.unreachable); },
      sandbox: createSandbox(), network, signal: new AbortController().signal, listener: quiet,
    });
    assert.equal(refused.aborted, 'Connexion refusée : identifiant ou mot de passe incorrect.');
    assert.deepEqual(refused.areas.flatMap((a) => a.checks.map((c) => c.id)), ['session.signin']);
    assert.equal(exitCodeOf(refused), EXIT.unreachable);

    const interruption = new AbortController();
    const interrupted = await runSmoke({
      areas: [{
        id: 'flow', title: 'Parcours', writes: true,
        checks: () => [
          { id: 'flow.a', title: 'A', run: async () => void interruption.abort() },
          { id: 'flow.b', title: 'B', run: async () => 'jamais' },
          { id: 'flow.cleanup', title: 'Nettoyer', always: true, run: async () => 'fait' },
        ],
      }],
      connect: async () => fakeSession(), sandbox: createSandbox(), network, signal: interruption.signal, listener: quiet,
    });
    assert.deepEqual(interrupted.areas[1]!.checks.map((c) => `${c.status}:${c.detail}`), ['passed:null', 'skipped:interrompu', 'passed:fait']);
    assert.equal(interrupted.aborted, 'interrompu');
    assert.equal(exitCodeOf(interrupted), EXIT.failure);
  });

  test('a failure names the call: status, method and path of the failed exchange', () => {
    const exchanges = [
      { method: 'GET', path: '/api/learners?page=1', status: 200, durationMs: 4, contentType: 'application/ld+json' },
      { method: 'GET', path: '/api/groups?page=1', status: 500, durationMs: 3, contentType: 'application/ld+json' },
    ];
    assert.deepEqual(describeFailure(new HttpError(500, { 'hydra:description': 'Panne' }), exchanges, network), { text: 'HTTP 500 sur GET /api/groups?page=1 : Panne', unreachable: false });
    assert.deepEqual(describeFailure(new SyntaxError('Unexpected token <'), [{ ...exchanges[1]!, status: 200, contentType: 'text/html' }], network), {
      text: 'réponse non JSON (text/html) sur GET /api/groups?page=1',
      unreachable: false,
    });
    const down = { lastFailure: () => 'connexion refusée (le serveur est-il démarré ?)', lastFailureUnreachable: () => true };
    assert.deepEqual(describeFailure(new HttpError(0), [], down), { text: 'serveur injoignable : connexion refusée (le serveur est-il démarré ?)', unreachable: true });
  });
});

/**
 * The attributes Jenkins' JUnit schema allows (xunit-plugin, junit-10.xsd: the `testsuites`, `testsuite`
 * and `testcase` elements), written from that schema, and its SUREFIRE_TIME pattern.
 */
const JUNIT_10 = {
  testsuites: { required: [], allowed: ['name', 'time', 'tests', 'failures', 'errors'] },
  testsuite: {
    required: ['name', 'tests', 'failures', 'errors'],
    allowed: ['name', 'tests', 'failures', 'errors', 'group', 'time', 'skipped', 'timestamp', 'hostname', 'id', 'package', 'file', 'log', 'url'],
  },
  testcase: { required: ['name'], allowed: ['name', 'time', 'classname', 'group'] },
} as const;
const SUREFIRE_TIME = /^(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]*)?$/;

describe('reports', () => {
  const outcome = {
    user: 'gerant@volant.test',
    aborted: null,
    areas: [
      { id: 'session', title: 'Session', checks: [{ id: 'session.signin', area: 'session', title: 'Connexion', status: 'passed' as const, durationMs: 80, detail: null, requests: [] }] },
      {
        id: 'vat',
        title: 'TVA & taxes',
        checks: [
          { id: 'vat.list', area: 'vat', title: 'Taux <TVA>', status: 'failed' as const, durationMs: 12, detail: 'HTTP 500 sur GET /api/billing/tvas?a=1&b=2 : « Panne »', requests: [{ method: 'GET', path: '/api/billing/tvas?a=1&b=2', status: 500, durationMs: 12, contentType: null }] },
          { id: 'vat.defaults', area: 'vat', title: 'Défauts', status: 'skipped' as const, durationMs: 0, detail: 'accès refusé', requests: [] },
        ],
      },
    ],
  };
  const report = buildReport(outcome, { version: '1.0.0', baseUrl: 'http://localhost:8080', sandbox: 'volant-smoke-x', readOnly: false, startedAt: new Date('2026-11-22T10:00:00Z'), durationMs: 3456 });

  test('the machine report counts and names the failures', () => {
    assert.equal(report.exitCode, EXIT.failure);
    assert.equal(report.ok, false);
    assert.deepEqual(report.summary, { total: 3, passed: 1, failed: 1, skipped: 1 });
    assert.deepEqual(report.failed, ['vat.list']);
    assert.equal(summaryLine(report), '3 vérifications : 1 réussie, 1 échouée, 1 ignorée, en 3,5 s.');
  });

  test('JUnit: one testsuite per area, escaped, with failures, skips and the calls', () => {
    const xml = junitXml(report);
    assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="volant smoke http:\/\/localhost:8080" tests="3" failures="1" errors="0" time="3.456">/);
    assert.match(xml, /<testsuite name="TVA &amp; taxes" id="vat" tests="2" failures="1" errors="0" skipped="1" time="0.012" timestamp="2026-11-22T10:00:00">/);
    assert.ok(xml.includes('<testcase classname="volant.smoke.vat" name="Taux &lt;TVA&gt; [vat.list]" time="0.012">'));
    assert.ok(xml.includes('<failure message="HTTP 500 sur GET /api/billing/tvas?a=1&amp;b=2 : « Panne »" type="check">'));
    assert.ok(xml.includes('<system-out>GET /api/billing/tvas?a=1&amp;b=2 → 500 (12 ms)</system-out>'));
    assert.ok(xml.includes('<skipped message="accès refusé"/>'));
    assert.ok(xml.includes('<testcase classname="volant.smoke.session" name="Connexion [session.signin]" time="0.080"/>'));
  });

  test('JUnit: every element carries only the attributes junit-10.xsd allows, the required ones, and its time format', () => {
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => name === 'testsuite' || name === 'testcase' }).parse(junitXml(report)) as {
      testsuites: Record<string, unknown> & { testsuite: Array<Record<string, unknown> & { testcase: Array<Record<string, unknown>> }> };
    };
    const check = (element: keyof typeof JUNIT_10, node: Record<string, unknown>) => {
      const attributes = Object.keys(node).filter((key) => key.startsWith('@')).map((key) => key.slice(1));
      const rule = JUNIT_10[element];
      assert.deepEqual(attributes.filter((name) => !(rule.allowed as readonly string[]).includes(name)), [], `<${element}> attributes outside junit-10.xsd`);
      for (const name of rule.required) assert.ok(attributes.includes(name), `<${element}> lacks ${name}`);
      if (typeof node['@time'] === 'string') assert.match(node['@time'], SUREFIRE_TIME);
    };
    check('testsuites', parsed.testsuites);
    for (const suite of parsed.testsuites.testsuite) {
      check('testsuite', suite);
      for (const testcase of suite.testcase) check('testcase', testcase);
    }
  });
});

describe('calendarWindow', () => {
  test('from the Monday a week before this ISO week to the Sunday two weeks on', () => {
    assert.deepEqual(calendarWindow(new Date('2026-11-18T12:00:00Z')), { after: '2026-11-09', before: '2026-12-06' });
    assert.deepEqual(calendarWindow(new Date('2026-11-22T23:00:00Z')), { after: '2026-11-09', before: '2026-12-06' });
    assert.deepEqual(calendarWindow(new Date('2026-11-23T00:00:00Z')), { after: '2026-11-16', before: '2026-12-13' });
  });
});
