import { z } from 'zod';
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

export type OnboardingTrainingInput = z.output<typeof onboardingTrainingSchema>;
export type OnboardingApplicationsInput = z.output<typeof onboardingApplicationsSchema>;
export type ApplicationSettingInput = z.output<typeof applicationSettingSchema>;
export type RegistrationSettingInput = z.output<typeof registrationSettingSchema>;
