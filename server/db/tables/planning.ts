import type { Generated } from 'kysely';

/**
 * Planning and material resources (migrations 0300–0303). Times of day are local wall-clock
 * `HH:MM` text and dates `YYYY-MM-DD`: a driving school's lesson at 10:00 stays at 10:00 whatever
 * the server's time zone; `HH:MM` strings compare in time order.
 */

/** Reference data (0300): what an agenda is the calendar of (a trainer, a vehicle, a room…). */
export interface AgendaResourceTypesTable {
  id: Generated<number>;
  /** trainer, vehicle, room, simulator, other */
  code: string;
  name: string;
  /** 0 for people (trainers), 1 for material resources. */
  is_resource: number;
}

/** 0301: kinds of material a structure owns (« Voiture boîte manuelle », « Salle de code »…). */
export interface MaterialTypesTable {
  id: Generated<number>;
  structure_id: number;
  name: string;
  /** The agenda resource type an agenda of this material has (vehicle, room, simulator, other). */
  agenda_resource_type_id: number;
  created_at: Generated<string>;
}

export interface MaterialResourcesTable {
  id: Generated<number>;
  structure_id: number;
  type_id: number;
  name: string;
  /** Registration plate, serial number… */
  reference: string | null;
  description: string | null;
  created_at: Generated<string>;
}

export interface MaterialResourceAgenciesTable {
  resource_id: number;
  agency_id: number;
}

/** 0302: planning configuration. */
export interface PlanningActivitiesTable {
  id: Generated<number>;
  structure_id: number;
  /** Null: the activity is shared by every agency of the structure. */
  agency_id: number | null;
  name: string;
  color: string;
  duration_minutes: number;
  is_default: Generated<number>;
  created_at: Generated<string>;
}

export interface AgendasTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  type_id: number;
  name: string;
  color: string;
  /** The trainer whose calendar it is (trainer agendas). */
  team_member_id: number | null;
  /** The material whose calendar it is (vehicle, room… agendas). */
  resource_id: number | null;
  day_start: string;
  day_end: string;
  active: Generated<number>;
  created_at: Generated<string>;
}

export interface AppointmentLocationsTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number | null;
  name: string;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  created_at: Generated<string>;
}

export interface PlanningProfilesTable {
  id: Generated<number>;
  structure_id: number;
  name: string;
  default_view: string;
  created_at: Generated<string>;
}

export interface PlanningProfileAgendasTable {
  profile_id: number;
  agenda_id: number;
  position: number;
}

/** The planning configuration of one agency (hours, slot length, comment shown on the planning). */
export interface PlanningConfigsTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  day_start: string;
  day_end: string;
  slot_duration_minutes: number;
  show_weekend: Generated<number>;
  planning_comment: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** The structure-wide planning comment (isConfigGeneral accounts). */
export interface PlanningGlobalConfigsTable {
  id: Generated<number>;
  structure_id: number;
  global_comment: string | null;
  updated_at: Generated<string>;
}

/** 0303: slots. */
export interface PlanningRecurrencesTable {
  id: Generated<number>;
  structure_id: number;
  frequency: string;
  interval_n: number;
  /** ISO weekdays (1 = Monday) as a comma list, for weekly rules. */
  weekdays: string | null;
  until: string | null;
  count: number | null;
  created_at: Generated<string>;
}

export interface PlanningSlotsTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  agenda_id: number;
  recurrence_id: number | null;
  title: string | null;
  date: string;
  start_time: string;
  end_time: string;
  activity_id: number | null;
  service_id: number | null;
  location_id: number | null;
  /** The vehicle (or other material) the slot uses; the agenda's own material for material agendas. */
  resource_id: number | null;
  /** The trainer; the agenda's own trainer for trainer agendas. */
  team_member_id: number | null;
  /** planned, done, cancelled */
  status: Generated<string>;
  is_background: Generated<number>;
  capacity: number | null;
  comment: string | null;
  created_by: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface PlanningSlotLearnersTable {
  id: Generated<number>;
  slot_id: number;
  learner_id: number;
  is_excused: Generated<number>;
  is_absent: Generated<number>;
  created_at: Generated<string>;
}

export interface PlanningOperationHistoriesTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number | null;
  user_id: number | null;
  slot_id: number | null;
  action: string;
  description: string;
  created_at: Generated<string>;
}

/** A learner's payment schedule (échéancier): what is due when; shown beside the learners of a slot. */
export interface LearnerPaymentDeadlinesTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  learner_id: number;
  label: string;
  due_date: string;
  amount_cents: number;
  paid_at: string | null;
  created_at: Generated<string>;
}

export interface PlanningTables {
  agenda_resource_types: AgendaResourceTypesTable;
  material_types: MaterialTypesTable;
  material_resources: MaterialResourcesTable;
  material_resource_agencies: MaterialResourceAgenciesTable;
  planning_activities: PlanningActivitiesTable;
  agendas: AgendasTable;
  appointment_locations: AppointmentLocationsTable;
  planning_profiles: PlanningProfilesTable;
  planning_profile_agendas: PlanningProfileAgendasTable;
  planning_configs: PlanningConfigsTable;
  planning_global_configs: PlanningGlobalConfigsTable;
  planning_recurrences: PlanningRecurrencesTable;
  planning_slots: PlanningSlotsTable;
  planning_slot_learners: PlanningSlotLearnersTable;
  planning_operation_histories: PlanningOperationHistoriesTable;
  learner_payment_deadlines: LearnerPaymentDeadlinesTable;
}
