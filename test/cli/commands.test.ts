// The everyday commands of support staff against a real reference server: learners, quotations,
// invoice PDFs, ANTS status, the NF525 ledger check; and the help of every command.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { startServer, type RunningServer } from '../e2e/harness';
import { cliHome, PROXY_SERVICE, proxyTo, type CliHome } from './harness';

/** The server's NF525 ledger key, given to the CLI where a test wants the keyed hashes recomputed locally. */
const LEDGER_KEY = 'cli-test-ledger-key-'.padEnd(48, 'k');

let server: RunningServer;
let home: CliHome;
const as = (email = 'gerant@volant.test') => ['--base-url', server.url, '--user', email, '--password', 'volant-demo'];

before(async () => {
  server = await startServer({ env: { ...PROXY_SERVICE, VOLANT_LEDGER_KEY: LEDGER_KEY } });
  home = await cliHome();
});
after(async () => {
  await server?.stop();
  await home?.cleanup();
});

async function json<T>(args: string[]): Promise<T> {
  const run = await home.run(['--json', ...args]);
  assert.equal(run.code, 0, run.stderr);
  return JSON.parse(run.stdout) as T;
}

describe('volant learners list', () => {
  test('searches like the list screen: a table on stdout, the count on stderr; --json gives total and items', async () => {
    const run = await home.run(['learners', 'list', '--search', 'masson', ...as()]);
    assert.equal(run.code, 0, run.stderr);
    const [header, ...rows] = run.stdout.trimEnd().split('\n');
    assert.match(header ?? '', /^N° {2}Nom +E-mail +Téléphone +Agence +Formation +Créé le$/);
    assert.ok(rows.length > 0 && rows.every((row) => /Masson/.test(row)), run.stdout);
    assert.match(run.stderr, /^\d+ apprenant\(s\) affiché\(s\) sur \d+ — page 1\/1\.$/m);

    const page = await json<{ total: number; page: number; itemsPerPage: number; items: { lastName: string; archived: boolean }[] }>(['learners', 'list', '--per-page', '3', '--page', '2', ...as()]);
    assert.equal(page.page, 2);
    assert.equal(page.itemsPerPage, 3);
    assert.equal(page.items.length, 3);
    assert.ok(page.total > 6);
    assert.ok(page.items.every((learner) => !learner.archived));

    const none = await home.run(['learners', 'list', '--search', 'zzzz-personne', ...as()]);
    assert.equal(none.code, 0);
    assert.equal(none.stdout, '');
    assert.match(none.stderr, /Aucun apprenant ne correspond à « zzzz-personne »\./);
  });

  test('the secretariat sees only its agencies; a bad --per-page is a usage error', async () => {
    const page = await json<{ items: { agency: { name: string } }[] }>(['learners', 'list', '--per-page', '100', ...as('secretariat@volant.test')]);
    assert.ok(page.items.length > 0);
    assert.ok(page.items.every((learner) => ['Orléans Centre', 'Blois'].includes(learner.agency.name)), JSON.stringify(page.items.map((l) => l.agency.name)));
    const bad = await home.run(['learners', 'list', '--per-page', '0', ...as()]);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--per-page attend un nombre entier entre 1 et 5000 \(reçu « 0 »\)\./);
  });
});

describe('volant quotations show', () => {
  test('shows the number, status, customer, lines, totals and public link; --json the details; an unknown id exits 1', async () => {
    const list = await json<{ 'hydra:member': { id: number; number: string; uuid: string; customerName: string }[] }>(['get', '/accounting/quotations?itemsPerPage=1&order[createdAt]=asc', ...as()]);
    const quotation = list['hydra:member'][0]!;
    const run = await home.run(['quotations', 'show', String(quotation.id), ...as()]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, new RegExp(`^Devis ${quotation.number} — (En attente|En cours|Brouillon|Validée|Acceptée|Refusé)\\n`));
    assert.match(run.stdout, new RegExp(`^Client : ${quotation.customerName}`, 'm'));
    assert.match(run.stdout, /^Libellé +Qté +PU HT +TVA +Total TTC$/m);
    assert.match(run.stdout, /^Total HT [\d\s,]+€ · TVA [\d\s,]+€ · Total TTC [\d\s,]+€$/m);
    assert.match(run.stdout, /^Apprenant : .+ \(n° \d+\)$/m);
    assert.ok(run.stdout.includes(`Lien public : ${server.url}/devis/${quotation.uuid}`));

    const details = await json<{ id: number; lines: unknown[] }>(['quotations', 'show', String(quotation.id), ...as()]);
    assert.equal(details.id, quotation.id);
    assert.ok(details.lines.length > 0);

    const unknown = await home.run(['quotations', 'show', '999999', ...as()]);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /^Le serveur a répondu 404 : /);
    const bad = await home.run(['quotations', 'show', 'abc', ...as()]);
    assert.equal(bad.code, 2);
  });
});

