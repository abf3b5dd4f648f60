import { isHttpError, NETWORK_ERROR_STATUS } from '../../src/shared/api/http-error';
import { logoutServer } from '../../src/shared/auth/api';
import { CliError } from '../errors';
import type { CliSession } from '../session';
import { createRecorder } from './recorder';
import type { Sandbox } from './sandbox';
import { CheckFailure, CheckSkipped, type AreaResult, type CheckContext, type CheckResult, type Exchange, type SmokeArea, type SmokeCheck } from './types';

/** The run's first step, reported in the session area. */
export const SIGN_IN_CHECK = { id: 'session.signin', title: 'Connexion (SSO, POST /auth)' } as const;

export interface RunListener {
  areaStarted(area: { id: string; title: string }): void;
  checkStarted(check: { id: string; title: string; area: string }, position: number, total: number): void;
  /** `error`: what made the check fail or skip, for --verbose. */
  checkFinished(result: CheckResult, error?: unknown): void;
}

export interface NetworkState {
  lastFailure(): string | null;
  lastFailureUnreachable(): boolean;
}

export interface RunOptions {
  /** The selected areas, in report order. */
  areas: SmokeArea[];
  /** Signs in (a fresh session): the first step; its failure stops the run. */
  connect(): Promise<CliSession>;
  sandbox: Sandbox;
  network: NetworkState;
  /** Aborted on Ctrl-C: the remaining checks are skipped, the clean-up steps still run. */
  signal: AbortSignal;
  listener: RunListener;
}

export interface RunOutcome {
  areas: AreaResult[];
  /** Why the run stopped early (sign-in refused, environment unreachable, interrupted), if it did. */
  aborted: string | null;
  user: string | null;
}

const elapsed = (started: number) => Math.round(performance.now() - started);
const withoutBodies = (exchanges: readonly Exchange[]) => exchanges.map(({ json: _json, ...rest }) => rest);

/** The one line that says why a check failed, naming the call when it was an HTTP failure. */
export function describeFailure(error: unknown, exchanges: readonly Exchange[], network: NetworkState): { text: string; unreachable: boolean } {
  const last = exchanges.at(-1);
  const call = last ? `${last.method} ${last.path}` : 'l’appel';
  if (error instanceof CheckFailure || error instanceof CliError) return { text: error.message, unreachable: false };
  if (isHttpError(error)) {
    if (error.status === NETWORK_ERROR_STATUS) {
      const unreachable = network.lastFailureUnreachable();
      return { text: `${unreachable ? 'serveur injoignable' : `pas de réponse sur ${call}`} : ${network.lastFailure() ?? 'erreur réseau'}`, unreachable };
    }
    const failed = [...exchanges].reverse().find((exchange) => exchange.status === error.status);
    return { text: `HTTP ${error.status} sur ${failed ? `${failed.method} ${failed.path}` : call} : ${error.message}`, unreachable: false };
  }
  if (error instanceof SyntaxError) return { text: `réponse non JSON (${last?.contentType ?? 'sans type'}) sur ${call}`, unreachable: false };
  return { text: error instanceof Error ? error.message : String(error), unreachable: false };
}

