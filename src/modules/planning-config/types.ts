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

// ——— The planning an agency publishes on its website (`<volant-planning>`) ———

/** A colour-coded agenda or activity of a publication. */
export interface ShareChoice {
  '@id': string;
  id: number;
  name: string;
  color: string;
}

/** `/plannings/shares/{id}`: an agency's published planning (one per agency) and its public key. */
export interface PlanningShare {
  id: number;
  agency: { '@id': string; id: number; name: string };
  /** The public key the `<volant-planning>` element takes (32 hexadecimal characters). */
  key: string;
  agendas: ShareChoice[];
  activities: ShareChoice[];
  createdAt: string;
  updatedAt: string;
}

/**
 * `GET /plannings/public/{key}`: what a partner website may know of a published planning — the
 * agency's name, the published agendas (with their opening hours) and activities, the display settings.
 */
export interface PublicPlanning {
  agency: { name: string; city: string | null };
  agendas: Array<{ id: number; name: string; color: string; dayStart: string; dayEnd: string }>;
  activities: Array<{ id: number; name: string; color: string }>;
  /** The agency's planning settings (opening hours, week-end shown). */
  dayStart: string;
  dayEnd: string;
  showWeekend: boolean;
}

/**
 * `GET /plannings/public/{key}/slots`: a published slot. Never a learner's name or any free text
 * (title, comment): the activity, the agenda, the place and the places left.
 */
export interface PublicSlot {
  id: number;
  /** `YYYY-MM-DD`. */
  date: string;
  schedule: { startTime: string; endTime: string };
  agenda: { id: number; name: string; color: string };
  activity: { id: number; name: string; color: string };
  location: { name: string; city: string | null } | null;
  status: 'planned' | 'done';
  /** Null: no limit set. */
  capacity: number | null;
  /** Learners booked (a count only). */
  booked: number;
  /** Places left (null without a capacity). */
  remaining: number | null;
}