describe('volant invoices pdf', () => {
  test('writes the PDF under the server’s name or -o, never over a file without --force', async () => {
    const list = await json<{ 'hydra:member': { id: number; number: string | null; kind: string }[] }>(['get', '/accounting/invoices?itemsPerPage=50', ...as()]);
    const invoice = list['hydra:member'].find((i) => i.number !== null && i.kind === 'invoice')!;
    const target = join(home.dir, 'facture.pdf');
    const run = await home.run(['invoices', 'pdf', String(invoice.id), '-o', target, ...as()]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stderr, new RegExp(`^PDF de la facture n° ${invoice.id} écrit dans .*facture\\.pdf \\(\\d+ octets\\)\\.`));
    assert.equal((await readFile(target)).subarray(0, 5).toString('latin1'), '%PDF-');

    const again = await home.run(['invoices', 'pdf', String(invoice.id), '-o', target, ...as()]);
    assert.equal(again.code, 2);
    assert.match(again.stderr, /existe déjà : --force pour le remplacer/);
    assert.equal((await home.run(['invoices', 'pdf', String(invoice.id), '-o', target, '--force', ...as()])).code, 0);

    const named = await home.run(['invoices', 'pdf', String(invoice.id), ...as()], { cwd: home.dir });
    assert.equal(named.code, 0, named.stderr);
    assert.ok(existsSync(join(home.dir, `Facture-${invoice.number}.pdf`)), named.stderr);

    const described = await json<{ file: string; bytes: number; filename: string }>(['invoices', 'pdf', String(invoice.id), '-o', join(home.dir, 'f2.pdf'), ...as()]);
    assert.equal(described.filename, `Facture-${invoice.number}.pdf`);
    assert.ok(described.bytes > 1000);

    const stdout = await home.run(['invoices', 'pdf', String(invoice.id), '-o', '-', ...as()]);
    assert.ok(stdout.stdout.startsWith('%PDF-'));
  });
});

describe('volant ants status', () => {
  test('the navbar indicator with each connection and the requests by status; --json gives the indicator value', async () => {
    const run = await home.run(['ants', 'status', ...as()]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^ANTS : Non connecté \(0\/3 connexion\(s\), mode par agence\)$/m);
    assert.match(run.stdout, /^ {2}Orléans Centre +Non connectée/m);
    assert.match(run.stdout, /^Demandes : BROUILLON \d+/m);
    const report = await json<{ indicator: number; mode: number; connections: unknown[]; statistics: Record<string, number> }>(['ants', 'status', ...as()]);
    assert.equal(report.indicator, 0);
    assert.equal(report.connections.length, 3);
    assert.equal(typeof report.statistics.BROUILLON, 'number');
  });
});

