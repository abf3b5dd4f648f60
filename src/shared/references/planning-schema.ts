import { z } from 'zod';
import { embeddedRefSchema } from './schema';

// The planning references as the API answers them (the declared outputs of their routes): both
// planning modules read them, the planning configuration module writes them (its payload schemas).

export const planningViewSchema = z.enum(['day', 'week', 'month'], { message: 'Vue inconnue.' });

/** `/plannings/type_agenda_resources`: what an agenda is the calendar of. */
export const agendaResourceTypeSchema = z.strictObject({
  id: z.number().int(),
  /** trainer, vehicle, room, simulator, other */
  code: z.string(),
  name: z.string(),
  isResource: z.boolean(),
});

/** `/plannings/activities`. */
export const activitySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  durationMinutes: z.number().int(),
  isDefault: z.boolean(),
  /** Null: shared by every agency of the structure. */
  agency: embeddedRefSchema.nullable(),
  createdAt: z.string(),
});

/** `/plannings/agendas` and `/plannings/agendas-config` (its team member under `/api/managers/`). */
export const agendaSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  active: z.boolean(),
  type: agendaResourceTypeSchema.extend({ '@id': z.string() }),
  agency: embeddedRefSchema,
  /** The trainer; `/plannings/agendas-config` answers its IRI under `/api/managers/` (rewritten by the client). */
  teamMember: z.strictObject({ '@id': z.string(), id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
  resource: embeddedRefSchema.nullable(),
  /** Opening hours of the agenda, `HH:MM`. */
  dayStart: z.string(),
  dayEnd: z.string(),
  createdAt: z.string(),
});

/** `/plannings/appointment-location`. */
export const appointmentLocationSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  agency: embeddedRefSchema.nullable(),
  createdAt: z.string(),
});

/** `/plannings/planning-profile`: a named set of agendas, in their order. */
export const planningProfileSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  defaultView: planningViewSchema,
  agendas: z.array(z.strictObject({ '@id': z.string(), id: z.number().int(), name: z.string(), color: z.string() })),
  createdAt: z.string(),
});

/** `/plannings/planning-config/agency/{id}`. */
export const planningConfigSchema = z.strictObject({
  id: z.number().int(),
  agency: embeddedRefSchema,
  dayStart: z.string(),
  dayEnd: z.string(),
  slotDurationMinutes: z.number().int(),
  showWeekend: z.boolean(),
  planningComment: z.string().nullable(),
  updatedAt: z.string(),
});

/** `/plannings/intervener`: someone or something that can hold an agenda. */
export const intervenerSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  isResource: z.boolean(),
  type: z.strictObject({ id: z.number().int(), code: z.string(), name: z.string() }),
  agencies: z.array(z.number().int()),
});


/** The structure-wide configuration seen from an agency (`GET /global-config/agency/{id}`). */
export const globalConfigSchema = z.strictObject({
  agency: z.number().int(),
  isConfigGeneral: z.boolean(),
  globalComment: z.string().nullable(),
});
