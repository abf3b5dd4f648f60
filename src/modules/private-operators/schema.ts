import { z } from 'zod';
import { embeddedRefSchema } from '../../shared/references/schema';
import { zOptionalText, zRef } from '../../shared/schema/fields';

const statusMessage = 'Statut d’inscription inconnu : choisissez 0 (en attente), 1 (confirmée) ou 2 (annulée).';

/** `POST /private-operators/favorite-exam-center`. */
export const favoriteExamCenterSchema = z.strictObject({ site: zRef });

/** `POST /private-operators/learner-registration`. */
export const learnerRegistrationSchema = z.strictObject({ learner: zRef, session: zRef });

/** `PATCH /private-operators/toggle-registration-status/{id}`: the status to set (2 cancels). */
export const registrationStatusSchema = z.strictObject({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)], { message: statusMessage }),
});

/** `PATCH /structure/structure-allow-student-use/{id}`: learners may use the partner photo app. */
export const allowStudentUseSchema = z.strictObject({ studentsPhotoAllowed: z.boolean({ message: 'Valeur attendue : oui ou non.' }) });

/** `PATCH /structure/structure-configuration/{structureId}`: ANTS mode, photo use, an operator's settings. */
export const structureConfigurationSchema = z
  .strictObject({
    modeANTS: z.union([z.literal(0), z.literal(1)], { message: 'Mode ANTS inconnu : 0 (par agence) ou 1 (global).' }).optional(),
    studentsPhotoAllowed: z.boolean().optional(),
    operator: z
      .strictObject({
        operator: zRef,
        isEnabled: z.boolean(),
        accountNumber: zOptionalText(40),
      })
      .optional(),
  })
  .refine((value) => value.modeANTS !== undefined || value.studentsPhotoAllowed !== undefined || value.operator !== undefined, {
    message: 'Aucune modification à enregistrer.',
  });

export type LearnerRegistrationPayload = z.output<typeof learnerRegistrationSchema>;
export type StructureConfigurationPatch = z.input<typeof structureConfigurationSchema>;

// --- answers (the declared output of the private-operator routes) --------------------------------

const siteRefSchema = z.strictObject({ id: z.number().int(), name: z.string(), city: z.string() });

/** An exam centre of the operator (`/private-operators/sites`, `/private-operators/site`). */
export const examSiteSchema = z.strictObject({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  operator: z.strictObject({ id: z.number().int(), code: z.string(), name: z.string() }),
  isFavorite: z.boolean(),
  favoriteId: z.number().int().nullable(),
});

/** A favourite exam centre as `POST /private-operators/favorite-exam-center` answers it. */
export const favoriteExamCenterItemSchema = z.strictObject({ id: z.number().int(), site: siteRefSchema, createdAt: z.string() });

/** An exam session with its seats (`/private-operators/sessions`). */
export const examSessionSchema = z.strictObject({
  id: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  category: z.string(),
  seatsTotal: z.number().int(),
  seatsLeft: z.number().int().min(0),
  site: siteRefSchema,
});

/** A learner's registration to an exam session (`/private-operators/registration`). */
export const examRegistrationSchema = z.strictObject({
  id: z.number().int(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  learner: z.strictObject({
    '@id': z.string(),
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    neph: z.string().nullable(),
    training: z.string().nullable(),
  }),
  session: z.strictObject({ id: z.number().int(), date: z.string(), startTime: z.string(), category: z.string(), site: siteRefSchema }),
  agency: embeddedRefSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** An exam operator (`/structure/operators`). */
export const examOperatorSchema = z.strictObject({ id: z.number().int(), code: z.string(), name: z.string(), website: z.string().nullable() });

/** The structure's settings for an operator (`/structure/operator-configuration`). */
export const operatorConfigurationSchema = z.strictObject({
  id: z.number().int().nullable(),
  operator: examOperatorSchema,
  isEnabled: z.boolean(),
  accountNumber: z.string().nullable(),
});
