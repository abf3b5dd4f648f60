import { z } from 'zod';
import { embeddedRefSchema } from '../../shared/references/schema';
import { zId, zText } from '../../shared/schema/fields';

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

/** Kinds of lessons the livret numérique records. */
export const LESSON_TYPES = ['CONDUITE', 'PLATEAU', 'SIMULATEUR', 'THEORIE'] as const;

/** Why the state platform refused a declaration. */
export const LESSON_ERROR_TYPES = ['NEPH_INCONNU', 'LIVRET_NON_OUVERT', 'ENSEIGNANT_NON_AUTORISE', 'HORS_DELAI', 'DOUBLON', 'DUREE_INVALIDE'] as const;

const lessonType = z.enum(LESSON_TYPES);
const errorTypeCode = z.enum(LESSON_ERROR_TYPES);

/** `GET /state-api/agencies` and `POST /livret/connect`: the gateway mode and its sessions. */
export const dsrGatewaySchema = z.strictObject({
  /** 1: one gateway connection for the whole structure, 0: one per agency. */
  modeDSR: z.union([z.literal(0), z.literal(1)]),
  /** The connections: the structure's account (principal) or an agency's. */
  sessions: z.array(
    z.strictObject({
      /** Null when the agency has never been connected. */
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
});

/** `GET /livret/lesson-slot/error-types`. */
export const lessonErrorTypeSchema = z.strictObject({ code: errorTypeCode, label: z.string() });

/** A lesson declared to the state platform (`/livret/lesson-slot`). */
export const lessonSlotSchema = z.strictObject({
  id: z.number().int(),
  /** 1 Envoyé, 0 En erreur (`LESSON_STATUS`). */
  status: z.union([z.literal(0), z.literal(1)]),
  errorType: errorTypeCode.nullable(),
  /** Minutes. */
  duration: z.number().int(),
  lessonType,
  training: embeddedRefSchema.extend({ code: z.string() }).nullable(),
  learner: z.strictObject({ '@id': z.string(), id: z.number().int(), firstName: z.string(), lastName: z.string(), neph: z.string().nullable() }),
  agency: embeddedRefSchema,
  trainerName: z.string().nullable(),
  /** The planning slot it declares, once the planning area is linked. */
  planningSlotId: z.number().int().nullable(),
  sentAt: z.string(),
  slot: z.strictObject({ date: z.string(), schedule: z.strictObject({ startTime: z.string() }) }),
});

const count = z.number().int().min(0);

/** `GET /livret/dashboard`. */
export const livretDashboardSchema = z.strictObject({
  totals: z.strictObject({ sent: count, errors: count, minutesSent: count, learners: count }),
  byLessonType: z.array(z.strictObject({ lessonType, sent: count, errors: count, minutesSent: count })),
  byErrorType: z.array(z.strictObject({ errorType: errorTypeCode, count })),
  byMonth: z.array(z.strictObject({ month: z.string(), sent: count, errors: count })),
});
