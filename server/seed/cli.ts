import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import type { AppDeps } from '../core/env';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemo } from './demo';
import { generateLearners } from './large';

/** `seed [--learners N]`: migrates, seeds the demo data, then optionally adds N generated learners. */

function progressBar(done: number, total: number): void {
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} apprenants`);
  if (done === total) process.stderr.write('\n');
}

export async function runSeed(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { learners: { type: 'string' } } });
  const learners = values.learners === undefined ? 0 : Number(values.learners);
  if (!Number.isInteger(learners) || learners < 0) throw new Error('--learners attend un nombre entier positif.');
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const deps: AppDeps = { db: database.db, dialect: database.dialect, config, now: () => new Date() };
    await migrateToLatest(deps.db);
    await seedDemo(deps);
    process.stderr.write('Jeu de démonstration en place.\n');
    if (learners > 0) {
      const started = Date.now();
      await generateLearners(deps, learners, progressBar);
      process.stderr.write(`${learners} apprenants ajoutés en ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
    }
  } finally {
    await database.close();
  }
}
