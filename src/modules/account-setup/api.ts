import type { ApiClient } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import { ONBOARDING_APPLICATIONS_PAGE_SIZE } from '../../shared/constants';
import type { ApplicationSettingInput, OnboardingApplicationsInput, OnboardingTrainingInput, RegistrationSettingInput } from './schema';
import type { AgencyApplication, ApplicationSetting, ApplicationSummary, OnboardingTraining, RegistrationSetting, SoftwareSetting, TrainingApplication } from './types';

/** `GET /onboardings/training?agency=`. */
export function listOfferedTrainings(client: ApiClient, agency: number, signal?: AbortSignal): Promise<Page<OnboardingTraining>> {
  return client.list<OnboardingTraining>('/onboardings/training', { agency }, { signal });
}

/** `POST /onboardings/training`. */
export function saveOfferedTrainings(client: ApiClient, payload: OnboardingTrainingInput): Promise<unknown> {
  return client.post<unknown>('/onboardings/training', payload);
}

/** `GET /onboardings/applications/by?agencyId=`. */
export function listAgencyApplications(client: ApiClient, agencyId: number, signal?: AbortSignal): Promise<Page<AgencyApplication>> {
  return client.list<AgencyApplication>('/onboardings/applications/by', { agencyId }, { signal });
}

/** `GET /onboardings/applications` (itemsPerPage 30000, agency, optional training filters). */
export function listTrainingApplications(client: ApiClient, agency: number, training: number[] = [], signal?: AbortSignal): Promise<Page<TrainingApplication>> {
  return client.list<TrainingApplication>('/onboardings/applications', { itemsPerPage: ONBOARDING_APPLICATIONS_PAGE_SIZE, agency, ...(training.length ? { training } : {}) }, { signal });
}

/** `GET /onboardings/applications/summary` (itemsPerPage 30000, agency). */
export function listApplicationSummary(client: ApiClient, agency: number, signal?: AbortSignal): Promise<Page<ApplicationSummary>> {
  return client.list<ApplicationSummary>('/onboardings/applications/summary', { itemsPerPage: ONBOARDING_APPLICATIONS_PAGE_SIZE, agency }, { signal });
}

/** `POST /onboardings/applications`. */
export function saveApplications(client: ApiClient, payload: OnboardingApplicationsInput): Promise<unknown> {
  return client.post<unknown>('/onboardings/applications', payload);
}

export function getApplicationSetting(client: ApiClient, agency: number, signal?: AbortSignal): Promise<JsonLd<ApplicationSetting>> {
  return client.get<JsonLd<ApplicationSetting>>('/onboardings/application-setting', { agency }, { signal });
}

export function updateApplicationSetting(client: ApiClient, payload: ApplicationSettingInput): Promise<JsonLd<ApplicationSetting>> {
  return client.patch<JsonLd<ApplicationSetting>>('/onboardings/application-setting', payload);
}

export function getRegistrationSetting(client: ApiClient, agency: number, signal?: AbortSignal): Promise<JsonLd<RegistrationSetting>> {
  return client.get<JsonLd<RegistrationSetting>>('/registrations/application-setting', { agency }, { signal });
}

export function updateRegistrationSetting(client: ApiClient, payload: RegistrationSettingInput): Promise<JsonLd<RegistrationSetting>> {
  return client.patch<JsonLd<RegistrationSetting>>('/registrations/application-setting', payload);
}

/** `GET /softwares/settings`. */
export function listSoftwareSettings(client: ApiClient, signal?: AbortSignal): Promise<Page<SoftwareSetting>> {
  return client.list<SoftwareSetting>('/softwares/settings', undefined, { signal });
}
