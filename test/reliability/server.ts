// The built reference server (dist/server/main.js) as the fault and load suites drive it: started on
// a chosen database (SQLite file or PostgreSQL schema) that outlives the process, killed with any
// signal, restarted on the same data; plus signing in over HTTP like the CLI (SSO REST tickets).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_BUNDLE = join(ROOT, 'dist/server/main.js');
const START_TIMEOUT_MS = 120_000;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** kill -9: no shutdown, no flush. */
  crash(): Promise<void>;
  /** SIGTERM, then SIGKILL after 5 s. */
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Spawns the built server with `env` (VOLANT_DB_FILE or DATABASE_URL, VOLANT_VAR_DIR, VOLANT_JWT_SECRET…). */
export function spawnServer(env: Record<string, string>, port: number): ServerProcess {
  if (!existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: run \`node build.mjs\` first.`);
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATABASE_URL: '', VOLANT_PUBLIC_URL: `http://127.0.0.1:${port}`, ...env, PORT: String(port) },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    crash: async () => {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (!alive()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Waits until GET /config.json answers, or throws with the server's output when it exits or stalls. */
export async function ready(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      const res = await fetch(`${server.url}/config.json`);
      await res.body?.cancel();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (server.child.exitCode !== null || server.child.signalCode !== null || Date.now() > deadline) {
      await server.stop();
      throw new Error(`The server did not start. Its output:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface HttpSession {
  token: string;
  refresh_token: string;
}

/** Signs in over HTTP as the CLI does: SSO ticket-granting ticket, service ticket, POST /api/auth. */
export async function signInHttp(base: string, email: string, password = 'volant-demo'): Promise<HttpSession> {
  const tgt = await fetch(`${base}/sso/v1/tickets`, { method: 'POST', body: new URLSearchParams({ username: email, password }) });
  if (tgt.status !== 201) throw new Error(`TGT ${tgt.status} for ${email}`);
  const service = `${base}/auth/loading`;
  const st = await fetch(`${base}/sso/v1/tickets/${encodeURIComponent((await tgt.text()).trim())}`, { method: 'POST', body: new URLSearchParams({ service }) });
  if (st.status !== 200) throw new Error(`ST ${st.status} for ${email}`);
  const auth = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/ld+json' },
    body: JSON.stringify({ serviceId: service, ticket: (await st.text()).trim() }),
  });
  if (auth.status !== 200) throw new Error(`POST /api/auth ${auth.status} for ${email}: ${await auth.text()}`);
  return (await auth.json()) as HttpSession;
}

/** API calls with a bearer token: JSON-LD unless a read asks for a file (a PDF is refused 406 to a JSON-only Accept). */
export function apiOf(base: string, token: string) {
  const headers = (extra: Record<string, string> = {}) => ({ Authorization: `Bearer ${token}`, Accept: 'application/ld+json', ...extra });
  return {
    get: (path: string, accept?: string) => fetch(`${base}${path}`, { headers: headers(accept ? { Accept: accept } : {}) }),
    post: (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: headers({ 'Content-Type': 'application/json' }), body: JSON.stringify(body) }),
    async json<T>(path: string): Promise<T> {
      const res = await fetch(`${base}${path}`, { headers: headers() });
      if (!res.ok) throw new Error(`GET ${path} → ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
  };
}

export type Api = ReturnType<typeof apiOf>;

export interface Members<T> {
  'hydra:member': T[];
}

/** The ids a writer needs from the demo data of the first structure (Orléans agency). */
export interface WriteRefs {
  agency: number;
  tva: number;
  learners: number[];
  agenda: number;
  invoices: number[];
}

export async function writeRefs(api: Api): Promise<WriteRefs> {
  const agencies = await api.json<Members<{ id: number; name: string }>>('/api/agencies');
  const agency = agencies['hydra:member'][0]!.id;
  const tvas = await api.json<Members<{ id: number }>>(`/api/billing/tvas?agency=${agency}`);
  const learners = await api.json<Members<{ id: number }>>(`/api/learners?agency=${agency}&itemsPerPage=30`);
  const agendas = await api.json<Members<{ id: number }>>(`/api/plannings/agendas?agency=${agency}`);
  const invoices = await api.json<Members<{ id: number; number: string | null; remaining: number }>>(`/api/accounting/invoices?itemsPerPage=100`);
  return {
    agency,
    tva: tvas['hydra:member'][0]!.id,
    learners: learners['hydra:member'].map((l) => l.id),
    agenda: agendas['hydra:member'][0]!.id,
    invoices: invoices['hydra:member'].filter((i) => i.number && i.remaining >= 1).map((i) => i.id),
  };
}

export type WriteKind = 'learner' | 'quotation' | 'payment' | 'slot';
export const WRITE_KINDS: readonly WriteKind[] = ['learner', 'quotation', 'payment', 'slot'];

/** One write of `kind` (the n-th of the run, so texts, dates and times differ); the path and body to POST. */
export function writeRequest(kind: WriteKind, n: number, refs: WriteRefs): { path: string; body: unknown } {
  const learner = refs.learners[n % refs.learners.length]!;
  switch (kind) {
    case 'learner':
      return {
        path: '/api/learners',
        body: {
          civility: null, firstName: `Écrit ${n}`, lastName: `Fiabilité`, email: null, phone: null, birthDate: null, birthPlace: null,
          address: null, postalCode: null, city: null, neph: null, isProspect: true, registration: null, agency: refs.agency,
        },
      };
    case 'quotation':
      return { path: '/api/accounting/quotations', body: { agency: refs.agency, learner, lines: [{ label: `Leçon ${n}`, quantity: 1, unitPrice: 45, tva: refs.tva }] } };
    case 'payment':
      return {
        path: '/api/accounting/payments',
        body: { invoice: refs.invoices[n % refs.invoices.length]!, amount: 0.01, method: 'other', paidOn: new Date().toISOString().slice(0, 10), reference: `fiab-${n}` },
      };
    case 'slot': {
      // One slot per quarter of an hour between 9:00 and 12:00 on weekdays from 2031 on: never two at once.
      const weekday = Math.floor(n / 12);
      const day = new Date(Date.UTC(2031, 0, 6) + (Math.floor(weekday / 5) * 7 + (weekday % 5)) * 86_400_000).toISOString().slice(0, 10);
      const start = 9 * 60 + (n % 12) * 15;
      const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      return { path: '/api/plannings/slots', body: { agenda: refs.agenda, date: day, schedule: { startTime: hhmm(start), endTime: hhmm(start + 15) } } };
    }
  }
}

/** What the read-back of a write answers: a payment is read back through its receipt (a PDF). */
export const readBackAccept = (kind: WriteKind): string | undefined => (kind === 'payment' ? 'application/pdf' : undefined);

/** The path that reads back an acknowledged write. */
export function readBackPath(kind: WriteKind, id: number): string {
  switch (kind) {
    case 'learner':
      return `/api/learners/${id}`;
    case 'quotation':
      return `/api/accounting/quotations/${id}`;
    case 'payment':
      return `/api/accounting/payments/${id}/receipt`;
    case 'slot':
      return `/api/plannings/slots/${id}`;
  }
}
