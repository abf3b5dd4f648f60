// `volant backup` under write load through the proxy, restored into another database: an instance
// started there serves every write acknowledged before the backup, the files, and a green NF525 ledger.
// test/run.mjs runs it after the build, only where PostgreSQL's binaries are installed.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { cliHome } from '../cli/harness';
import { apiOf, ready, signInHttp, type ServerProcess } from '../reliability/server';
import { bulkyPdf } from '../server/helpers';
import { agencyOf, createRate, DATABASE, downloaded, uploadPdf, useCluster } from './cluster';
import type { Postgres } from './postgres';
import type { Proxy } from './proxy';

let postgres: Postgres;
let proxy: Proxy;
let a: ServerProcess;
const cluster = useCluster('cluster-backup', 'plusieurs instances (sauvegarde sous charge)', (up) => {
  ({ postgres, proxy, a } = up);
});

test('volant backup under write load through the proxy, restored into another database: an instance there serves every acknowledged write, the files, a green NF525 ledger', async (t) => {
  const { token } = await signInHttp(proxy.url, 'gerant@volant.test');
  const agency = `/api/agencies/${await agencyOf(apiOf(a.url, token), /Orléans/)}`;
  const pdf = bulkyPdf(300_000);
  const path = await uploadPdf(postgres, proxy.url, token, 'Grappe sauvegarde', pdf);

  // Writes keep coming through the proxy, each recorded once acknowledged (201).
  const acknowledged: { id: number; label: string }[] = [];
  let stop = false;
  const writer = (async () => {
    for (let i = 0; !stop; i += 1) {
      const label = `Grappe charge ${i}`;
      const res = await createRate(proxy.url, token, { label, rate: 40 + (i % 500) / 100, agency });
      assert.equal(res.status, 201, await res.clone().text());
      acknowledged.push({ id: ((await res.json()) as { id: number }).id, label });
    }
  })();
  const acknowledgedAtLeast = async (count: number) => {
    while (acknowledged.length < count) await Promise.race([writer, new Promise((resolve) => setTimeout(resolve, 5))]);
  };

  const home = await cliHome();
  const varDir = cluster.tempDir('volant-cluster-cli-');
  const cliEnv = (database: string) => ({ env: { DATABASE_URL: postgres.url(database), VOLANT_VAR_DIR: varDir, VOLANT_JWT_SECRET: cluster.secret, VOLANT_LEDGER_KEY: cluster.ledgerKey } });
  const file = join(home.dir, 'volant.dump');
  let before: typeof acknowledged;
  try {
    await acknowledgedAtLeast(20);
    before = [...acknowledged];
    const backup = await home.run(['backup', file], cliEnv(DATABASE));
    assert.equal(backup.code, 0, backup.stderr);
    const during = acknowledged.length - before.length;
    await acknowledgedAtLeast(acknowledged.length + 5);
    stop = true;
    await writer;
    t.diagnostic(`${before.length} writes acknowledged before the backup, ${during} while it ran, ${acknowledged.length} in all`);

    await postgres.createDatabase('volant_restored');
    const restore = await home.run(['restore', file, '--yes'], cliEnv('volant_restored'));
    assert.equal(restore.code, 0, restore.stderr);
  } finally {
    stop = true;
    await writer.catch(() => undefined);
    await home.cleanup();
  }

  const rows = await postgres.query<{ id: number; label: string }>('volant_restored', `select id, label from tvas where label like 'Grappe charge %'`);
  const present = new Map(rows.map((r) => [r.id, r.label]));
  const lost = before.filter((w) => present.get(w.id) !== w.label);
  assert.deepEqual(lost, [], `${lost.length} of ${before.length} writes acknowledged before the backup are missing`);

  const restored = await cluster.spawnInstance('volant_restored');
  try {
    await ready(restored);
    const session = await signInHttp(restored.url, 'gerant@volant.test');
    assert.ok((await downloaded(restored.url, session.token, path)).equals(pdf), 'the file is served from the restored base');
    const last = before.at(-1)!;
    assert.equal((await apiOf(restored.url, session.token).json<{ label: string }>(`/api/billing/tvas/${last.id}`)).label, last.label);
    const audit = await apiOf(restored.url, session.token).json<{ ok: boolean; findings: { message: string }[] }>('/api/accounting/ledger/verify');
    assert.ok(audit.ok, audit.findings.map((f) => f.message).join('\n'));
  } finally {
    await restored.stop();
  }
});
