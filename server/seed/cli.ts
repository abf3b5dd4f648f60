import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createAppDeps } from '../core/env';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { refreshPlannerStatistics } from '../db/statistics';
import { seedDemo } from './demo';
import { generateBills } from './accounting-bench';
import { generateLearners } from './large';
import { generateSituations, generateSlots } from './planning-bench';
import { generateSchool } from './planning-school';

/**
 * `seed [--learners N] [--school] [--slots N] [--situations N] [--quotations N] [--invoices N]`: migrates,
 * seeds the demo data, then optionally adds N generated learners, a large school's planning (60 agendas,
 * about 2 000 slots a week), N bench slots over the current week, N learner places today (planning
 * benchmarks), N quotations and N invoices (API benchmarks).
 */

function progressBar(done: number, total: number, unit = 'apprenants'): void {
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${unit}`);
  if (done === total) process.stderr.write('\n');
}

function countOption(value: string | undefined, name: string): number {
  const count = value === undefined ? 0 : Number(value);
  if (!Number.isInteger(count) || count < 0) throw new Error(`--${name} attend un nombre entier positif.`);
  return count;
}

export async function runSeed(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { learners: { type: 'string' }, school: { type: 'boolean' }, slots: { type: 'string' }, situations: { type: 'string' }, quotations: { type: 'string' }, invoices: { type: 'string' } } });
  const learners = countOption(values.learners, 'learners');
  const slots = countOption(values.slots, 'slots');
  const situations = countOption(values.situations, 'situations');
  const bills = { quotation: countOption(values.quotations, 'quotations'), invoice: countOption(values.invoices, 'invoices') };
  const config = loadConfig();
  // A maintenance command: no statement deadline (generating 100 000 learners takes long statements).
  const database = await openDatabase(config, { deadlines: false });
  try {
    const deps = createAppDeps(database, config);
    await migrateToLatest(deps.db, { ledgerKey: config.ledgerKey });
    await seedDemo(deps);
    process.stderr.write('Jeu de démonstration en place.\n');
    if (learners > 0) {
      const started = Date.now();
      await generateLearners(deps, learners, progressBar);
      process.stderr.write(`${learners} apprenants ajoutés en ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
    }
    if (values.school) {
      const started = Date.now();
      const count = await generateSchool(deps, (done, total) => progressBar(done, total, 'créneaux'));
      process.stderr.write(`Grande école : ${count} créneaux sur 60 agendas en ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
    }
    if (slots > 0) {
      const started = Date.now();
      await generateSlots(deps, slots, (done, total) => progressBar(done, total, 'créneaux'));
      process.stderr.write(`${slots} créneaux ajoutés sur 20 agendas « Banc d’essai » en ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
    }
    if (situations > 0) {
      const started = Date.now();
      await generateSituations(deps, situations, (done, total) => progressBar(done, total, 'places'));
      process.stderr.write(`${situations} apprenants planifiés aujourd’hui en ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
    }
    for (const kind of ['quotation', 'invoice'] as const) {
      if (bills[kind] === 0) continue;
      const started = Date.now();
      const unit = kind === 'quotation' ? 'devis' : 'factures';
      await generateBills(deps, kind, bills[kind], (done, total) => progressBar(done, total, unit));
      process.stderr.write(`${bills[kind]} ${unit} ${kind === 'quotation' ? 'ajoutés' : 'ajoutées'} en ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
    }
    if (values.school || learners + slots + situations + bills.quotation + bills.invoice > 0) await refreshPlannerStatistics(deps.db, database.dialect);
  } finally {
    await database.close();
  }
}
