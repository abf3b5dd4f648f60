// `volant smoke` against a real reference server: a passing run with its sandbox cleaned up, area
// selection, the machine reports, and the exit code of each failure kind (a broken endpoint behind a
// proxy, a non-JSON answer, the server down, a refused sign-in).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startServer, type RunningServer } from '../e2e/harness';
import { cliHome, PROXY_SERVICE, closedPort, proxyTo, VOLANT_BIN, type CliHome } from './harness';

let server: RunningServer;
let home: CliHome;
const credentials = ['--user', 'gerant@volant.test', '--password', 'volant-demo'];

interface Report {
  ok: boolean;
  exitCode: number;
  readOnly: boolean;
  sandbox: string | null;
  aborted: string | null;
  summary: { total: number; passed: number; failed: number; skipped: number };
  failed: string[];
  areas: { id: string; checks: { id: string; status: string; detail: string | null; durationMs: number; requests: { method: string; path: string; status: number }[] }[] }[];
}

const checksOf = (report: Report) => report.areas.flatMap((area) => area.checks);
const check = (report: Report, id: string) => {
  const found = checksOf(report).find((c) => c.id === id);
  assert.ok(found, `check ${id} missing from the report`);
  return found;
};

before(async () => {
  server = await startServer({ env: PROXY_SERVICE });
  home = await cliHome();
});
after(async () => {
  await server?.stop();
  await home?.cleanup();
});

describe('a passing run', () => {
  test('every area passes, the write flows run in a named sandbox that is cleaned up, exit 0', async () => {
    const run = await home.run(['--json', 'smoke', '--base-url', server.url, ...credentials]);
    assert.equal(run.code, 0, run.stderr);
    const report = JSON.parse(run.stdout) as Report;
    assert.equal(report.ok, true);
    assert.equal(report.exitCode, 0);
    assert.deepEqual(report.failed, []);
    assert.match(report.sandbox ?? '', /^volant-smoke-\d{8}-\d{6}-[0-9a-f]{4}$/);
    assert.ok(report.summary.passed >= 80, `only ${report.summary.passed} checks passed`);

    // Every list was asked with its page size and answered a Hydra collection that honours it.
    const learners = check(report, 'learners.list');
    assert.equal(learners.status, 'passed');
    assert.match(learners.detail ?? '', /^10 sur \d+ \(page de 10\)$/);
    assert.ok(learners.requests.some((r) => r.method === 'GET' && r.path.includes('itemsPerPage=10')));

    for (const id of ['session.signin', 'session.refresh', 'session.version', 'ants.status', 'ledger.verify']) assert.equal(check(report, id).status, 'passed', id);
    for (const id of ['push-flow.create', 'push-flow.send', 'push-flow.delete', 'billing-flow.learner', 'billing-flow.acceptance', 'billing-flow.payment', 'billing-flow.pdf', 'planning-flow.create', 'planning-flow.move', 'planning-flow.delete']) {
      assert.equal(check(report, id).status, 'passed', id);
    }
    assert.match(check(report, 'billing-flow.cleanup').detail ?? '', /^facture F-\d{4}-\d+ annulée par l’avoir AV-\d{4}-\d+, apprenant archivé$/);
    // The push reached the sandbox learner alone, then both went.
    assert.match(check(report, 'push-flow.send').detail ?? '', /^envoyée, statut « sent », 1 destinataire au journal$/);
    assert.equal(check(report, 'push-flow.delete').detail, 'notification supprimée, apprenant supprimé');

    // Human lines went to stderr, one per check with its duration, then the summary.
    assert.match(run.stderr, /✔ Liste des apprenants +\d+ ms {2}10 sur/);
    assert.match(run.stderr, /\d+ vérifications : \d+ réussies, 0 échouée, 0 ignorée, en \d+,\d s\./);

    // The sandbox learner is archived, findable by its name, and the NF525 chain still holds.
    const left = await home.run(['--json', 'learners', 'list', '--search', 'volant-smoke', '--archived', '--base-url', server.url, ...credentials]);
    const learnersLeft = JSON.parse(left.stdout) as { total: number; items: { lastName: string; archived: boolean }[] };
    assert.equal(learnersLeft.total, 1);
    assert.equal(learnersLeft.items[0]?.archived, true);
    const active = await home.run(['--json', 'learners', 'list', '--search', 'volant-smoke', '--base-url', server.url, ...credentials]);
    assert.equal((JSON.parse(active.stdout) as { total: number }).total, 0);
    const verify = await home.run(['ledger', 'verify', '--base-url', server.url, ...credentials]);
    assert.equal(verify.code, 0, verify.stderr);
  });

  test('--read-only leaves the write flows out; --only and --skip select areas; the sign-in always runs', async () => {
    const readOnly = await home.run(['--json', 'smoke', '--read-only', '--only', 'vat,billing-flow,ledger', '--base-url', server.url, ...credentials]);
    assert.equal(readOnly.code, 0, readOnly.stderr);
    const report = JSON.parse(readOnly.stdout) as Report;
    assert.equal(report.readOnly, true);
    assert.equal(report.sandbox, null);
    assert.deepEqual(report.areas.map((a) => a.id), ['session', 'vat', 'ledger']);
    assert.deepEqual(report.areas[0]!.checks.map((c) => c.id), ['session.signin']);
    assert.match(readOnly.stderr, /lecture seule/);

    const skipped = await home.run(['--json', 'smoke', '--skip', 'billing-flow,planning-flow,push-flow,learners', '--base-url', server.url, ...credentials]);
    assert.equal(skipped.code, 0, skipped.stderr);
    const ids = (JSON.parse(skipped.stdout) as Report).areas.map((a) => a.id);
    assert.ok(!ids.includes('learners') && !ids.includes('billing-flow') && ids.includes('groups'));
  });

  test('--reporter junit writes one testsuite per area and one testcase per check', async () => {
    const file = join(home.dir, 'smoke.xml');
    const run = await home.run(['smoke', '--only', 'vat,roles', '--read-only', '--reporter', 'junit', '--output', file, '--base-url', server.url, ...credentials]);
    assert.equal(run.code, 0, run.stderr);
    const xml = await readFile(file, 'utf8');
    assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="volant smoke http:\/\/127\.0\.0\.1:\d+" tests="\d+" failures="0"/);
    assert.match(xml, /<testsuite name="TVA" id="vat" tests="2" failures="0" errors="0" skipped="0"/);
    assert.match(xml, /<testcase classname="volant\.smoke\.vat" name="Taux de TVA \[vat\.list\]" time="\d+\.\d{3}">/);
    assert.equal((xml.match(/<testsuite /g) ?? []).length, 3);
  });

  test('--list names every area and check without calling anything', async () => {
    const run = await home.run(['smoke', '--list']);
    assert.equal(run.code, 0);
    assert.match(run.stdout, /^billing-flow {2}\(écriture, bac à sable\) — Parcours apprenant → devis → facture/m);
    assert.match(run.stdout, /^ {2}learners\.list {2}Liste des apprenants$/m);
  });
});

