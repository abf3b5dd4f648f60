import type { Generated } from 'kysely';

/**
 * Core tables (migration 0001_core). Conventions: booleans are integers 0/1, timestamps ISO 8601
 * UTC text, dates `YYYY-MM-DD` text, ids integers (auto-increment) unless said otherwise.
 */

export interface StructuresTable {
  id: Generated<number>;
  name: string;
  code_client: string;
  students_photo_allowed: Generated<number>;
  /** 1 means ANTS is configured for the whole structure (global mode). */
  mode_ants: Generated<number>;
  avis_solution: Generated<number>;
  survey_link: string | null;
  is_config_general: Generated<number>;
  created_at: Generated<string>;
  /** 0295: the first fiscal year kept in Volant, `YYYY-MM-DD` (null: civil years; server/resources/ledger/fiscal-year.ts). */
  fiscal_first_start: string | null;
  fiscal_first_end: string | null;
}

export interface AgenciesTable {
  id: Generated<number>;
  structure_id: number;
  name: string;
  is_principal: Generated<number>;
  siret: string | null;
  vat_number: string | null;
  approval_number: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  created_at: Generated<string>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  /** One of ROLES (src/shared/auth/roles.ts). */
  role: string;
  admin_type: string | null;
  structure_id: number;
  is_config_general: Generated<number>;
  /** 0 until the account configuration is done: isConfigGeneral is then unset (null) in the session. */
  account_configured: Generated<number>;
  all_agencies: Generated<number>;
  login_refused: Generated<number>;
  account_id: number | null;
  /** Trainer's teaching licence number (« autorisation d’enseigner »). */
  teaching_licence: string | null;
  archived: Generated<number>;
  selected_agency_id: number | null;
  created_at: Generated<string>;
  /** Added by 0500_administration (profile). */
  phone: string | null;
  photo_asset_id: number | null;
  /** Added by 0960_learner_accounts: the learner a LEARNER account belongs to (null for staff). */
  learner_id: number | null;
  /** When staff last sent the learner his invitation. */
  invited_at: string | null;
}

export interface UserAgenciesTable {
  user_id: number;
  agency_id: number;
}

export interface PermissionsTable {
  name: string;
  label: string;
  category: string;
}

export interface RoleAccountsTable {
  id: Generated<number>;
  structure_id: number;
  name: string;
  is_editable: Generated<number>;
}

export interface RoleAccountPermissionsTable {
  account_id: number;
  permission: string;
}

export interface RefreshTokensTable {
  /** sha256 (hex) of the refresh token; the token itself is never stored. */
  id: string;
  family_id: string;
  user_id: number;
  expires_at: string;
  session_started_at: string;
  revoked_at: string | null;
  replaced_by: string | null;
  created_at: Generated<string>;
}

export interface SsoTicketsTable {
  id: string;
  kind: 'TGT' | 'ST';
  user_id: number;
  service: string | null;
  tgt_id: string | null;
  /** ST issued as the user presented their credentials (CAS renew); 0 otherwise. */
  from_new_login: Generated<number>;
  expires_at: string;
  used_at: string | null;
  created_at: Generated<string>;
}

export interface OutboxEmailsTable {
  id: Generated<number>;
  structure_id: number | null;
  to_address: string;
  subject: string;
  body_text: string;
  attachments_json: Generated<string>;
  /** 'queued' → 'sending' (claimed by a worker) → 'sent', or back to 'queued' (retry), or 'failed'. See server/mail/. */
  status: Generated<string>;
  created_at: Generated<string>;
  /** When the SMTP server accepted it. */
  sent_at: string | null;
  /** `<…@…>`, fixed when queued so every attempt sends the same one. */
  message_id: string | null;
  /** Display names (UTF-8) of the sender and the recipient; the sender's address is VOLANT_MAIL_FROM's. */
  from_name: string | null;
  to_name: string | null;
  reply_to: string | null;
  body_html: string | null;
  /** Delivery attempts started. */
  attempts: Generated<number>;
  /**
   * When the message may be claimed: a queued one's next attempt (retry backoff), a sending one's end
   * of lease (a worker that died mid-send leaves it to another after that).
   */
  next_attempt_at: string | null;
  /** The worker that claimed it last. */
  claimed_by: string | null;
  /** The SMTP server's last answer (acceptance or refusal) or the connection error. */
  smtp_response: string | null;
  agency_id: number | null;
  learner_id: number | null;
  /** The document sent (quotation, invoice or credit note; a receipt's invoice). */
  bill_id: number | null;
  /** What was sent: 'quotation', 'validationLink', 'invoice', 'creditNote', 'receipt'; null for other e-mails. */
  document: string | null;
}

export interface TrainingsTable {
  id: Generated<number>;
  code: string;
  name: string;
}

/** Billing configuration; the accounting area adds its columns in its own migration. */
export interface BillingsTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number | null;
  currency: Generated<string>;
  created_at: Generated<string>;
}

export interface LearnersTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  birth_date: string | null;
  neph: string | null;
  training_id: number | null;
  is_prospect: Generated<number>;
  archived: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface CoreTables {
  structures: StructuresTable;
  agencies: AgenciesTable;
  users: UsersTable;
  user_agencies: UserAgenciesTable;
  permissions: PermissionsTable;
  role_accounts: RoleAccountsTable;
  role_account_permissions: RoleAccountPermissionsTable;
  refresh_tokens: RefreshTokensTable;
  sso_tickets: SsoTicketsTable;
  outbox_emails: OutboxEmailsTable;
  trainings: TrainingsTable;
  billings: BillingsTable;
  learners: LearnersTable;
}
