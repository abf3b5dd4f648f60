import { z } from 'zod';
import { planningViewSchema as view } from '../../shared/references/planning-schema';
import { zOptionalText, zRef, zText } from '../../shared/schema/fields';
import { zColor, zTeamMemberRef, zTime } from '../../shared/schema/planning-fields';

const duration = z
  .number({ message: 'La durée est obligatoire.' })
  .int('La durée s’exprime en minutes entières.')
  .min(5, 'La durée est d’au moins 5 minutes.')
  .max(720, 'La durée ne peut pas dépasser 12 heures.');

const HOURS_ORDER = { message: 'L’heure de fin doit être postérieure à l’heure de début.', path: ['dayEnd'] };

/** `POST /plannings/activities`: agency null makes it shared by the whole structure. */
export const activityCreateSchema = z.strictObject({
  name: zText(80, 'Le nom'),
  color: zColor,
  durationMinutes: duration,
  isDefault: z.boolean().default(false),
  agency: zRef.nullable().default(null),
});

/** `PATCH /plannings/activities/{id}`. */
export const activityPatchSchema = z.strictObject({
  name: zText(80, 'Le nom').optional(),
  color: zColor.optional(),
  durationMinutes: duration.optional(),
  isDefault: z.boolean().optional(),
});

/** `POST /plannings/agendas`: a trainer agenda names its team member, a material agenda its resource. */
export const agendaCreateSchema = z
  .strictObject({
    name: zText(80, 'Le nom'),
    color: zColor,
    type: zRef,
    agency: zRef,
    teamMember: zTeamMemberRef.nullable().default(null),
    resource: zRef.nullable().default(null),
    dayStart: zTime,
    dayEnd: zTime,
    active: z.boolean().default(true),
  })
  .refine((agenda) => agenda.dayStart < agenda.dayEnd, HOURS_ORDER);

/** `PATCH /plannings/agendas/{id}` (deactivate: `{active: false}`). */
export const agendaPatchSchema = z
  .strictObject({
    name: zText(80, 'Le nom').optional(),
    color: zColor.optional(),
    teamMember: zTeamMemberRef.nullable().optional(),
    resource: zRef.nullable().optional(),
    dayStart: zTime.optional(),
    dayEnd: zTime.optional(),
    active: z.boolean().optional(),
  })
  .refine((agenda) => !agenda.dayStart || !agenda.dayEnd || agenda.dayStart < agenda.dayEnd, HOURS_ORDER);

const postalCode = z
  .string()
  .trim()
  .regex(/^(\d{5})?$/, 'Le code postal compte 5 chiffres.')
  .nullish()
  .transform((value) => (value ? value : null));

/** `POST /plannings/appointment-location`. */
export const locationCreateSchema = z.strictObject({
  name: zText(120, 'Le nom'),
  address: zOptionalText(255),
  postalCode,
  city: zOptionalText(120),
  agency: zRef.nullable().default(null),
});

/** `PATCH /plannings/appointment-location/{id}`. */
export const locationPatchSchema = z.strictObject({
  name: zText(120, 'Le nom').optional(),
  address: zOptionalText(255).optional(),
  postalCode: postalCode.optional(),
  city: zOptionalText(120).optional(),
  agency: zRef.nullable().optional(),
});

const profileAgendas = z
  .array(zRef, { message: 'Choisissez au moins un agenda.' })
  .min(1, 'Choisissez au moins un agenda.')
  .max(200, 'Trop d’agendas.');

/** `POST /plannings/planning-profile`: a named set of agendas shown together. */
export const profileCreateSchema = z.strictObject({
  name: zText(80, 'Le nom'),
  defaultView: view.default('week'),
  agendas: profileAgendas,
});

/** `POST /plannings/planning-profile/update`: the profile's id and the fields to change. */
export const profileUpdateSchema = z.strictObject({
  id: zRef,
  name: zText(80, 'Le nom').optional(),
  defaultView: view.optional(),
  agendas: profileAgendas.optional(),
});

const slotDuration = z
  .number({ message: 'La durée est obligatoire.' })
  .int('La durée s’exprime en minutes entières.')
  .min(5, 'La durée est d’au moins 5 minutes.')
  .max(480, 'La durée ne peut pas dépasser 8 heures.');

/** `POST /plannings/planning-config`: the planning configuration of an agency (and the global comment). */
export const planningConfigCreateSchema = z
  .strictObject({
    agency: zRef,
    dayStart: zTime,
    dayEnd: zTime,
    slotDurationMinutes: slotDuration,
    showWeekend: z.boolean().default(true),
    planningComment: zOptionalText(2000),
    globalComment: zOptionalText(2000).optional(),
  })
  .refine((config) => config.dayStart < config.dayEnd, HOURS_ORDER);

