// A write load as a careful client sends it while instances are killed and PostgreSQL fails: each
// write (a VAT rate with a label of its own) carries its own Idempotency-Key and is sent again, with
// the same key, to the next instance until it is answered 2xx — within a bound, so that a key that
// stays « en cours » fails the test instead of hanging it. A plain writer sends writes without a key
// and remembers which ones were answered 503: the test then checks what each 503 said.
import { MAY_HAVE_COMMITTED_MESSAGE } from '../../server/core/errors';

/** How long one write may take to be answered 2xx, faults included (a PostgreSQL restart is seconds). */
const WRITE_BOUND_MS = 60_000;
/** A request no instance answers within this is counted as cut (never for a healthy one). */
const REQUEST_TIMEOUT_MS = 20_000;
/** Between two attempts of one write: lets a killed instance's port or PostgreSQL come back. */
const RETRY_PAUSE_MS = 20;

export interface KeyedWrite {
  label: string;
  rate: number;
  key: string;
  /** What each attempt got: a status, or the socket error's code. */
  attempts: string[];
  /** The final status (0 while unanswered). */
  status: number;
}

export interface PlainOutcome {
  label: string;
  rate: number;
  status: number;
  /** The 503's detail, when answered 503. */
  detail?: string;
}

interface Target {
  urls: () => string[];
  token: string;
  agency: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The rates of an agency are unique: the n-th write of a load takes 21 % + n basis points (21 % to 98,99 %). */
const rateOf = (n: number) => 21 + (n % 7800) / 100;

function post(url: string, target: Target, write: { label: string; rate: number }, key?: string): Promise<Response> {
  return fetch(`${url}/api/billing/tvas`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${target.token}`, 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': `"${key}"` } : {}) },
    body: JSON.stringify({ label: write.label, rate: write.rate, agency: target.agency }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

/** The code of a failed fetch: ECONNREFUSED (nothing sent), UND_ERR_SOCKET (cut while in flight)… */
function errorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'error';
}

/** Whether an attempt failed after it reached an instance: a 5xx, or its connection cut (not refused before anything was sent). */
export const wasCut = (attempt: string) => /^5\d\d$/.test(attempt) || (attempt !== 'ECONNREFUSED' && !/^\d{3}$/.test(attempt));

export interface WriteLoad {
  keyed: KeyedWrite[];
  plain: PlainOutcome[];
  /** Resolves once `count` more keyed writes were answered 2xx than when called. */
  progress(count: number): Promise<void>;
  /** Resolves once an attempt made from now on failed (5xx or socket error), within `boundMs`. */
  failureSeen(boundMs: number): Promise<void>;
  /** Lets each writer finish its current write, then resolves. */
  stop(): Promise<void>;
}

export function startWriteLoad(target: Target, writers: number, prefix: string): WriteLoad {
  const keyed: KeyedWrite[] = [];
  const plain: PlainOutcome[] = [];
  let stopped = false;
  let done = 0;
  let failures = 0;
  let turn = 0;
  let written = 0;
  const nextUrl = () => {
    const urls = target.urls();
    return urls[turn++ % urls.length]!;
  };

  const writeOnce = async (write: KeyedWrite) => {
    const started = performance.now();
    while (performance.now() - started < WRITE_BOUND_MS) {
      try {
        const res = await post(nextUrl(), target, write, write.key);
        await res.body?.cancel();
        write.attempts.push(String(res.status));
        // 2xx, or a refusal (a bug of this test): final. 409 « en cours » and 5xx are tried again.
        if (res.ok || (res.status < 500 && res.status !== 409)) {
          write.status = res.status;
          if (res.ok) done += 1;
          return;
        }
        if (res.status >= 500) failures += 1;
      } catch (error) {
        write.attempts.push(errorCode(error));
        failures += 1;
      }
      await pause(RETRY_PAUSE_MS);
    }
  };
  const keyedWriter = async (w: number) => {
    for (let n = 0; !stopped; n += 1) {
      const write: KeyedWrite = { label: `${prefix} ${w}-${n}`, rate: rateOf((written += 1)), key: `${prefix}-${w}-${n}-0123456789abcdef`.replace(/[^A-Za-z0-9_.:-]/g, '-'), attempts: [], status: 0 };
      keyed.push(write);
      await writeOnce(write);
      if (write.status === 0) return;
    }
  };
  const plainWriter = async () => {
    for (let n = 0; !stopped; n += 1) {
      const outcome: PlainOutcome = { label: `${prefix} sans clé ${n}`, rate: rateOf((written += 1)), status: 0 };
      plain.push(outcome);
      try {
        const res = await post(nextUrl(), target, outcome);
        outcome.status = res.status;
        if (res.status === 503) outcome.detail = ((await res.json()) as { detail?: string }).detail;
        else await res.body?.cancel();
      } catch (error) {
        outcome.detail = errorCode(error);
        await pause(RETRY_PAUSE_MS);
      }
    }
  };
  const running = [...Array.from({ length: writers }, (_, w) => keyedWriter(w)), plainWriter()];

  const until = async (what: string, boundMs: number, check: () => boolean) => {
    const started = performance.now();
    while (!check()) {
      if (performance.now() - started > boundMs) throw new Error(`${what}: not within ${boundMs} ms`);
      await pause(5);
    }
  };
  return {
    keyed,
    plain,
    progress: (count) => {
      const goal = done + count;
      const last = () => keyed.slice(-3).map((w) => `${w.label}: ${w.attempts.slice(-5).join(' ')}`).join('; ');
      return until(`${count} more writes answered 2xx`, WRITE_BOUND_MS, () => done >= goal).catch((error: Error) => {
        throw new Error(`${error.message} (last writes: ${last()})`);
      });
    },
    failureSeen: (boundMs) => {
      const seen = failures;
      return until('a write failing', boundMs, () => failures > seen);
    },
    stop: async () => {
      stopped = true;
      await Promise.all(running);
    },
  };
}

/** What a 503 to a write without a key says when it may have been recorded (any other 503: it was not). */
export const PLAIN_503 = { perhaps: MAY_HAVE_COMMITTED_MESSAGE } as const;
