import { batchCreateSchema, batchSchema } from '../../../src/modules/collection/schema';
import type { SepaBatch } from '../../../src/modules/collection/types';
import { agencyRef } from '../../core/references';
import { crudDeclarations } from '../../core/routes/crud';
import { rawRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { found, inCallerAgencies } from '../../core/scope';
import { fileResponse } from '../../pdf/response';
import { createBatch } from './batch-store';
import { COLLECTORS } from './mandates';

const BATCHES_PATH = '/accounting/sepa-batches';

/**
 * `/accounting/sepa-batches`: the direct-debit batches of the caller's agencies, newest first, and
 * their pain.008 files. A batch is made once and kept as sent to the bank (no change, no deletion).
 */
export const SEPA_BATCH_ROUTES: readonly RouteDeclaration[] = [
  ...crudDeclarations({
    path: BATCHES_PATH,
    type: 'SepaBatch',
    output: batchSchema,
    access: { read: [...COLLECTORS], write: [...COLLECTORS] },
    summaries: {
      list: 'Lists the SEPA direct-debit batches of the caller’s agencies, newest first.',
      read: 'Reads a SEPA direct-debit batch.',
      create: 'Collects an agency’s instalments due by the collection date under active mandates: the pain.008.001.08 file, and a pre-notification e-mail per learner through the outbox.',
    },
    select: (deps, auth) =>
      deps.db
        .selectFrom('sepa_batches')
        .innerJoin('agencies', 'agencies.id', 'sepa_batches.agency_id')
        .select(['sepa_batches.id', 'sepa_batches.agency_id', 'agencies.name as agency_name', 'sepa_batches.message_id', 'sepa_batches.collection_date', 'sepa_batches.transactions', 'sepa_batches.total_cents', 'sepa_batches.created_at'])
        .$call(inCallerAgencies(auth, 'sepa_batches')),
    idColumn: 'sepa_batches.id',
    toItem: (row): SepaBatch => ({
      id: row.id,
      agency: agencyRef(row.agency_id, row.agency_name),
      messageId: row.message_id,
      collectionDate: row.collection_date,
      transactions: row.transactions,
      total: row.total_cents / 100,
      createdAt: row.created_at,
    }),
    list: {
      defaultItemsPerPage: 30,
      maxItemsPerPage: 100,
      order: { collectionDate: 'sepa_batches.collection_date', createdAt: 'sepa_batches.created_at' },
      defaultOrder: [['sepa_batches.id', 'desc']],
      exact: { agency: { column: 'sepa_batches.agency_id', kind: 'int' } },
    },
    create: { schema: batchCreateSchema, insert: createBatch },
  }),
  rawRoute({
    method: 'GET',
    path: `${BATCHES_PATH}/{id}/pain008`,
    access: [...COLLECTORS],
    hydraClass: 'SepaBatch',
    summary: 'The pain.008.001.08 file of a batch, as made for the bank.',
    mediaType: 'application/xml',
    async handle({ deps, auth, id }, c) {
      const row = found(
        await deps.db.selectFrom('sepa_batches').select(['message_id', 'xml']).where('id', '=', id()).$call(inCallerAgencies(auth, 'sepa_batches')).executeTakeFirst(),
        'Lot de prélèvements introuvable.',
      );
      return fileResponse(c, new TextEncoder().encode(row.xml), `${row.message_id}.xml`, 'application/xml; charset=utf-8');
    },
  }),
];
