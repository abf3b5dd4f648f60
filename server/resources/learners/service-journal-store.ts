import type { ServiceJournal } from '../../../src/modules/learners/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { iri, jsonLd } from '../../core/hydra';
import { inCallerAgencies } from '../../core/scope';
import { learnerIri, userRef } from './common';
import type { RowOf } from '../../db/rows';

export const JOURNALS_PATH = '/student-tracking/service-journals';

export function selectJournals(deps: AppDeps, auth: AuthContext) {
  return deps.db
    .selectFrom('service_journals')
    .innerJoin('learners', 'learners.id', 'service_journals.learner_id')
    .leftJoin('users', 'users.id', 'service_journals.author_id')
    .select([
      'service_journals.id',
      'service_journals.learner_id',
      'service_journals.journal_date',
      'service_journals.label',
      'service_journals.duration_minutes',
      'service_journals.comment',
      'service_journals.used',
      'service_journals.used_at',
      'service_journals.author_id',
      'users.first_name as author_first_name',
      'users.last_name as author_last_name',
      'service_journals.created_at',
    ])
    .$call(inCallerAgencies(auth, 'learners'));
}

export type JournalRow = RowOf<typeof selectJournals>;

export const toJournal = (row: JournalRow): ServiceJournal => ({
  id: row.id,
  learner: learnerIri(row.learner_id),
  date: row.journal_date,
  label: row.label,
  durationMinutes: row.duration_minutes,
  comment: row.comment,
  used: row.used === 1,
  usedAt: row.used_at,
  author: userRef(row.author_id, row.author_first_name, row.author_last_name),
  createdAt: row.created_at,
});

export const journalJsonLd = (row: JournalRow) => jsonLd('ServiceJournal', iri(JOURNALS_PATH, row.id), toJournal(row));

/** One of the caller's journal lines, read again after a write. */
export const loadJournal = (deps: AppDeps, auth: AuthContext, id: number) => selectJournals(deps, auth).where('service_journals.id', '=', id).executeTakeFirst();
