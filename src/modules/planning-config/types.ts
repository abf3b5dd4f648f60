/**
 * Resources of the planning configuration. The shapes the calendar reads too (agendas, activities,
 * locations, profiles, agency configuration, interveners) live in src/shared/references/planning.ts.
 */
export type {
  Activity,
  Agenda,
  AgendaResourceType,
  AppointmentLocation,
  GlobalConfig,
  Intervener,
  PlanningConfig,
  PlanningProfile,
  PlanningView,
} from '../../shared/references/planning';
