import type { Generated } from 'kysely';

/** Money coming in (migration 0960): SEPA direct-debit mandates and the batches that collect instalments. */

/** A learner's SEPA Core mandate; `reference` is the RUM, unique in the structure. */
export interface SepaMandatesTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  learner_id: number;
  reference: string;
  debtor_name: string;
  iban: string;
  bic: string;
  signed_on: string;
  /** `paper`: signed on the school's form and recorded by staff; `online`: signed by the learner at a distance. */
  signature_method: 'paper' | 'online';
  status: Generated<'active' | 'revoked'>;
  revoked_on: string | null;
  created_by: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** A pain.008 file: the instalments of one agency collected on one date. */
export interface SepaBatchesTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  message_id: string;
  collection_date: string;
  transactions: number;
  total_cents: number;
  xml: string;
  created_by: number | null;
  created_at: Generated<string>;
}

/** One instalment of a batch; `rejected` frees the instalment for a later batch. */
export interface SepaBatchItemsTable {
  id: Generated<number>;
  batch_id: number;
  deadline_id: number;
  mandate_id: number;
  sequence_type: 'FRST' | 'RCUR';
  end_to_end_id: string;
  amount_cents: number;
  status: Generated<'sent' | 'rejected'>;
  /** The ISO 20022 reason code of the bank's reject or return (AM04, AC04…). */
  reject_reason: string | null;
  rejected_at: string | null;
}

export interface CollectionTables {
  sepa_mandates: SepaMandatesTable;
  sepa_batches: SepaBatchesTable;
  sepa_batch_items: SepaBatchItemsTable;
}
