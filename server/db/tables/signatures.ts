import type { Generated } from 'kysely';

/** Migration 0970_signatures: a document (contract or amendment) sent for signature at a distance. */
export interface SignatureRequestsTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  learner_id: number;
  contract_id: number;
  /** Null when the contract itself is signed. */
  amendment_id: number | null;
  /** SHA-256 (hex) of the link's token: the token itself is only in the e-mail. */
  token_hash: string;
  /** 'pending', 'signed', 'locked' (too many wrong codes) or 'revoked' (a newer request replaced it). */
  status: Generated<string>;
  signer_name: string;
  signer_email: string;
  document_label: string;
  document_filename: string;
  /** The PDF the learner reads, in the file store, and its SHA-256 (hex). */
  document_key: string;
  document_sha256: string;
  expires_at: string;
  /** HMAC-SHA-256 (hex) of the current one-time code; null once used or before the first. */
  code_hash: string | null;
  code_expires_at: string | null;
  code_outbox_id: number | null;
  code_sent_at: string | null;
  codes_sent: Generated<number>;
  failed_tries: Generated<number>;
  signed_at: string | null;
  /** The PAdES-signed PDF in the file store, and its SHA-256 (hex). */
  signed_key: string | null;
  signed_sha256: string | null;
  created_by: number | null;
  created_at: Generated<string>;
}

/** One time-stamped step of an evidence file, chained to the one before by its hash. */
export interface EvidenceStepsTable {
  id: Generated<number>;
  structure_id: number;
  /** 'signature' (subject_id: a signature request) or 'quotation' (subject_id: a bill). */
  subject: string;
  subject_id: number;
  seq: number;
  step: string;
  at: string;
  ip_address: string | null;
  user_agent: string | null;
  data_json: string;
  previous_hash: string;
  hash: string;
}

export interface SignatureTables {
  signature_requests: SignatureRequestsTable;
  evidence_steps: EvidenceStepsTable;
}
