import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * What a document says of its customer beyond the name, address and e-mail it holds in its own columns:
 * the paying organisation's SIRET and VAT number (Factur-X BT-46/BT-47/BT-48) and the learner an
 * organisation pays for. Stored on an invoice or credit note at issue (`bills.buyer_json`), so a reprint
 * and its Factur-X do not follow later edits of the learner's or organisation's record.
 */
export interface FrozenBuyer {
  /** Digits only. */
  siret: string | null;
  /** Compact, upper case (FR + 11 digits). */
  vatNumber: string | null;
  /** The learner the document is for (« Élève : … » when an organisation pays). */
  learnerName: string | null;
}

const digits = (value: string | null | undefined) => value?.replace(/\D/g, '') || null;
const compact = (value: string | null | undefined) => value?.replace(/\s+/g, '').toUpperCase() || null;

/** The buyer as the learner's and paying organisation's records stand now. */
export async function currentBuyer(db: Db, structureId: number, bill: { learner_id: number | null; organization_id: number | null }): Promise<FrozenBuyer> {
  const organization =
    bill.organization_id === null
      ? undefined
      : await db.selectFrom('organizations').select(['siret', 'vat_number']).where('id', '=', bill.organization_id).where('structure_id', '=', structureId).executeTakeFirst();
  const learner =
    bill.learner_id === null
      ? undefined
      : await db.selectFrom('learners').select(['first_name', 'last_name']).where('id', '=', bill.learner_id).where('structure_id', '=', structureId).executeTakeFirst();
  return {
    siret: digits(organization?.siret),
    vatNumber: compact(organization?.vat_number),
    learnerName: learner ? `${learner.first_name} ${learner.last_name}`.trim() || null : null,
  };
}

/** The buyer as stored on a document at issue (its `buyer_json`). */
export const buyerSnapshot = (buyer: FrozenBuyer): string => JSON.stringify(buyer);

/** The buyer a document prints: frozen at issue (invoice, credit note), else — a draft, a quotation — as recorded now. */
export async function documentBuyer(db: Db, row: { structure_id: number; learner_id: number | null; organization_id: number | null; buyer_json: string | null }): Promise<FrozenBuyer> {
  if (row.buyer_json !== null) return JSON.parse(row.buyer_json) as FrozenBuyer;
  return currentBuyer(db, row.structure_id, row);
}
