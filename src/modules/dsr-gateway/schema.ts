import { z } from 'zod';
import { embeddedRefSchema } from '../../shared/references/schema';
import { zId, zText } from '../../shared/schema/fields';
import { LESSON_ERROR_TYPES, LESSON_TYPES, type DsrGateway, type LessonErrorType, type LessonSlot, type LivretDashboard } from './types';

/** `POST /livret/connect`: mode 1 connects the structure's account, mode 0 one agency. */
export const dsrConnectSchema = z
  .strictObject({
    mode: z.union([z.literal(0), z.literal(1)], { message: 'Mode de connexion inconnu.' }),
    agencyId: zId.nullable().default(null),
    login: zText(120, 'L’identifiant'),
    password: z.string({ message: 'Le mot de passe est obligatoire.' }).min(1, 'Le mot de passe est obligatoire.').max(200),
  })
  .refine((value) => value.mode === 1 || value.agencyId !== null, { message: 'Choisissez l’agence à connecter.', path: ['agencyId'] });

/** `POST /livret/disconnect`. */
export const dsrDisconnectSchema = z.strictObject({ sessionId: zId });

export type DsrConnectPayload = z.output<typeof dsrConnectSchema>;

// --- answers (the declared output of the gateway routes) -----------------------------------------

const lessonType = z.enum(LESSON_TYPES);
const errorTypeCode = z.enum(LESSON_ERROR_TYPES);

/** `GET /state-api/agencies` and `POST /livret/connect`: the gateway mode and its sessions. */
export const dsrGatewaySchema = z.strictObject({
  modeDSR: z.union([z.literal(0), z.literal(1)]),
  sessions: z.array(
    z.strictObject({
      id: z.number().int().nullable(),
      type: z.enum(['principal', 'agency']),
      agencyId: z.number().int().nullable(),
      agencyName: z.string().nullable(),
      isLogged: z.boolean(),
      expired: z.boolean(),
      login: z.string().nullable(),
      connectedAt: z.string().nullable(),
      expiresAt: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<DsrGateway>;

/** `GET /livret/lesson-slot/error-types`. */
export const lessonErrorTypeSchema = z.strictObject({ code: errorTypeCode, label: z.string() }) satisfies z.ZodType<LessonErrorType>;

/** A lesson declared to the state platform (`/livret/lesson-slot`). */
export const lessonSlotSchema = z.strictObject({
  id: z.number().int(),
  status: z.union([z.literal(0), z.literal(1)]),
  errorType: errorTypeCode.nullable(),
  duration: z.number().int(),
  lessonType,
  training: embeddedRefSchema.extend({ code: z.string() }).nullable(),
  learner: z.strictObject({ '@id': z.string(), id: z.number().int(), firstName: z.string(), lastName: z.string(), neph: z.string().nullable() }),
  agency: embeddedRefSchema,
  trainerName: z.string().nullable(),
  planningSlotId: z.number().int().nullable(),
  sentAt: z.string(),
  slot: z.strictObject({ date: z.string(), schedule: z.strictObject({ startTime: z.string() }) }),
}) satisfies z.ZodType<LessonSlot>;

const count = z.number().int().min(0);

/** `GET /livret/dashboard`. */
export const livretDashboardSchema = z.strictObject({
  totals: z.strictObject({ sent: count, errors: count, minutesSent: count, learners: count }),
  byLessonType: z.array(z.strictObject({ lessonType, sent: count, errors: count, minutesSent: count })),
  byErrorType: z.array(z.strictObject({ errorType: errorTypeCode, count })),
  byMonth: z.array(z.strictObject({ month: z.string(), sent: count, errors: count })),
}) satisfies z.ZodType<LivretDashboard>;
