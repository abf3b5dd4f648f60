import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import pg from 'pg';
import type { AuthResponse } from '../../src/shared/session/types';
import { createApp } from '../../server/app';
import { checkDocumentedAnswers } from './answer-check';
import { loadConfig } from '../../server/config';
import { createAppDeps, type AppDeps, type AppEnv } from '../../server/core/env';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { seedDemo } from '../../server/seed/demo';
import type { DemoIds } from '../../server/seed/types';

/** Prefix of the PostgreSQL schemas the test apps create: test/run.mjs drops those of its run (VOLANT_TEST_RUN). */
export const TEST_SCHEMA_PREFIX = `volant_test_${process.env.VOLANT_TEST_RUN ?? 'direct'}_`;

/** A movable clock: real time plus an offset tests can advance. */
export interface TestClock {
  advance(seconds: number): void;
}

export interface TestApp {
  app: Hono<AppEnv>;
  deps: AppDeps;
  ids: DemoIds;
  clock: TestClock;
  close(): Promise<void>;
}

/** The service the helpers ask tickets for (a path of the app, as the front end uses). */
export const TEST_SERVICE = '/auth/loading';

/**
 * A fresh PostgreSQL schema on DATABASE_URL_TEST, so suites can run on PostgreSQL too. It is not
 * dropped on close: Kysely's migrator introspects every schema of the database, and a schema dropped
 * by one test file while another migrates makes that migration fail. test/run.mjs drops those of its
 * run before and after the PostgreSQL run (TEST_SCHEMA_PREFIX).
 */
async function createPgSchema(url: string): Promise<string> {
  const schema = `${TEST_SCHEMA_PREFIX}${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  return schema;
}

/**
 * The whole reference server in-process on a migrated, demo-seeded database: in-memory SQLite, or a
 * fresh PostgreSQL schema when DATABASE_URL_TEST=postgres://… is set. `env` adds or overrides
 * configuration variables (the sign-on mode, the public URL, SMTP_URL…).
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const pgUrl = process.env.DATABASE_URL_TEST;
  const varDir = await mkdtemp(join(tmpdir(), 'volant-test-'));
  const config = loadConfig({
    VOLANT_DB_FILE: ':memory:',
    VOLANT_VAR_DIR: varDir,
    VOLANT_JWT_SECRET: randomBytes(32).toString('hex'),
    // app.request() URLs are http://localhost/…: the SSO's own origin in these tests.
    VOLANT_PUBLIC_URL: 'http://localhost',
    // The NF525 chains' witness, which an in-memory base does not keep by default: every test app keeps one.
    VOLANT_LEDGER_WITNESS_DIR: join(varDir, 'ledger-witness'),
    ...(pgUrl ? { DATABASE_URL: pgUrl } : {}),
    ...env,
  });
  const pgSchema = pgUrl ? await createPgSchema(pgUrl) : undefined;
  // No statement deadline: the shared test database is slow under parallel suites, and the deadlines
  // are the cluster suite's subject (test/cluster), not these.
  const database = await openDatabase(config, pgSchema ? { pgSchema, deadlines: false } : {});
  const close = async () => {
    await database.close();
    await rm(varDir, { recursive: true, force: true });
  };
  let offsetMs = 0;
  const deps = createAppDeps(database, config, () => new Date(Date.now() + offsetMs));
  let ids: DemoIds;
  try {
    await migrateToLatest(deps.db, { ledgerKey: config.ledgerKey, ...(pgSchema ? { pgSchema } : {}) });
    ids = await seedDemo(deps);
  } catch (err) {
    await close();
    throw err;
  }
  const app = createApp(deps);
  checkDocumentedAnswers(app);
  return {
    app,
    deps,
    ids,
    clock: { advance: (seconds) => (offsetMs += seconds * 1000) },
    close,
  };
}

/** JSON request options for app.request. */
export function jsonBody(method: string, body: unknown, token?: string): RequestInit {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return { method, headers, body: JSON.stringify(body) };
}

export function bearer(token: string, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { ...(init.headers as Record<string, string> | undefined), Authorization: `Bearer ${token}` } };
}

/** A service ticket for `email` through the REST ticket API (as the CLI gets one). */
export async function serviceTicket(app: Hono<AppEnv>, email: string, password = DEMO_PASSWORD): Promise<string> {
  const tgt = await app.request('/sso/v1/tickets', {
    method: 'POST',
    body: new URLSearchParams({ username: email, password }),
  });
  if (tgt.status !== 201) throw new Error(`TGT refusé pour ${email} (${tgt.status})`);
  const st = await app.request(`/sso/v1/tickets/${await tgt.text()}`, {
    method: 'POST',
    body: new URLSearchParams({ service: TEST_SERVICE }),
  });
  if (st.status !== 200) throw new Error(`ST refusé pour ${email} (${st.status})`);
  return st.text();
}

/** Signs in like the front end: ticket, then POST /api/auth. */
export async function signIn(app: Hono<AppEnv>, email: string, password = DEMO_PASSWORD): Promise<AuthResponse> {
  const ticket = await serviceTicket(app, email, password);
  const res = await app.request('/api/auth', jsonBody('POST', { serviceId: TEST_SERVICE, ticket }));
  if (res.status !== 200) throw new Error(`POST /api/auth a répondu ${res.status} pour ${email}`);
  return (await res.json()) as AuthResponse;
}

/**
 * A whole one-page PDF, as the upload check wants one (catalog, page tree, cross-reference table,
 * `%%EOF`), with `comment` as a comment line after the header.
 */
export function tinyPdf(comment = ''): Buffer<ArrayBuffer> {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'];
  let body = `%PDF-1.4\n%${comment}\n`;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * A PDF of about `bytes` bytes that every PDF reader (pdf-lib included, which the upload check uses)
 * reads as one empty page: random hex in a comment line, so no run of it can look like PDF syntax.
 */
export function bulkyPdf(bytes: number): Buffer<ArrayBuffer> {
  return tinyPdf(randomBytes(Math.ceil(bytes / 2)).toString('hex'));
}
