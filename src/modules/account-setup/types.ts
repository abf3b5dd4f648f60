/** Onboarding of an agency (spec part 2 §3: trainings, applications with isActive per training, settings per agency). */

export interface OnboardingApplication {
  id: number;
  code: string;
  name: string;
  description: string;
  /** True when the application is switched on per training (configured in the trainings step). */
  perTraining: boolean;
}

/** `GET /onboardings/applications/by?agencyId=`: the catalogue with what the agency switched on. */
export interface AgencyApplication extends OnboardingApplication {
  isActive: boolean;
}

/** `GET /onboardings/applications`: an application for one training of an agency (training null: as a whole). */
export interface TrainingApplication {
  id: number;
  application: { '@id': string; id: number; code: string; name: string };
  training: { '@id': string; id: number; code: string; name: string } | null;
  agency: number;
  isActive: boolean;
}

/** `GET /onboardings/applications/summary`. */
export interface ApplicationSummary {
  application: { '@id': string; id: number; code: string; name: string };
  isActive: boolean;
  activeTrainings: number;
}

/** `GET /onboardings/training?agency=`: a training the agency offers. */
export interface OnboardingTraining {
  agency: number;
  training: { '@id': string; id: number; code: string; name: string };
}

/** `GET|PATCH /onboardings/application-setting`: the student application of an agency. */
export interface ApplicationSetting {
  agency: number;
  welcomeMessage: string | null;
  contactEmail: string | null;
  showPrices: boolean;
}

/** `GET|PATCH /registrations/application-setting`: online registration of an agency. */
export interface RegistrationSetting {
  agency: number;
  onlineRegistration: boolean;
  requiredDocuments: string | null;
  autoValidate: boolean;
  /** Deposit asked at registration, euros. */
  deposit: number;
}

/** `GET /softwares/settings`: platform settings shown to every structure (support contacts…). */
export interface SoftwareSetting {
  key: string;
  label: string;
  value: string;
}
