import { z } from 'zod';
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
