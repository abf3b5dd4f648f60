import { z } from 'zod';
import { applicationRefSchema, embeddedTrainingSchema } from '../../shared/references/schema';
import { zEmail, zMoney, zOptionalText, zRef } from '../../shared/schema/fields';

/** `POST /onboardings/training`: the trainings an agency offers (replaces the list). */
export const onboardingTrainingSchema = z.strictObject({
  agency: zRef,
  trainings: z.array(zRef).max(100),
});

/** `POST /onboardings/applications`: switches applications on or off, as a whole (training null) or per training. */
export const onboardingApplicationsSchema = z.strictObject({
  agency: zRef,
  applications: z
    .array(z.strictObject({ application: zRef, training: zRef.nullable().default(null), isActive: z.boolean() }))
    .max(1000),
});

/** `PATCH /onboardings/application-setting`. */
export const applicationSettingSchema = z.strictObject({
  agency: zRef,
  welcomeMessage: zOptionalText(500).optional(),
  contactEmail: z
    .union([zEmail, z.literal(''), z.null()])
    .transform((value) => (value ? value : null))
    .optional(),
  showPrices: z.boolean().optional(),
});

/** `PATCH /registrations/application-setting`. */
export const registrationSettingSchema = z.strictObject({
  agency: zRef,
  onlineRegistration: z.boolean().optional(),
  requiredDocuments: zOptionalText(1000).optional(),
  autoValidate: z.boolean().optional(),
  deposit: zMoney.optional(),
});

// The declared answers of the onboarding routes (server/resources/account-setup/).

export const onboardingTrainingItemSchema = z.strictObject({ agency: z.number().int(), training: embeddedTrainingSchema });

export { agencyApplicationSchema, trainingApplicationSchema } from '../../shared/references/schema';

export const applicationSummarySchema = z.strictObject({
  application: applicationRefSchema,
  isActive: z.boolean(),
  activeTrainings: z.number().int().min(0),
});

export const applicationSettingItemSchema = z.strictObject({
  agency: z.number().int(),
  welcomeMessage: z.string().nullable(),
  contactEmail: z.string().nullable(),
  showPrices: z.boolean(),
});

export const registrationSettingItemSchema = z.strictObject({
  agency: z.number().int(),
  onlineRegistration: z.boolean(),
  requiredDocuments: z.string().nullable(),
  autoValidate: z.boolean(),
  deposit: z.number(),
});

/** What `POST /onboardings/training` answers: the trainings the agency now offers. */
export const onboardingTrainingsSavedSchema = z.strictObject({ agency: z.number().int(), trainings: z.array(z.number().int()) });

/** What `POST /onboardings/applications` answers: how many switches were saved. */
export const onboardingApplicationsSavedSchema = z.strictObject({ agency: z.number().int(), saved: z.number().int().min(0) });

export type OnboardingTrainingInput = z.output<typeof onboardingTrainingSchema>;
export type OnboardingApplicationsInput = z.output<typeof onboardingApplicationsSchema>;
export type ApplicationSettingInput = z.output<typeof applicationSettingSchema>;
export type RegistrationSettingInput = z.output<typeof registrationSettingSchema>;
