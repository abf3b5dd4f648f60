// What a verification of the NF525 ledger reports, shared by the server (which finds it), the
// ledger module (which shows it) and the CLI (which recomputes the chain).

/** What the verification found wrong: in the chain, its sealed head, or a document recomputed from its rows. */
export type LedgerFindingKind =
  | 'sequence-gap'
  | 'previous-hash-mismatch'
  | 'hash-mismatch'
  | 'payload-not-canonical'
  | 'structure-mismatch'
  | 'scheme-downgrade'
  | 'head-missing'
  | 'head-seal'
  | 'head-mismatch'
  | 'document-changed'
  | 'document-deleted'
  | 'document-inserted'
  | 'closure-changed'
  // The witness of the chain's head kept outside the database (server/resources/ledger/witness.ts).
  | 'ledger-key'
  | 'witness-behind'
  | 'witness-fork'
  | 'witness-missing'
  | 'witness-seal'
  | 'number-reused';

/** One field of a document that differs from what its event recorded (values as French text). */
export interface LedgerDifference {
  field: string;
  recorded: string;
  stored: string;
}

export interface LedgerFinding {
  kind: LedgerFindingKind;
  /** The event concerned, when there is one. */
  seq: number | null;
  /** The invoice, credit note or receipt concerned, when there is one. */
  documentNumber: string | null;
  /** French explanation for the screen and the CLI. */
  message: string;
  differences: LedgerDifference[];
}
