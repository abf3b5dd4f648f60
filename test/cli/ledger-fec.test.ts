// `volant ledger fec` against a real reference server: the file it writes passes every rule of the
// DGFiP's format (the same checker as the API test), and it refuses what it must.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { parisDate } from '../../src/shared/i18n/paris-date';
import { startServer, type RunningServer } from '../e2e/harness';
import { checkFec } from '../server/accounting/fec-format';
import { cliHome, type CliHome } from './harness';

let server: RunningServer;
let home: CliHome;
const as = (email = 'gerant@volant.test') => ['--base-url', server.url, '--user', email, '--password', 'volant-demo'];
/** The year of the day 12 days ago always holds seeded invoices and a payment (server/seed/accounting.ts dates them 21 to 3 days back). */
const year = Number(parisDate(new Date(Date.now() - 12 * 86_400_000)).slice(0, 4));

before(async () => {
  server = await startServer();
  home = await cliHome();
});
after(async () => {
  await server?.stop();
  await home?.cleanup();
});

describe('volant ledger fec', () => {
  test('writes the year’s FEC to --output or under its legal name; the file follows the format', async () => {
    const target = join(home.dir, 'fec.txt');
    const run = await home.run(['ledger', 'fec', '--year', String(year), '--output', target, ...as()]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stderr, new RegExp(`^FEC ${year} écrit dans .*fec\\.txt \\(\\d+ octets\\)\\.`));
    const rows = checkFec(await readFile(target), `812345678FEC${year}1231.txt`, '812345678', year);
    assert.ok(rows.some((r) => r.JournalCode === 'VE') && rows.some((r) => r.JournalCode === 'BQ'), 'the demo year has sales and payments');

    const again = await home.run(['ledger', 'fec', '--year', String(year), '--output', target, ...as()]);
    assert.equal(again.code, 2);
    assert.match(again.stderr, /existe déjà : --force pour le remplacer/);

    const named = await home.run(['--json', 'ledger', 'fec', '--year', String(year), ...as()], { cwd: home.dir });
    assert.equal(named.code, 0, named.stderr);
    const described = JSON.parse(named.stdout) as { file: string; filename: string; bytes: number };
    assert.equal(described.filename, `812345678FEC${year}1231.txt`);
    assert.ok(existsSync(join(home.dir, described.filename)));
  });

  test('a malformed year is a usage error; a user without the fiscal archive right is refused by the server', async () => {
    const bad = await home.run(['ledger', 'fec', '--year', '25', ...as()]);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--year attend une année sur quatre chiffres/);
    const missing = await home.run(['ledger', 'fec', ...as()]);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /l’option « --year <AAAA> » est obligatoire/);
    const denied = await home.run(['ledger', 'fec', '--year', String(year), '-o', '-', ...as('secretariat@volant.test')]);
    assert.equal(denied.code, 1);
    assert.match(denied.stderr, /^Le serveur a répondu 403/);
  });
});
