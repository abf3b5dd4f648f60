// Issue 36 S2 through `volant ledger verify`: a running server's books rolled back to an earlier head
// (its `ledger_sequences` rows written back, seals included) or wiped, directly in its SQLite file as
// someone with access to the database would: the command names it and exits 1.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database as Schema } from '../../server/db/schema';
import { startServer, type RunningServer } from '../e2e/harness';
import { apiOf, signInHttp } from '../reliability/server';
import { invoiceAndPay, keepSequences, reissued, ROLLED_BACK, rollBack, WIPED, wipe, type Post } from '../server/ledger/rollback';
import { cliHome, type CliHome } from './harness';

let server: RunningServer;
let home: CliHome;
let db: Kysely<Schema>;
const as = () => ['--base-url', server.url, '--user', 'gerant@volant.test', '--password', 'volant-demo'];

before(async () => {
  server = await startServer();
  home = await cliHome();
  db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: new Database(server.dbFile) }) });
});
after(async () => {
  await db?.destroy();
  await server?.stop();
  await home?.cleanup();
});

describe('volant ledger verify against books rolled back or wiped', () => {
  test('rolled back to an earlier head: exit 1, the rollback named, then the number issued twice; wiped: exit 1, not « la chaîne est vide »', async () => {
    const api = apiOf(server.url, (await signInHttp(server.url, 'gerant@volant.test')).token);
    const post: Post = async <T>(path: string, body: unknown) => {
      const res = await api.post(`/api${path}`, body);
      return { status: res.status, body: (await res.json()) as T };
    };
    const structure = await db.selectFrom('structures').select('id').orderBy('id').executeTakeFirstOrThrow();
    const agency = await db.selectFrom('agencies').select('id').where('structure_id', '=', structure.id).where('name', '=', 'Orléans Centre').executeTakeFirstOrThrow();
    const kept = await keepSequences(db, structure.id);
    const { invoice } = await invoiceAndPay(db, post, agency.id);
    const intact = await home.run(['ledger', 'verify', '--server-only', ...as()]);
    assert.equal(intact.code, 0, intact.stdout + intact.stderr);

    await rollBack(db, 'sqlite', structure.id, kept, invoice.id);
    const rolledBack = await home.run(['ledger', 'verify', ...as()]);
    assert.equal(rolledBack.code, 1, rolledBack.stdout);
    assert.match(rolledBack.stdout, new RegExp(`^ {2}- ${ROLLED_BACK.source.slice(1)}`, 'm'));
    assert.match(rolledBack.stdout, new RegExp(`^ {2}- La facture ${invoice.number}, que le témoin de la chaîne, tenu hors de la base, a vue émise`, 'm'));
    assert.match(rolledBack.stderr, new RegExp(`^Journal NF525 : \\d+ anomalie\\(s\\)\\. ${ROLLED_BACK.source.slice(1)}`));

    // The next invoice takes the same number again: named as issued twice.
    const again = await invoiceAndPay(db, post, agency.id);
    assert.equal(again.invoice.number, invoice.number);
    const reused = await home.run(['ledger', 'verify', '--server-only', ...as()]);
    assert.equal(reused.code, 1, reused.stdout);
    assert.match(reused.stdout, new RegExp(`^ {2}- ${reissued(invoice.number!).source.slice(1)}`, 'm'));

    await wipe(db, 'sqlite', structure.id);
    const wiped = await home.run(['--json', 'ledger', 'verify', ...as()]);
    assert.equal(wiped.code, 1, wiped.stdout);
    const report = JSON.parse(wiped.stdout) as { ok: boolean; server: { ok: boolean; findings: { kind: string; message: string }[] } };
    assert.equal(report.server.ok, false);
    assert.match(report.server.findings[0]!.message, WIPED);
  });
});