/** Runs the sign-in, then every check of the selected areas one after the other. */
export async function runSmoke(options: RunOptions): Promise<RunOutcome> {
  const { listener, network, signal } = options;
  const planned = options.areas.map((area) => ({ area, checks: area.checks() }));
  const total = 1 + planned.reduce((sum, { checks }) => sum + checks.length, 0);
  let position = 0;

  const sessionResult: AreaResult = { id: 'session', title: options.areas.find((a) => a.id === 'session')?.title ?? 'Session', checks: [] };
  const results: AreaResult[] = [sessionResult];
  listener.areaStarted(sessionResult);
  listener.checkStarted({ ...SIGN_IN_CHECK, area: 'session' }, (position += 1), total);

  let session: CliSession;
  const signInStarted = performance.now();
  try {
    session = await options.connect();
  } catch (error) {
    const { text, unreachable } = describeFailure(error, [], network);
    const result: CheckResult = { ...SIGN_IN_CHECK, area: 'session', status: 'failed', durationMs: elapsed(signInStarted), detail: text, unreachable: unreachable || error instanceof CliError, requests: [] };
    sessionResult.checks.push(result);
    listener.checkFinished(result, error);
    return { areas: results, aborted: text, user: null };
  }
  const user = session.session.user;
  const signedIn: CheckResult = { ...SIGN_IN_CHECK, area: 'session', status: 'passed', durationMs: elapsed(signInStarted), detail: `${user.email} (${user.roles[0] ?? 'sans rôle'})`, requests: [] };
  sessionResult.checks.push(signedIn);
  listener.checkFinished(signedIn);

  let aborted: string | null = null;
  for (const { area, checks } of planned) {
    let areaResult = results.find((r) => r.id === area.id);
    if (!areaResult) {
      areaResult = { id: area.id, title: area.title, checks: [] };
      results.push(areaResult);
      listener.areaStarted(areaResult);
    }
    let brokenStep: SmokeCheck | null = null;
    for (const check of checks) {
      listener.checkStarted({ id: check.id, title: check.title, area: area.id }, (position += 1), total);
      const { result, error } = await runOne(check, area, session, options, skipReason(check, brokenStep, signal));
      areaResult.checks.push(result);
      listener.checkFinished(result, error);
      if (area.writes && result.status !== 'passed' && !check.always) brokenStep ??= check;
      if (result.unreachable) aborted ??= `environnement injoignable pendant « ${check.title} »`;
    }
    if (signal.aborted) aborted ??= 'interrompu';
  }
  // The run's own server-side session ends with it.
  await logoutServer(session.client).catch(() => undefined);
  return { areas: results, aborted, user: user.email };
}

function skipReason(check: SmokeCheck, brokenStep: SmokeCheck | null, signal: AbortSignal): string | null {
  if (check.always) return null;
  if (signal.aborted) return 'interrompu';
  if (brokenStep) return `ignorée : l’étape « ${brokenStep.title} » n’a pas abouti`;
  return null;
}

async function runOne(
  check: SmokeCheck,
  area: SmokeArea,
  session: CliSession,
  options: RunOptions,
  skip: string | null,
): Promise<{ result: CheckResult; error?: unknown }> {
  const base = { id: check.id, title: check.title, area: area.id };
  if (skip !== null) return { result: { ...base, status: 'skipped', durationMs: 0, detail: skip, requests: [] } };
  const recorder = createRecorder();
  const ctx: CheckContext = {
    client: session.clientVia(recorder.wrap),
    session,
    user: session.session.user,
    sandbox: options.sandbox,
    get exchanges() {
      return recorder.exchanges;
    },
  };
  const started = performance.now();
  try {
    const detail = await check.run(ctx);
    return { result: { ...base, status: 'passed', durationMs: elapsed(started), detail: detail || null, requests: withoutBodies(recorder.exchanges) } };
  } catch (error) {
    const durationMs = elapsed(started);
    const requests = withoutBodies(recorder.exchanges);
    if (error instanceof CheckSkipped) return { result: { ...base, status: 'skipped', durationMs, detail: error.message, requests }, error };
    if (isHttpError(error) && error.status === 403) {
      const denied = recorder.exchanges.findLast((exchange) => exchange.status === 403);
      return { result: { ...base, status: 'skipped', durationMs, detail: `accès refusé à ce compte (403${denied ? ` sur ${denied.method} ${denied.path}` : ''})`, requests }, error };
    }
    const { text, unreachable } = describeFailure(error, recorder.exchanges, options.network);
    return { result: { ...base, status: 'failed', durationMs, detail: text, ...(unreachable ? { unreachable } : {}), requests }, error };
  }
}
