import type { AppDeps } from '../core/env';
import { learnerFactory, seededRandom } from './people';

/** Rows per INSERT (13 columns: well under SQLite's and PostgreSQL's parameter limits). */
const ROWS_PER_INSERT = 1000;
/** Inserts per transaction. */
const INSERTS_PER_TRANSACTION = 10;

export type Progress = (done: number, total: number) => void;

/**
 * Adds `count` learners to the first structure (the demo's Auto-école du Centre), spread over its
 * agencies: batched multi-row inserts in transactions, for volume tests and benchmarks.
 */
export async function generateLearners(deps: AppDeps, count: number, onProgress: Progress = () => {}): Promise<void> {
  const structure = await deps.db.selectFrom('structures').select('id').orderBy('id').executeTakeFirst();
  if (!structure) throw new Error('Aucune structure : lancez d’abord le jeu de démonstration.');
  const agencies = await deps.db.selectFrom('agencies').select('id').where('structure_id', '=', structure.id).orderBy('id').execute();
  const trainings = await deps.db.selectFrom('trainings').select('id').orderBy('id').execute();
  const base = await deps.db.selectFrom('learners').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const makeLearner = learnerFactory({ random: seededRandom(count), trainingIds: trainings.map((t) => t.id), today: deps.now() });

  let done = 0;
  while (done < count) {
    const chunkEnd = Math.min(count, done + ROWS_PER_INSERT * INSERTS_PER_TRANSACTION);
    await deps.db.transaction().execute(async (trx) => {
      for (let start = done; start < chunkEnd; start += ROWS_PER_INSERT) {
        const size = Math.min(ROWS_PER_INSERT, chunkEnd - start);
        const rows = Array.from({ length: size }, (_, i) => {
          const n = start + i;
          const agency = agencies[n % agencies.length];
          if (!agency) throw new Error('La structure n’a aucune agence.');
          return makeLearner(structure.id, agency.id, Number(base.n) + n + 1);
        });
        await trx.insertInto('learners').values(rows).execute();
      }
    });
    done = chunkEnd;
    onProgress(done, count);
  }
}
