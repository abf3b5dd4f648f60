import type { z } from 'zod';
import type { agencyApplicationSchema, applicationSettingItemSchema, applicationSummarySchema, onboardingTrainingItemSchema, registrationSettingItemSchema, trainingApplicationSchema } from './schema';

/** Onboarding of an agency (spec part 2 §3: trainings, applications with isActive per training, settings per agency). */

/** `GET /onboardings/applications/by?agencyId=`: the catalogue with what the agency switched on. */
export type AgencyApplication = z.infer<typeof agencyApplicationSchema>;

/** `GET /onboardings/applications`: an application for one training of an agency (training null: as a whole). */
export type TrainingApplication = z.infer<typeof trainingApplicationSchema>;

/** `GET /onboardings/applications/summary`. */
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/** `GET /onboardings/training?agency=`: a training the agency offers. */
export type OnboardingTraining = z.infer<typeof onboardingTrainingItemSchema>;

/** `GET|PATCH /onboardings/application-setting`: the student application of an agency. */
export type ApplicationSetting = z.infer<typeof applicationSettingItemSchema>;

/** `GET|PATCH /registrations/application-setting`: online registration of an agency. */
export type RegistrationSetting = z.infer<typeof registrationSettingItemSchema>;

/** `GET /softwares/settings`: platform settings shown to every structure (support contacts…). */
export interface SoftwareSetting {
  key: string;
  label: string;
  value: string;
}
