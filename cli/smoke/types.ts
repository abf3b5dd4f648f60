import type { ApiClient } from '../../src/shared/api/client';
import type { ExitCode } from '../errors';
import type { SessionUser } from '../../src/shared/session/types';
import type { CliSession } from '../session';
import type { Sandbox } from './sandbox';

/**
 * The vocabulary of `volant smoke`: areas of checks (the unit of --only/--skip), their checks, and
 * what a run answers. The registry (registry.ts) lists the areas; one entry per area.
 */

/** One HTTP exchange of a check, as recorded by its client (recorder.ts). */
export interface Exchange {
  method: string;
  /** Path and query, without the origin (`/api/learners?page=1`). */
  path: string;
  status: number;
  durationMs: number;
  contentType: string | null;
  /** The parsed JSON body of a GET answer (lists are validated from it). */
  json?: unknown;
}

/** What a check works with: its own recording client over the run's session. */
export interface CheckContext {
  client: ApiClient;
  session: CliSession;
  user: SessionUser;
  sandbox: Sandbox;
  /** The requests of this check so far, in order. */
  readonly exchanges: readonly Exchange[];
}

export interface SmokeCheck {
  /** `<area>.<name>`, stable: CI systems and --json readers key on it. */
  id: string;
  /** French, one line. */
  title: string;
  /** Runs even after an earlier step of its flow failed or the run was interrupted (clean-up steps). */
  always?: boolean;
  /** Resolves with a short detail for the report (e.g. "10 sur 412"); throws to fail, or CheckSkipped. */
  run(ctx: CheckContext): Promise<string | void>;
}

export interface SmokeArea {
  /** The name used by --only and --skip. */
  id: string;
  /** French title of the group in the report. */
  title: string;
  /**
   * A write flow in the sandbox (left out by --read-only): its steps depend on one another, so after a
   * failure the next steps are skipped, except the `always` (clean-up) ones.
   */
  writes?: boolean;
  /** The checks of one run (a flow keeps its state in the closure of this call). */
  checks(): SmokeCheck[];
}

/** A check that cannot run here (no data to check, missing rights, an API not deployed…): reported as skipped. */
export class CheckSkipped extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CheckSkipped';
  }
}

/** A check whose answer is wrong (not an HTTP failure): its message is the report's line. */
export class CheckFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckFailure';
  }
}

export type CheckStatus = 'passed' | 'failed' | 'skipped';

export interface CheckResult {
  id: string;
  area: string;
  title: string;
  status: CheckStatus;
  durationMs: number;
  /** Passed: what was seen; failed: why; skipped: why. */
  detail: string | null;
  /** The failure was the environment not answering (connection refused, unknown host, TLS). */
  unreachable?: boolean;
  requests: Omit<Exchange, 'json'>[];
}

export interface AreaResult {
  id: string;
  title: string;
  checks: CheckResult[];
}

/** The machine report (`volant smoke --json`). */
export interface SmokeReport {
  tool: 'volant smoke';
  version: string;
  baseUrl: string;
  user: string | null;
  sandbox: string | null;
  readOnly: boolean;
  startedAt: string;
  durationMs: number;
  ok: boolean;
  exitCode: ExitCode;
  /** Set when the run could not go on (sign-in refused, environment unreachable, interrupted). */
  aborted: string | null;
  summary: { total: number; passed: number; failed: number; skipped: number };
  /** Ids of the failed checks. */
  failed: string[];
  areas: AreaResult[];
}
