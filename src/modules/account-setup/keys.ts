/** The account-setup wizard's SWR keys: one builder per read (permissions and authorizations: `referenceKeys`). */
export const accountSetupKeys = {
  agencyApplications: (agency: number) => ['/onboardings/applications/by', agency] as const,
  offeredTrainings: (agency: number) => ['/onboardings/training', agency] as const,
  applicationSummary: (agency: number) => ['/onboardings/applications/summary', agency] as const,
  trainingApplications: (agency: number) => ['/onboardings/applications', agency] as const,
  agencyConfigs: (agencies: readonly number[]) => ['/agency/config', ...agencies] as const,
  softwareSettings: () => ['/softwares/settings'] as const,
  applicationSetting: (agency: number) => ['/onboardings/application-setting', agency] as const,
  registrationSetting: (agency: number) => ['/registrations/application-setting', agency] as const,
};
