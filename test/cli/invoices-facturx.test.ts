// `volant invoices facturx N`: the Factur-X XML of an invoice or a credit note, against a real reference
// server (its own file: the everyday commands' file is long already).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startServer, type RunningServer } from '../e2e/harness';
import { cliHome, type CliHome } from './harness';

let server: RunningServer;
let home: CliHome;
const as = (email = 'gerant@volant.test') => ['--base-url', server.url, '--user', email, '--password', 'volant-demo'];

before(async () => {
  server = await startServer();
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

describe('volant invoices facturx', () => {
  test('writes the Factur-X XML of an invoice (or a credit note with --avoir), the file inside its PDF', async () => {
    const list = await json<{ 'hydra:member': { id: number; number: string | null; kind: string }[] }>(['get', '/accounting/invoices?itemsPerPage=50', ...as()]);
    const invoice = list['hydra:member'].find((i) => i.number !== null && i.kind === 'invoice')!;
    const target = join(home.dir, 'facture.xml');
    const run = await home.run(['invoices', 'facturx', String(invoice.id), '-o', target, ...as()]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stderr, new RegExp(`^XML Factur-X de la facture n° ${invoice.id} écrit dans .*facture\\.xml \\(\\d+ octets\\)\\.`));
    const xml = (await readFile(target)).toString('utf8');
    assert.match(xml, /<rsm:CrossIndustryInvoice /);
    assert.ok(xml.includes(`<ram:ID>${invoice.number}</ram:ID>`));
    assert.match(xml, /<ram:TypeCode>380<\/ram:TypeCode>/);

    const named = await home.run(['invoices', 'facturx', String(invoice.id), ...as()], { cwd: home.dir });
    assert.equal(named.code, 0, named.stderr);
    assert.ok(existsSync(join(home.dir, `Facture-${invoice.number}-factur-x.xml`)), named.stderr);

    const credit = list['hydra:member'].find((i) => i.number !== null && i.kind === 'credit_note');
    if (credit) {
      const stdout = await home.run(['invoices', 'facturx', String(credit.id), '--avoir', '-o', '-', ...as()]);
      assert.equal(stdout.code, 0, stdout.stderr);
      assert.match(stdout.stdout, /<ram:TypeCode>381<\/ram:TypeCode>/);
    }
    const draft = list['hydra:member'].find((i) => i.number === null && i.kind === 'invoice');
    if (draft) assert.notEqual((await home.run(['invoices', 'facturx', String(draft.id), '-o', '-', ...as()])).code, 0, 'a draft has no Factur-X');
  });
});
