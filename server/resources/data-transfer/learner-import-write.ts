import type { Insertable, Kysely } from 'kysely';
import type { DuplicateChoice, ImportDuplicate } from '../../../src/modules/data-transfer/types';
import type { AuthContext } from '../../core/env';
import { nextTurn } from '../../core/turns';
import type { Database } from '../../db/schema';
import type { LearnersTable } from '../../db/tables/core';
import type { LearnerExtraColumns, LearnerTrainingsTable } from '../../db/tables/learners';
import { CHUNK, type ImportCounts } from './import-checks';

/** A checked line of a learners' file: the learner, the training registration and the opening balance it brings. */
export interface LearnerLine {
  line: number;
  values: Insertable<LearnersTable> & Insertable<LearnerExtraColumns>;
  registration: Pick<Insertable<LearnerTrainingsTable>, 'training_id' | 'start_date' | 'status' | 'financier_id'> | null;
  /** The opening balance (« reprise de solde »), in cents; 0 when none. */
  openingCents: number;
  entryDate: string;
}

const OPENING_LABEL = 'Reprise de solde';

/** The learner's registration and opening balance, unless the learner already has them (an update run twice adds nothing). */
async function writeExtras(trx: Kysely<Database>, auth: AuthContext, now: string, learnerId: number, l: LearnerLine): Promise<void> {
  const agencyId = Number(l.values.agency_id);
  if (l.registration) {
    const registered = await trx.selectFrom('learner_trainings').select('id').where('learner_id', '=', learnerId).where('training_id', '=', l.registration.training_id).executeTakeFirst();
    if (!registered) await trx.insertInto('learner_trainings').values({ ...l.registration, structure_id: auth.structureId, agency_id: agencyId, learner_id: learnerId, created_at: now }).execute();
  }
  if (l.openingCents !== 0) {
    const opened = await trx.selectFrom('opening_balances').select('id').where('learner_id', '=', learnerId).executeTakeFirst();
    if (!opened) {
      await trx
        .insertInto('opening_balances')
        .values({ structure_id: auth.structureId, agency_id: agencyId, learner_id: learnerId, amount_cents: l.openingCents, entry_date: l.entryDate, label: OPENING_LABEL, created_by: auth.userId, created_at: now })
        .execute();
    }
  }
}

/** The fields an update may change (those the line gives: an empty value never erases one). */
function updateOf(values: LearnerLine['values'], now: string) {
  const given = Object.fromEntries(
    (['phone', 'birth_date', 'neph', 'training_id', 'civility', 'address', 'postal_code', 'city', 'birth_place'] as const).flatMap((column) => (values[column] ? [[column, values[column]]] : [])),
  );
  return { ...given, first_name: values.first_name, last_name: values.last_name, updated_at: now };
}

/**
 * Writes the checked lines in the caller's transaction: new learners (the duplicates as `choice`
 * says), their registrations and opening balances. One learner at a time (each row's id is needed),
 * with a turn of the event loop every CHUNK lines.
 */
export async function writeLearners(
  trx: Kysely<Database>,
  ctx: { auth: AuthContext; now: string },
  learners: readonly LearnerLine[],
  duplicates: ReadonlyMap<number, ImportDuplicate>,
  choice: DuplicateChoice,
): Promise<ImportCounts> {
  const { auth, now } = ctx;
  let imported = 0;
  let updated = 0;
  for (const [index, l] of learners.entries()) {
    if (index > 0 && index % CHUNK === 0) await nextTurn();
    const duplicate = duplicates.get(l.line);
    if (duplicate && choice !== 'import') {
      if (choice !== 'update' || duplicate.reason !== 'existing' || !duplicate.learner) continue;
      await trx.updateTable('learners').set(updateOf(l.values, now)).where('id', '=', duplicate.learner.id).where('structure_id', '=', auth.structureId).execute();
      await writeExtras(trx, auth, now, duplicate.learner.id, l);
      updated += 1;
      continue;
    }
    const row = await trx.insertInto('learners').values({ ...l.values, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    await writeExtras(trx, auth, now, row.id, l);
    imported += 1;
  }
  return { imported, updated, skipped: learners.length - imported - updated };
}
