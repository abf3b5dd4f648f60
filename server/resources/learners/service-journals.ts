import {
  serviceJournalBulkSchema,
  serviceJournalPatchSchema,
  serviceJournalUsedSchema,
  type ServiceJournalBulk,
} from '../../../src/modules/learners/schema';
import type { ServiceJournal } from '../../../src/modules/learners/types';
import type { HydraCollection, JsonLd } from '../../../src/shared/api/hydra';
import { collectionBody } from '../../core/hydra';
import { collectionSchema } from '../../core/routes/answer';
import { crudDeclarations } from '../../core/routes/crud';
import { itemRoute, jsonRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { found } from '../../core/scope';
import { learnerOfPayload } from './common';
import { JOURNALS_PATH, journalJsonLd, loadJournal, selectJournals, toJournal } from './service-journal-store';
import { serviceJournalSchema } from '../../../src/modules/learners/schema';
import { givenColumns } from '../../core/patch';

/** The lines written at once, as a collection. */
const BULK_ANSWER = collectionSchema('ServiceJournal', serviceJournalSchema);

/**
 * `/student-tracking/service-journals`: a learner's service journal — list by learner, read, edit,
 * the bulk creation of lines and the « used » mark.
 */
export const SERVICE_JOURNAL_ROUTES: readonly RouteDeclaration[] = [
  ...crudDeclarations({
    path: JOURNALS_PATH,
    type: 'ServiceJournal',
    output: serviceJournalSchema,
    access: { read: 'authenticated', write: 'authenticated' },
    summaries: {
      list: 'Lists the service journal lines of the caller’s learners (`learner`, `used`, `date` filters).',
      read: 'Reads a service journal line.',
      update: 'Updates a service journal line (merge-patch).',
    },
    select: selectJournals,
    idColumn: 'service_journals.id',
    toItem: toJournal,
    list: {
      defaultItemsPerPage: 30,
      maxItemsPerPage: 5000,
      order: { date: 'service_journals.journal_date', createdAt: 'service_journals.created_at' },
      defaultOrder: [['service_journals.journal_date', 'desc']],
      search: ['service_journals.label', 'service_journals.comment'],
      exact: { learner: { column: 'service_journals.learner_id', kind: 'int' }, used: { column: 'service_journals.used', kind: 'bool' } },
      date: { date: 'service_journals.journal_date' },
    },
    update: {
      schema: serviceJournalPatchSchema,
      async apply(deps, _auth, current, input) {
        await deps.db
          .updateTable('service_journals')
          .set(givenColumns({
            journal_date: input.date,
            label: input.label,
            duration_minutes: input.durationMinutes,
            comment: input.comment,
          }))
          .where('id', '=', current.id)
          .execute();
      },
    },
  }),
  // The lines created together answer as one collection (201), in the order they were given.
  // The answer's type is the collection the handler builds; BULK_ANSWER checks it in the tests.
  jsonRoute<ServiceJournalBulk, unknown>({
    method: 'POST',
    path: JOURNALS_PATH,
    access: 'authenticated',
    hydraClass: 'ServiceJournal',
    summary: 'Writes lines of a learner’s service journal at once; answers them as a collection.',
    input: serviceJournalBulkSchema,
    status: 201,
    output: BULK_ANSWER,
    async handle({ deps, auth, body: input, url }): Promise<HydraCollection<ServiceJournal>> {
      const learner = await learnerOfPayload(deps.db, auth, input.learner);
      const now = deps.now().toISOString();
      const ids = await deps.db.transaction().execute(async (trx) => {
        const rows = await trx
          .insertInto('service_journals')
          .values(
            input.journals.map((line) => ({
              structure_id: auth.structureId,
              learner_id: learner.id,
              journal_date: line.date,
              label: line.label,
              duration_minutes: line.durationMinutes,
              comment: line.comment,
              author_id: auth.userId,
              created_at: now,
            })),
          )
          .returning('id')
          .execute();
        return rows.map((r) => r.id);
      });
      const rows = await selectJournals(deps, auth).where('service_journals.id', 'in', ids).orderBy('service_journals.id').execute();
      const members = rows.map(journalJsonLd);
      return collectionBody(url, members, members.length, { page: 1, itemsPerPage: Math.max(1, members.length) });
    },
  }),
  itemRoute<{ used: boolean }, ServiceJournal>({
    method: 'PATCH',
    path: '/student-tracking/service-journals-used/{id}',
    access: 'authenticated',
    hydraClass: 'ServiceJournal',
    summary: 'Marks a service journal line used (consumed) or not.',
    input: serviceJournalUsedSchema,
    output: serviceJournalSchema,
    async handle({ deps, auth, id, body }): Promise<JsonLd<ServiceJournal>> {
      const row = found(await loadJournal(deps, auth, id()), 'Ligne du journal introuvable.');
      await deps.db
        .updateTable('service_journals')
        .set({ used: body.used ? 1 : 0, used_at: body.used ? deps.now().toISOString() : null })
        .where('id', '=', row.id)
        .execute();
      return journalJsonLd(found(await loadJournal(deps, auth, row.id)));
    },
  }),
];
