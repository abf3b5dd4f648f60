import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, renameSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Session } from '../src/shared/session/types';
import { configDir, readPrivateJson, removeFile, writePrivateJson } from './config';
import { CliError, EXIT } from './errors';

/**
 * The sessions `volant login` keeps (one private file per profile, or per environment without a
 * profile), and which environment the last sign-in was to: `volant whoami` after
 * `volant login --base-url …` works without repeating --base-url.
 */
export interface StoredSession extends Session {
  baseUrl: string;
}

type Env = Record<string, string | undefined>;

/** How long a command waits for another one renewing the same session, and when a lock is stale (a killed command). */
const LOCK_WAIT_MS = 20_000;
const LOCK_STALE_MS = 30_000;
const LOCK_POLL_MS = 50;

const sessionsDir = (env: Env) => join(configDir(env), 'sessions');

export function sessionFile(env: Env, connection: { baseUrl: string; profile: string | null }): string {
  const key = connection.profile ?? createHash('sha256').update(connection.baseUrl).digest('hex').slice(0, 16);
  return join(sessionsDir(env), `${key.replace(/[^\w.-]/g, '_')}.json`);
}

/** The kept session of this file, when it is one of `baseUrl` (and of `user`, when one is asked for). */
export function readSession(file: string, baseUrl: string, user: string | null): StoredSession | undefined {
  const stored = readPrivateJson(file) as StoredSession | undefined;
  if (!stored || typeof stored.refresh_token !== 'string' || stored.baseUrl !== baseUrl) return undefined;
  return user === null || stored.user?.email === user ? stored : undefined;
}

/** Writes the session whole or not at all: a command reading it meanwhile never sees half a file. */
export function writeSession(env: Env, file: string, session: StoredSession): void {
  const partial = `${file}.${process.pid}.tmp`;
  writePrivateJson(partial, session);
  renameSync(partial, file);
  writePrivateJson(join(sessionsDir(env), 'last.json'), { baseUrl: session.baseUrl });
}

/** The environment and user of the last sign-in, while its session is kept (used when no environment is given). */
export function lastSignIn(env: Env): { baseUrl: string; user: string } | undefined {
  const last = readPrivateJson(join(sessionsDir(env), 'last.json')) as { baseUrl?: unknown } | undefined;
  if (typeof last?.baseUrl !== 'string') return undefined;
  const kept = readSession(sessionFile(env, { baseUrl: last.baseUrl, profile: null }), last.baseUrl, null);
  return kept ? { baseUrl: kept.baseUrl, user: kept.user.email } : undefined;
}

/** Forgets the kept session (logout), and the last environment when it was this one. */
export function forgetSession(env: Env, file: string, baseUrl: string): void {
  removeFile(file);
  const last = join(sessionsDir(env), 'last.json');
  if ((readPrivateJson(last) as { baseUrl?: unknown } | undefined)?.baseUrl === baseUrl) removeFile(last);
}

/**
 * Runs `task` while no other `volant` command renews the same session: a refresh token is good for
 * one rotation only, and two commands rotating it at once would have the server revoke the session.
 */
export async function withSessionLock<T>(file: string, task: () => Promise<T>): Promise<T> {
  const lock = `${file}.lock`;
  mkdirSync(dirname(lock), { recursive: true, mode: 0o700 });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx', 0o600));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const age = (() => {
      try {
        return Date.now() - statSync(lock).mtimeMs;
      } catch {
        return 0;
      }
    })();
    if (age > LOCK_STALE_MS) removeFile(lock);
    else if (Date.now() > deadline) {
      throw new CliError('Une autre commande volant renouvelle la session depuis trop longtemps : réessayez.', EXIT.unreachable);
    } else await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
  try {
    return await task();
  } finally {
    removeFile(lock);
  }
}
