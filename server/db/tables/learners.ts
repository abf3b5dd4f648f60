import type { Generated } from 'kysely';

/**
 * Tables of the learners area (migrations 0101–0106): the learner's training registrations, groups,
 * documents, pedagogical tracking, contracts and notices. Columns added to the core `learners` table
 * by 0101 are declared in `LearnerExtraColumns` and merged into `LearnersTable` by the Database type.
 */

/** Columns 0101_learners adds to the core `learners` table. */
export interface LearnerExtraColumns {
  /** 'M.' or 'Mme' (null: not given). */
  civility: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  birth_place: string | null;
  /** Uploaded photo (uploads/<structure>/…), shown where the structure allows photos. */
  photo_key: string | null;
  photo_mime: string | null;
  /** 1 once a satisfaction survey link has been sent. */
  survey_status: Generated<number>;
}

/** A speciality of a licence category (« Boîte automatique », « Conduite accompagnée »…), keyed by training code. */
export interface TrainingFieldsTable {
  id: Generated<number>;
  training_code: string;
  code: string;
  name: string;
}

/** A learner's registration to a training (the API's agencytraininglearners). */
export interface LearnerTrainingsTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  learner_id: number;
  training_id: number;
  field_id: number | null;
  is_prospect: Generated<number>;
  /** The organisation that pays the training (OPCO, France Travail, employer…). */
  financier_id: number | null;
  start_date: string | null;
  /** 'en_cours', 'terminee' or 'abandonnee'. */
  status: Generated<string>;
  created_at: Generated<string>;
}

/** The prior evaluation of the French model contract: date, forecast volume of lessons. */
export interface LearnerEvaluationsTable {
  id: Generated<number>;
  structure_id: number;
  learner_id: number;
  training_id: number;
  evaluation_date: string;
  /** Forecast volume of driving lessons, in minutes. */
  forecast_minutes: number;
  evaluator_id: number | null;
  comment: string | null;
  created_at: Generated<string>;
}

/** A learner's registration to an onboarding application (`/registrations/to-applications`). */
export interface LearnerApplicationsTable {
  id: Generated<number>;
  structure_id: number;
  /** The learner's agency when registered (the application was active there). */
  agency_id: number;
  learner_id: number;
  /** An `onboarding_applications` row (no foreign key: that table is created by a later migration). */
  application_id: number;
  /** The training, for applications that work per training; null otherwise. */
  training_id: number | null;
  created_by: number | null;
  created_at: Generated<string>;
}

export interface GroupsTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  name: string;
  /** The folded name, unique per structure (search-text.ts `nameKey`, migration 0111); set with every name. */
  name_key: string | null;
  trainer_id: number | null;
  created_at: Generated<string>;
}

/** A member of a group: a learner or a team member (exactly one of the two). */
export interface GroupLearnersTable {
  id: Generated<number>;
  group_id: number;
  learner_id: number | null;
  team_member_id: number | null;
  created_at: Generated<string>;
}

export interface DocumentTypesTable {
  id: Generated<number>;
  code: string;
  name: string;
}

/** Documents a licence category needs (the contract-document-by-type lookup). */
export interface DocumentTypeCategoriesTable {
  category: string;
  document_type_id: number;
  required: number;
}

export interface DocumentsTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  learner_id: number;
  training_id: number | null;
  document_type_id: number;
  title: string;
  storage_key: string;
  original_name: string;
  mime_type: string;
  size: number;
  /** The user who uploaded it (appUserId). */
  app_user_id: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface ObservationsTable {
  id: Generated<number>;
  structure_id: number;
  learner_id: number;
  author_id: number | null;
  content: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** A line of the learner's service journal (a lesson or service to consume, marked used once done). */
export interface ServiceJournalsTable {
  id: Generated<number>;
  structure_id: number;
  learner_id: number;
  journal_date: string;
  label: string;
  duration_minutes: number;
  comment: string | null;
  used: Generated<number>;
  used_at: string | null;
  author_id: number | null;
  created_at: Generated<string>;
}

export interface AvailabilitySchedulesTable {
  id: Generated<number>;
  structure_id: number;
  learner_id: number;
  period_start: string | null;
  period_end: string | null;
  /** JSON array of { day: 1–7 (Monday = 1), start: 'HH:mm', end: 'HH:mm' }. */
  schedules_json: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** A learner's training contract (French model contract for driving schools). Money in cents, volumes in minutes. */
export interface LearnerContractsTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  learner_id: number;
  training_id: number;
  number: string;
  /** 'draft', 'validated' or 'signed'. */
  status: Generated<string>;
  evaluation_date: string;
  forecast_minutes: number;
  start_date: string;
  end_date: string;
  registration_fee_cents: number;
  hour_price_cents: number;
  theory_price_cents: number;
  exam_fee_cents: number;
  /** 0297: the model contract's article III fees (arrêté of 11 October 2024). */
  ants_mandate_fee_cents: Generated<number>;
  ants_title_fee_cents: Generated<number>;
  booklet_fee_cents: Generated<number>;
  review_fee_cents: Generated<number>;
  programme: string;
  payment_terms: string;
  installments: number;
  mediator_name: string;
  mediator_contact: string;
  signed_place: string | null;
  /** The seller identity frozen when the contract was validated (a JSON SellerIdentity); null while a draft. */
  seller_json: string | null;
  validated_at: string | null;
  signed_at: string | null;
  created_by: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface ContractAmendmentsTable {
  id: Generated<number>;
  contract_id: number;
  number: string;
  extra_minutes: number;
  hour_price_cents: number;
  reason: string;
  status: Generated<string>;
  validated_at: string | null;
  signed_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** Why a notice is reported (« Propos injurieux », « Faux avis »…). */
export interface NoticeReasonsTable {
  id: Generated<number>;
  label: string;
}

/** A request sent to a learner to leave a certified notice. */
export interface NoticeRequestsTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  learner_id: number;
  request_date: string;
  /** 'sent', 'opened' or 'answered'. */
  status: Generated<string>;
  /** 'pending' or 'posted'. */
  notice_status: Generated<string>;
  posted_notice_date: string | null;
  reminded_at: string | null;
  remind_count: Generated<number>;
  created_at: Generated<string>;
}

export interface NoticesTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  learner_id: number | null;
  request_id: number | null;
  author_name: string;
  /** 1 to 5. */
  rating: number;
  comment: string;
  /** 1 when it answers a request (certified), 0 otherwise. */
  verified: Generated<number>;
  reported: Generated<number>;
  report_reason_id: number | null;
  report_comment: string | null;
  reported_at: string | null;
  notice_date: string;
  created_at: Generated<string>;
}

export interface LearnerTables {
  training_fields: TrainingFieldsTable;
  learner_trainings: LearnerTrainingsTable;
  learner_evaluations: LearnerEvaluationsTable;
  learner_applications: LearnerApplicationsTable;
  groups: GroupsTable;
  group_learners: GroupLearnersTable;
  document_types: DocumentTypesTable;
  document_type_categories: DocumentTypeCategoriesTable;
  documents: DocumentsTable;
  observations: ObservationsTable;
  service_journals: ServiceJournalsTable;
  availability_schedules: AvailabilitySchedulesTable;
  learner_contracts: LearnerContractsTable;
  contract_amendments: ContractAmendmentsTable;
  notice_reasons: NoticeReasonsTable;
  notice_requests: NoticeRequestsTable;
  notices: NoticesTable;
}
