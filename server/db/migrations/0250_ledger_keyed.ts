import type { Kysely, Migration } from 'kysely';
import { sealHead } from '../../../src/shared/ledger/verify';
import type { Database } from '../schema';

/**
 * The NF525 chain becomes keyed (HMAC-SHA256 with the ledger key, outside the database): each event
 * records its hash scheme (1 for the events written before, plain SHA-256, kept as they are — the log is
 * never rewritten) and, for an invoice, a credit note or a payment, the digest of the document's fiscal
 * content; the chain's head gets a keyed seal beside it.
 *
 * The heads of the chains that exist at this upgrade are sealed here, once, with the key: from now on
 * those earlier events can no longer be rewritten unseen. What they were before this upgrade cannot be
 * proven (docs/decisions.md, « NF525: a keyed chain »).
 */
export function ledgerKeyed(ledgerKey: string): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('ledger_events').addColumn('scheme', 'integer', (c) => c.notNull().defaultTo(1)).execute();
      await db.schema.alterTable('ledger_events').addColumn('document_digest', 'text').execute();
      await db.schema.alterTable('ledger_sequences').addColumn('head_seal', 'text').execute();
      const typed = db as Kysely<Database>;
      const heads = await typed.selectFrom('ledger_sequences').select(['structure_id', 'last_value', 'last_hash']).where('kind', '=', 'event').where('last_hash', 'is not', null).execute();
      for (const head of heads) {
        await typed
          .updateTable('ledger_sequences')
          .set({ head_seal: sealHead(ledgerKey, head.structure_id, head.last_value, head.last_hash!) })
          .where('structure_id', '=', head.structure_id)
          .where('kind', '=', 'event')
          .execute();
      }
    },
  };
}