describe('volant ledger verify', () => {
  const withKey = { env: { VOLANT_LEDGER_KEY: LEDGER_KEY } };

  test('intact books: the server’s verdict and the local recomputation agree, exit 0', async () => {
    const run = await home.run(['ledger', 'verify', ...as()]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^ {2}Serveur : chaîne intègre, (\d+) événement\(s\), dernier n° \1 \(empreinte [0-9a-f]{12}…\)$/m);
    assert.match(run.stdout, /^ {2}Recalcul local : chaîne intègre, (\d+) événement\(s\).* \(empreintes avec clé non recalculées : VOLANT_LEDGER_KEY absente\)$/m);
    const keyed = await home.run(['ledger', 'verify', ...as()], withKey);
    assert.equal(keyed.code, 0, keyed.stderr);
    assert.match(keyed.stdout, /^ {2}Recalcul local : chaîne intègre, \d+ événement\(s\), dernier n° \d+ \(empreinte [0-9a-f]{12}…\)$/m);
    const only = await home.run(['ledger', 'verify', '--server-only', ...as()]);
    assert.match(only.stdout, /Recalcul local : non demandé \(--server-only\)/);
  });

  test('an invoice edited in the database: exit 1, the document and what differs are named', async () => {
    const db = new Database(server.dbFile);
    const bill = db.prepare("select id, number, total_ttc_cents from bills where structure_id = 1 and kind = 'invoice' and number is not null order by id limit 1").get() as { id: number; number: string; total_ttc_cents: number };
    db.prepare('update bills set total_ttc_cents = 100 where id = ?').run(bill.id);
    try {
      const run = await home.run(['ledger', 'verify', ...as()]);
      assert.equal(run.code, 1);
      assert.match(run.stdout, new RegExp(`^ {2}- La facture ${bill.number} a été modifiée après l’événement n° \\d+ : total TTC\\.$`, 'm'));
      assert.match(run.stdout, /^ {6}total TTC : [\d\s,]+\s€ dans le journal, 1,00\s€ dans la base$/m);
      assert.match(run.stderr, new RegExp(`^Journal NF525 : 1 anomalie\\(s\\)\\. La facture ${bill.number} a été modifiée`));
      const report = JSON.parse((await home.run(['--json', 'ledger', 'verify', ...as()])).stdout) as { ok: boolean; server: { findings: { kind: string; documentNumber: string }[] } };
      assert.equal(report.ok, false);
      assert.deepEqual(report.server.findings.map((f) => [f.kind, f.documentNumber]), [['document-changed', bill.number]]);
    } finally {
      db.prepare('update bills set total_ttc_cents = ? where id = ?').run(bill.total_ttc_cents, bill.id);
      db.close();
    }
  });

  test('a tampered event is named, even when the server says all is well; a user without the log falls back to the server', async () => {
    // What someone with access to the database could do: lift the append-only trigger, change an amount.
    const db = new Database(server.dbFile);
    const trigger = db.prepare("select sql from sqlite_master where type = 'trigger' and name = 'ledger_events_no_update'").get() as { sql: string };
    const row = db.prepare('select id, amount_cents from ledger_events where structure_id = 1 and seq = 2').get() as { id: number; amount_cents: number };
    const setAmount = (cents: number) => {
      db.exec('drop trigger ledger_events_no_update');
      db.prepare('update ledger_events set amount_cents = ? where id = ?').run(cents, row.id);
      db.exec(trigger.sql);
    };
    setAmount(row.amount_cents + 100);
    const message = 'L’empreinte de l’événement n° 2 ne correspond plus à son contenu : il a été modifié.';
    try {
      const broken = await home.run(['--json', 'ledger', 'verify', ...as()], withKey);
      assert.equal(broken.code, 1);
      const report = JSON.parse(broken.stdout) as { ok: boolean; server: { ok: boolean }; local: { ok: boolean; firstBroken: { seq: number; reason: string } } };
      assert.equal(report.server.ok, false);
      assert.deepEqual([report.local.firstBroken.seq, report.local.firstBroken.reason], [2, 'hash-mismatch']);
      assert.equal(broken.stderr.trim(), `Journal NF525 : 1 anomalie(s). ${message}`);

      // A server that answers « intact » is caught by the recomputation with the key.
      const lying = await proxyTo(server.url, (req, res) => {
        if (!req.url?.startsWith('/api/accounting/ledger/verify')) return false;
        res.writeHead(200, { 'Content-Type': 'application/ld+json' }).end(
          JSON.stringify({ '@id': '/api/accounting/ledger/verify', '@type': 'LedgerVerification', ok: true, checked: 1, lastSeq: 1, lastHash: 'f'.repeat(64), firstBroken: null, findings: [], findingsCount: 0, verifiedAt: new Date().toISOString() }),
        );
        return true;
      });
      try {
        const caught = await home.run(['ledger', 'verify', '--base-url', lying.url, '--user', 'gerant@volant.test', '--password', 'volant-demo'], withKey);
        assert.equal(caught.code, 1);
        assert.match(caught.stdout, /Serveur : chaîne intègre/);
        assert.match(caught.stdout, new RegExp(`Recalcul local : 1 anomalie\\(s\\), la première : ${message}`));
        assert.equal(caught.stderr.trim(), `Journal NF525 : 1 anomalie(s). ${message}`);
      } finally {
        await lying.close();
      }
    } finally {
      setAmount(row.amount_cents);
      db.close();
    }
    const trainer = await home.run(['ledger', 'verify', ...as('formateur@volant.test')]);
    assert.equal(trainer.code, 0, trainer.stderr);
    assert.match(trainer.stdout, /Recalcul local : impossible : ce compte n’a pas le droit de lire le journal des événements/);
  });
});

describe('help', () => {
  const COMMANDS = [
    [], ['login'], ['logout'], ['whoami'], ['get'], ['post'], ['patch'], ['delete'], ['smoke'],
    ['learners'], ['learners', 'list'], ['quotations'], ['quotations', 'show'], ['invoices'], ['invoices', 'pdf'],
    ['ants'], ['ants', 'status'], ['ledger'], ['ledger', 'verify'], ['ledger', 'fec'],
    ['profiles'], ['profiles', 'list'], ['profiles', 'add'], ['profiles', 'use'], ['profiles', 'remove'], ['serve'], ['seed'], ['backup'], ['restore'],
  ];
  test('every command’s --help is in French and ends with examples', async () => {
    for (const command of COMMANDS) {
      const run = await home.run([...command, '--help']);
      const name = `volant ${command.join(' ')}`;
      assert.equal(run.code, 0, name);
      assert.match(run.stdout, /^Utilisation : volant/, name);
      assert.match(run.stdout, /\nExemples? :\n {2}volant /, `${name} has no example`);
      assert.doesNotMatch(run.stdout, /\b(Usage|Options|Commands|Arguments):|default:/, `${name} has English in its help`);
    }
  });
});
