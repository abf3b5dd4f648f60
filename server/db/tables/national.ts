import type { Generated } from 'kysely';

/**
 * National services area (migrations 0400–0402): ANTS connections and requests, the livret-numérique
 * gateway and its lesson-slot declarations, private exam operators and partner settings. Tables named
 * `*_sim_*` or documented as "simulated" hold the state of the simulated external services
 * (server/simulators/), the others what Volant itself knows.
 */

/** A connection to ANTS: one per agency (modeANTS 0) or one for the structure (modeANTS 1, agency null). */
export interface AntsSessionsTable {
  id: Generated<number>;
  structure_id: number;
  /** Null for the structure-wide connection (type 'principal'). */
  agency_id: number | null;
  type: 'principal' | 'agency';
  /** The session id ANTS gave (sent back on every ANTS call). */
  id_session: string;
  login: string;
  approval_number: string;
  user_id: number | null;
  connected_at: string;
  expires_at: string;
}

/** The simulated ANTS's own record of a request (what ANTS knows, whoever created it). */
export interface AntsSimDemandesTable {
  id: Generated<number>;
  id_demande: string;
  structure_id: number;
  agency_id: number;
  status: string;
  /** When it entered its status (time-based progression starts from here). */
  status_at: string;
  request_type: string;
  category: string;
  last_name: string;
  first_name: string;
  birth_date: string | null;
  birth_city: string | null;
  neph: string | null;
  created_at: string;
  updated_at: string;
}

/** An ANTS request as Volant knows it (status as of the last answer or synchronisation). */
export interface AntsRequestsTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  learner_id: number | null;
  id_demande: string;
  id_session: string | null;
  status: string;
  request_type: string;
  category: string;
  birth_city: string | null;
  neph: string | null;
  submitted_at: string | null;
  status_changed_at: string;
  created_at: string;
  updated_at: string;
}

/** One page of a supporting document (pièce justificative) of a request; the file is in uploads. */
export interface AntsAttachmentPagesTable {
  id: Generated<number>;
  structure_id: number;
  request_id: number;
  /** The document slot (PIECE_IDENTITE, JUSTIFICATIF_DOMICILE…). */
  id_pj: string;
  page_number: number;
  storage_key: string;
  original_name: string;
  mime_type: string;
  size: number;
  created_at: Generated<string>;
}

/** A synchronisation of requests with ANTS (statistics: last sync date, changed requests). */
export interface AntsSyncsTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number | null;
  synced_at: string;
  changed_count: number;
  user_id: number | null;
}

/** The gateway mode of a structure (modeDSR 1: one connection for the whole structure). */
export interface DsrSettingsTable {
  structure_id: number;
  mode_dsr: number;
}

/** A connection to the livret-numérique gateway (the principal one is the structure's account). */
export interface DsrSessionsTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number | null;
  type: 'principal' | 'agency';
  login: string;
  user_id: number | null;
  connected_at: string;
  expires_at: string;
}

/**
 * A lesson declared to the state platform through the gateway. `planning_slot_id` will refer to the
 * planning area's slot once the branches are merged (no foreign key yet, see docs/decisions.md).
 */
export interface LivretLessonSlotsTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  learner_id: number;
  planning_slot_id: number | null;
  date: string;
  start_time: string;
  duration: number;
  lesson_type: string;
  training_id: number | null;
  trainer_name: string | null;
  /** 1 Envoyé, 0 En erreur. */
  status: number;
  error_type: string | null;
  sent_at: string;
  created_at: Generated<string>;
}

/** Private exam operators (simulated catalogue). */
export interface ExamOperatorsTable {
  id: Generated<number>;
  code: string;
  name: string;
  website: string | null;
}

/** Exam centres (sites) of an operator (simulated catalogue). */
export interface ExamSitesTable {
  id: Generated<number>;
  operator_id: number;
  code: string;
  name: string;
  address: string;
  postal_code: string;
  city: string;
}

export interface OperatorConfigurationsTable {
  id: Generated<number>;
  structure_id: number;
  operator_id: number;
  is_enabled: number;
  account_number: string | null;
  updated_at: string;
}

export interface FavoriteExamCentersTable {
  id: Generated<number>;
  structure_id: number;
  site_id: number;
  created_at: Generated<string>;
}

/** Exam sessions the simulated operator offers, with their seats. */
export interface ExamSessionsTable {
  id: Generated<number>;
  site_id: number;
  date: string;
  start_time: string;
  category: string;
  seats_total: number;
  /** Seats other driving schools hold (simulated). */
  seats_taken_elsewhere: number;
}

/** A learner registered to an operator's exam session: status 0 En attente, 1 Confirmée, 2 Annulée. */
export interface ExamRegistrationsTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  learner_id: number;
  session_id: number;
  status: number;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}


export interface NationalTables {
  ants_sessions: AntsSessionsTable;
  ants_sim_demandes: AntsSimDemandesTable;
  ants_requests: AntsRequestsTable;
  ants_attachment_pages: AntsAttachmentPagesTable;
  ants_syncs: AntsSyncsTable;
  dsr_settings: DsrSettingsTable;
  dsr_sessions: DsrSessionsTable;
  livret_lesson_slots: LivretLessonSlotsTable;
  exam_operators: ExamOperatorsTable;
  exam_sites: ExamSitesTable;
  operator_configurations: OperatorConfigurationsTable;
  favorite_exam_centers: FavoriteExamCentersTable;
  exam_sessions: ExamSessionsTable;
  exam_registrations: ExamRegistrationsTable;
}