/** `PATCH /plannings/planning-config/agency/{id}`. */
export const planningConfigPatchSchema = z
  .strictObject({
    dayStart: zTime.optional(),
    dayEnd: zTime.optional(),
    slotDurationMinutes: slotDuration.optional(),
    showWeekend: z.boolean().optional(),
    planningComment: zOptionalText(2000).optional(),
    globalComment: zOptionalText(2000).optional(),
  })
  .refine((config) => !config.dayStart || !config.dayEnd || config.dayStart < config.dayEnd, HOURS_ORDER);

export type ActivityCreate = z.output<typeof activityCreateSchema>;
export type ActivityPatch = z.output<typeof activityPatchSchema>;
export type AgendaCreate = z.output<typeof agendaCreateSchema>;
export type AgendaPatch = z.output<typeof agendaPatchSchema>;
export type LocationCreate = z.output<typeof locationCreateSchema>;
export type LocationPatch = z.output<typeof locationPatchSchema>;
export type ProfileCreate = z.output<typeof profileCreateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type PlanningConfigCreate = z.output<typeof planningConfigCreateSchema>;
export type PlanningConfigPatch = z.output<typeof planningConfigPatchSchema>;

// ——— Published planning (`<volant-planning>`) ———

const shareIds = (label: string, empty: string) =>
  z.array(zRef, { message: `${label} : liste invalide.` }).min(1, empty).max(200, `${label} : 200 au plus.`);

/** `POST /plannings/shares`: publishes an agency's planning with the agendas and activities chosen. */
export const planningShareCreateSchema = z.strictObject({
  agency: zRef,
  agendas: shareIds('Agendas', 'Choisissez au moins un agenda à publier.'),
  activities: shareIds('Activités', 'Choisissez au moins une activité à publier.'),
});

/** `PATCH /plannings/shares/{id}`: changes what is published (the key stays). */
export const planningSharePatchSchema = z.strictObject({
  agendas: shareIds('Agendas', 'Choisissez au moins un agenda à publier.').optional(),
  activities: shareIds('Activités', 'Choisissez au moins une activité à publier.').optional(),
});

export type PlanningShareCreate = z.output<typeof planningShareCreateSchema>;
export type PlanningSharePatch = z.output<typeof planningSharePatchSchema>;

// ——— The planning references as the API answers them (the declared outputs of their routes): shared,
// both planning modules read them; the server takes them from here ———
export { activitySchema, agendaResourceTypeSchema, agendaSchema, appointmentLocationSchema, globalConfigSchema, intervenerSchema, planningConfigSchema, planningProfileSchema } from '../../shared/references/planning-schema';

// The declared output of `/plannings/shares`.

const shareChoiceSchema = z.strictObject({ '@id': z.string(), id: z.number().int(), name: z.string(), color: z.string() });

/** An agency's published planning and its public key. */
export const planningShareSchema = z.strictObject({
  id: z.number().int(),
  agency: z.strictObject({ '@id': z.string(), id: z.number().int(), name: z.string() }),
  key: z.string(),
  agendas: z.array(shareChoiceSchema),
  activities: z.array(shareChoiceSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});


const publicChoiceSchema = z.strictObject({ id: z.number().int(), name: z.string(), color: z.string() });

/** A published planning as the embed reads it (`GET /plannings/public/{key}`). */
export const publicPlanningSchema = z.strictObject({
  agency: z.strictObject({ name: z.string(), city: z.string().nullable() }),
  agendas: z.array(publicChoiceSchema.extend({ dayStart: z.string(), dayEnd: z.string() })),
  activities: z.array(publicChoiceSchema),
  dayStart: z.string(),
  dayEnd: z.string(),
  showWeekend: z.boolean(),
});

/** A published slot (`GET /plannings/public/{key}/slots`): no learner, no free text. */
export const publicSlotSchema = z.strictObject({
  id: z.number().int(),
  date: z.string(),
  schedule: z.strictObject({ startTime: z.string(), endTime: z.string() }),
  agenda: publicChoiceSchema,
  activity: publicChoiceSchema,
  location: z.strictObject({ name: z.string(), city: z.string().nullable() }).nullable(),
  status: z.enum(['planned', 'done']),
  capacity: z.number().int().nullable(),
  booked: z.number().int(),
  remaining: z.number().int().nullable(),
});
