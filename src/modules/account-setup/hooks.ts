import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { listAgencyAuthorizations, listPermissions, saveAgencyAuthorizations } from '../../shared/references/authorizations';
import { getAgencyConfig, updateAgencyConfig, updateStructure, type AgencyConfigPatch } from '../../shared/references/configuration';
import { browserStorage } from '../../shared/session/storage';
import { updateUser } from '../../shared/session/store';
import { currentAgencyId } from '../../shared/session/agency-scope';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation } from '../../shared/swr/useMutation';
import type { ApiClient } from '../../shared/api/client';
import {
  getApplicationSetting,
  getRegistrationSetting,
  listAgencyApplications,
  listOfferedTrainings,
  listSoftwareSettings,
  listApplicationSummary,
  listTrainingApplications,
  saveApplications,
  saveOfferedTrainings,
  updateApplicationSetting,
  updateRegistrationSetting,
} from './api';
import { accountSetupMessages } from './messages';
import { ACCOUNT_CONFIGURED_STORAGE_KEY, targetAgencies } from './rules';
import type { ApplicationSettingInput, RegistrationSettingInput } from './schema';
import { accountSetupStore } from './store';
import { referenceKeys } from '../../shared/references/keys';
import { accountSetupKeys } from './keys';

/**
 * Which agencies the wizard configures: with isConfigGeneral every agency (`agencyId` null, the
 * reads use the first one), otherwise the agency chosen in the wizard (default: the current one).
 */
export function useWizardScope() {
  const user = useSessionUser();
  const { agencyId: chosen } = useSnapshot(accountSetupStore);
  const agencies = user?.agencies ?? [];
  const general = user?.isConfigGeneral ?? false;
  const agencyId = general ? null : (chosen ?? (user ? currentAgencyId(user) : null));
  const targets = targetAgencies(agencyId, agencies);
  return { user, agencies, general, agencyId, targets, readAgency: targets[0] ?? null };
}

export function useAgencyApplications(agency: number | null) {
  const client = useApiClient();
  return useSWR(agency === null ? null : accountSetupKeys.agencyApplications(agency), ([, id]) => listAgencyApplications(client, id));
}

export function useOfferedTrainings(agency: number | null) {
  const client = useApiClient();
  return useSWR(agency === null ? null : accountSetupKeys.offeredTrainings(agency), ([, id]) => listOfferedTrainings(client, id));
}

/** `GET /onboardings/applications/summary`: per application, whether it is on and for how many trainings. */
export function useApplicationSummary(agency: number | null) {
  const client = useApiClient();
  return useSWR(agency === null ? null : accountSetupKeys.applicationSummary(agency), ([, id]) => listApplicationSummary(client, id));
}

export function useTrainingApplications(agency: number | null) {
  const client = useApiClient();
  return useSWR(agency === null ? null : accountSetupKeys.trainingApplications(agency), ([, id]) => listTrainingApplications(client, id));
}

async function forEachAgency(targets: number[], action: (agency: number) => Promise<unknown>): Promise<void> {
  for (const agency of targets) await action(agency);
}

/** Saves which applications are on, as a whole, for every target agency. */
export function useSaveApplications() {
  return useMutation(
    (client, targets: number[], active: Record<number, boolean>) =>
      forEachAgency(targets, (agency) =>
        saveApplications(client, { agency, applications: Object.entries(active).map(([application, isActive]) => ({ application: Number(application), training: null, isActive })) }),
      ),
    { success: accountSetupMessages.saved, fallbackError: accountSetupMessages.saveError, revalidate: ['/onboardings'] },
  );
}

/** Saves the offered trainings and the per-training applications, then marks the items configured. */
export function useSaveTrainings() {
  return useMutation(
    async (client, targets: number[], trainings: number[], perTraining: { application: number; training: number; isActive: boolean }[]) =>
      forEachAgency(targets, async (agency) => {
        await saveOfferedTrainings(client, { agency, trainings });
        if (perTraining.length > 0) await saveApplications(client, { agency, applications: perTraining });
        await updateAgencyConfig(client, agency, { isItemsConfigured: true });
      }),
    { success: accountSetupMessages.saved, fallbackError: accountSetupMessages.saveError, revalidate: ['/onboardings', '/agency/config'] },
  );
}