describe('failures', () => {
  test('an endpoint answering 500 fails its check: exit 1, the check named on the last line, the others pass', async () => {
    const proxy = await proxyTo(server.url, (req, res) => {
      if (!req.url?.startsWith('/api/groups?')) return false;
      res.writeHead(500, { 'Content-Type': 'application/ld+json' }).end(JSON.stringify({ '@type': 'hydra:Error', 'hydra:description': 'Panne simulée' }));
      return true;
    });
    try {
      const run = await home.run(['--json', 'smoke', '--only', 'groups,vat', '--base-url', proxy.url, ...credentials]);
      assert.equal(run.code, 1, run.stderr);
      const report = JSON.parse(run.stdout) as Report;
      assert.equal(report.ok, false);
      assert.deepEqual(report.failed, ['groups.list', 'groups.learners']);
      assert.match(check(report, 'groups.list').detail ?? '', /^HTTP 500 sur GET \/api\/groups\?page=1&itemsPerPage=10.* : Panne simulée$/);
      assert.equal(check(report, 'vat.list').status, 'passed');
      const lines = run.stderr.trim().split('\n');
      assert.equal(lines.at(-1), 'Échec : groups.list (Liste des groupes), groups.learners (Apprenants d’un groupe)');
      assert.match(run.stderr, /✖ Liste des groupes +\d+ ms {2}HTTP 500/);
      assert.doesNotMatch(run.stderr, /\n\s+at /, 'no stack trace');
    } finally {
      await proxy.close();
    }
  });

  test('a list answering HTML, or a collection that ignores its page size, fails with what is wrong', async () => {
    const proxy = await proxyTo(server.url, (req, res) => {
      if (req.url?.startsWith('/api/billing/tvas?page=1&itemsPerPage=10&')) {
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>maintenance</html>');
        return true;
      }
      if (req.url?.startsWith('/api/roles/accounts?')) {
        const member = (id: number) => ({ '@id': `/api/roles/accounts/${id}`, '@type': 'RoleAccount', id });
        res.writeHead(200, { 'Content-Type': 'application/ld+json' }).end(
          JSON.stringify({ '@type': 'hydra:Collection', 'hydra:member': Array.from({ length: 12 }, (_, i) => member(i + 1)), 'hydra:totalItems': 40 }),
        );
        return true;
      }
      return false;
    });
    try {
      const run = await home.run(['--json', 'smoke', '--only', 'vat,roles', '--base-url', proxy.url, ...credentials]);
      assert.equal(run.code, 1);
      const report = JSON.parse(run.stdout) as Report;
      assert.match(check(report, 'vat.list').detail ?? '', /^réponse non JSON \(text\/html\) sur GET \/api\/billing\/tvas\?page=1&itemsPerPage=10/);
      assert.equal(check(report, 'vat.defaults').status, 'passed');
      assert.equal(
        check(report, 'roles.list').detail,
        'collection Hydra invalide sur GET /api/roles/accounts?page=1&itemsPerPage=10&isEditable=1 : 12 éléments pour une page de 10 ; hydra:view sans lien vers la page suivante',
      );
    } finally {
      await proxy.close();
    }
  });

  test('an endpoint that does not answer within --timeout fails its check (exit 1), the run goes on', async () => {
    const proxy = await proxyTo(server.url, (req) => req.url?.startsWith('/api/reasons') === true);
    try {
      const run = await home.run(['--json', 'smoke', '--timeout', '800', '--only', 'notices,vat', '--base-url', proxy.url, ...credentials]);
      assert.equal(run.code, 1, run.stderr);
      const report = JSON.parse(run.stdout) as Report;
      assert.deepEqual(report.failed, ['notices.reasons']);
      assert.equal(check(report, 'notices.reasons').detail, 'pas de réponse sur GET /api/reasons : pas de réponse après 800 ms');
      assert.equal(check(report, 'vat.list').status, 'passed');
    } finally {
      await proxy.close();
    }
  });

  test('Ctrl-C during the billing flow skips what is left and still cleans the sandbox up', async () => {
    // The quotation's creation is held back long enough to interrupt the run while it is in flight.
    const proxy = await proxyTo(server.url, (req) => (req.method === 'POST' && req.url === '/api/accounting/quotations' ? 3000 : false));
    try {
      const child = spawn(process.execPath, [VOLANT_BIN, '--json', 'smoke', '--only', 'billing-flow', '--base-url', proxy.url, ...credentials], { env: home.env });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => {
        stderr += d.toString();
        if (/✔ Création de l’apprenant du bac à sable/.test(stderr) && !child.killed) setTimeout(() => child.kill('SIGINT'), 300);
      });
      const [code] = (await once(child, 'close')) as [number];
      assert.equal(code, 1, stderr);
      const report = JSON.parse(stdout) as Report;
      assert.equal(report.aborted, 'interrompu');
      assert.equal(check(report, 'billing-flow.link').detail, 'interrompu');
      assert.equal(check(report, 'billing-flow.cleanup').status, 'passed');
      assert.match(check(report, 'billing-flow.cleanup').detail ?? '', /apprenant supprimé$/);
      assert.match(stderr, /Interruption : les vérifications restantes sont ignorées, le bac à sable est nettoyé/);
    } finally {
      await proxy.close();
    }
    const left = await home.run(['--json', 'learners', 'list', '--search', 'volant-smoke', '--base-url', server.url, ...credentials]);
    assert.equal((JSON.parse(left.stdout) as { total: number }).total, 0);
  });

  test('the server down exits 3; the JSON report still says why', async () => {
    const port = await closedPort();
    const run = await home.run(['--json', 'smoke', '--base-url', `http://127.0.0.1:${port}`, ...credentials]);
    assert.equal(run.code, 3);
    const report = JSON.parse(run.stdout) as Report;
    assert.equal(report.exitCode, 3);
    assert.equal(check(report, 'session.signin').status, 'failed');
    assert.equal(report.aborted, `Impossible de joindre http://127.0.0.1:${port} : connexion refusée (le serveur est-il démarré ?).`);
    assert.equal(run.stderr.trim().split('\n').at(-1), report.aborted);
  });

  test('a wrong password exits 3; missing credentials and unknown areas are usage errors (2)', async () => {
    const wrong = await home.run(['smoke', '--base-url', server.url, '--user', 'gerant@volant.test', '--password', 'faux']);
    assert.equal(wrong.code, 3);
    assert.equal(wrong.stderr.trim().split('\n').at(-1), 'Connexion refusée : identifiant ou mot de passe incorrect.');

    const anonymous = await home.run(['smoke', '--base-url', server.url]);
    assert.equal(anonymous.code, 2);
    assert.match(anonymous.stderr, /volant smoke se connecte lui-même : indiquez --user et --password/);

    const unknown = await home.run(['smoke', '--only', 'learners,nope', '--base-url', server.url, ...credentials]);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /^Zone inconnue pour --only : « nope »\. Zones : session, learners, /);

    const reporter = await home.run(['smoke', '--reporter', 'xml', '--base-url', server.url, ...credentials]);
    assert.equal(reporter.code, 2);
    assert.match(reporter.stderr, /« xml » n’est pas une valeur possible de « --reporter <format> » \(valeurs : text, junit\)/);
  });
});
