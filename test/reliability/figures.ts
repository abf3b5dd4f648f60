// The figures the reliability and security suites report: each suite adds its counts to a file under
// test-results/reliability/, and test/run.mjs prints the totals at the end of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Figures {
  /** HTTP requests sent to the server under test. */
  requests: number;
  /** Faults injected: processes killed, services cut or slowed, second servers started. */
  faults: number;
  /** Hostile inputs sent (malformed, wrong, oversized, injected). */
  badInputs: number;
  /** Acknowledged writes missing afterwards. Must be 0. */
  dataLost: number;
  /** Another structure's data, a token or a hidden field seen where it must not be. Must be 0. */
  leaks: number;
}

export const FIGURES_DIR = fileURLToPath(new URL('../../test-results/reliability/', import.meta.url));

export function emptyFigures(): Figures {
  return { requests: 0, faults: 0, badInputs: 0, dataLost: 0, leaks: 0 };
}

/** Adds `more` into `into` (in place) and answers it. */
export function addFigures(into: Figures, more: Partial<Figures>): Figures {
  for (const key of Object.keys(into) as (keyof Figures)[]) into[key] += more[key] ?? 0;
  return into;
}

/**
 * Writes a suite's figures (one file per suite and database, replaced on each run of that suite).
 * `label` names the suite in the summary, e.g. « entrées hostiles ». `database`: the one the suite
 * used, when it is not the test apps' (`DATABASE_URL_TEST` or SQLite), e.g. the built server's.
 */
export function saveFigures(suite: string, label: string, figures: Figures, extra: Record<string, unknown> = {}, database = process.env.DATABASE_URL_TEST ? 'postgresql' : 'sqlite'): void {
  mkdirSync(FIGURES_DIR, { recursive: true });
  const file = join(FIGURES_DIR, `${suite}-${database}.json`);
  writeFileSync(file, `${JSON.stringify({ suite, label, database, figures, ...extra }, null, 2)}\n`);
}