export function usePermissionCatalogue() {
  const client = useApiClient();
  return useSWR(referenceKeys.permissions(), () => listPermissions(client));
}

export function useRoleAuthorizations(agency: number | null) {
  const client = useApiClient();
  return useSWR(agency === null ? null : referenceKeys.agencyAuthorizations(agency), ([, id]) => listAgencyAuthorizations(client, id));
}

/**
 * Saves the roles' permissions on every target agency, then sets isConfigGeneral on the structure
 * (`PATCH /structure/structure/{id}`) and in the stored session (spec part 2 §4).
 */
export function useSavePermissions() {
  return useMutation(
    async (client: ApiClient, structureId: number, targets: number[], grants: Record<string, readonly string[]>) => {
      await forEachAgency(targets, (agency) =>
        saveAgencyAuthorizations(client, { agency, authorizations: Object.entries(grants).map(([account, permissions]) => ({ account: Number(account), permissions: [...permissions] })) }),
      );
      const structure = await updateStructure(client, structureId, { isConfigGeneral: true });
      updateUser({ isConfigGeneral: structure.isConfigGeneral });
    },
    { success: accountSetupMessages.saved, fallbackError: accountSetupMessages.saveError, revalidate: ['/roles/authorization', '/structure/structure'] },
  );
}

/** Sets configuration flags on every target agency (a contributed step's flag, or the account at the end). */
export function useSetFlags() {
  return useMutation((client, targets: number[], patch: AgencyConfigPatch) => forEachAgency(targets, (agency) => updateAgencyConfig(client, agency, patch)), {
    fallbackError: accountSetupMessages.saveError,
    revalidate: ['/agency/config'],
  });
}

/** The configuration of the target agencies, skipped when local storage says the account is configured. */
export function useAgencyConfigs(targets: number[]) {
  const client = useApiClient();
  const known = browserStorage()?.getItem(ACCOUNT_CONFIGURED_STORAGE_KEY) === 'true';
  return useSWR(known || targets.length === 0 ? null : accountSetupKeys.agencyConfigs(targets), ([, ...ids]) => Promise.all(ids.map((id) => getAgencyConfig(client, id))));
}

export function rememberAccountConfigured(): void {
  try {
    browserStorage()?.setItem(ACCOUNT_CONFIGURED_STORAGE_KEY, 'true');
  } catch (error) {
    console.error('The configured flag could not be saved', error);
  }
}

export function useSoftwareSettings() {
  const client = useApiClient();
  return useSWR(accountSetupKeys.softwareSettings(), () => listSoftwareSettings(client), { shouldRetryOnError: false });
}

export function useApplicationSetting(agency: number | null) {
  const client = useApiClient();
  return useSWR(agency === null ? null : accountSetupKeys.applicationSetting(agency), ([, id]) => getApplicationSetting(client, id));
}

export function useRegistrationSetting(agency: number | null) {
  const client = useApiClient();
  return useSWR(agency === null ? null : accountSetupKeys.registrationSetting(agency), ([, id]) => getRegistrationSetting(client, id));
}

/** Application settings: 'Une erreur survenue' when a save fails without a message (spec part 2 §8). */
export function useSaveApplicationSetting() {
  return useMutation(
    (client, targets: number[], payload: Omit<ApplicationSettingInput, 'agency'>) => forEachAgency(targets, (agency) => updateApplicationSetting(client, { ...payload, agency })),
    { success: accountSetupMessages.saved, fallbackError: accountSetupMessages.settingError, revalidate: ['/onboardings/application-setting'] },
  );
}

export function useSaveRegistrationSetting() {
  return useMutation(
    (client, targets: number[], payload: Omit<RegistrationSettingInput, 'agency'>) => forEachAgency(targets, (agency) => updateRegistrationSetting(client, { ...payload, agency })),
    { success: accountSetupMessages.saved, fallbackError: accountSetupMessages.settingError, revalidate: ['/registrations/application-setting'] },
  );
}
