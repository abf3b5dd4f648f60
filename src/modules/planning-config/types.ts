import type { z } from 'zod';
import type { planningShareSchema, publicPlanningSchema, publicSlotSchema } from './schema';

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
export type ShareChoice = PlanningShare['agendas'][number];

/** `/plannings/shares/{id}`: an agency's published planning (one per agency) and its public key. */
export type PlanningShare = z.infer<typeof planningShareSchema>;

/**
 * `GET /plannings/public/{key}`: what a partner website may know of a published planning — the
 * agency's name, the published agendas (with their opening hours) and activities, the display settings.
 */
export type PublicPlanning = z.infer<typeof publicPlanningSchema>;

/**
 * `GET /plannings/public/{key}/slots`: a published slot. Never a learner's name or any free text
 * (title, comment): the activity, the agenda, the place and the places left.
 */
export type PublicSlot = z.infer<typeof publicSlotSchema>;
