import useSWR from 'swr';
import { isAdmin } from '../../shared/auth/roles';
import { getFrontVersion } from '../../shared/auth/api';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { useListController } from '../../shared/list/useListController';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation } from '../../shared/swr/useMutation';
import {
  createLink,
  createNotification,
  createSalesParameters,
  createTutorial,
  deleteLink,
  deleteNotification,
  deleteTutorial,
  LINKS_PATH,
  listLinks,
  listNotifications,
  listSalesParameters,
  listSettings,
  listTutorialGroups,
  listTutorials,
  NOTIFICATIONS_PATH,
  SALES_PATH,
  SETTINGS_PATH,
  TUTORIALS_PATH,
  updateLink,
  updateNotification,
  updateSetting,
  updateTutorial,
} from './api';
import { platformMessages as m } from './messages';
import type { LinkInput, LinkPatch, NotificationPatch, TutorialPatch } from './schema';
import type { PlatformNotification, Tutorial } from './types';
import { platformKeys } from './keys';

export function useIsPlatformAdmin(): boolean {
  const user = useSessionUser();
  return user !== null && isAdmin(user.roles);
}

export function useLinks() {
  const client = useApiClient();
  return useSWR(platformKeys.links(), () => listLinks(client));
}

export function useCreateLink() {
  return useMutation((client, input: LinkInput, file: File | null) => createLink(client, input, file), { success: m.links.created, fallbackError: m.links.error, revalidate: [LINKS_PATH] });
}

export function useUpdateLink() {
  return useMutation((client, id: number, patch: LinkPatch) => updateLink(client, id, patch), { success: m.links.updated, fallbackError: m.links.error, revalidate: [LINKS_PATH] });
}

export function useDeleteLink() {
  return useMutation((client, id: number) => deleteLink(client, id), { success: m.links.deleted, fallbackError: m.links.error, revalidate: [LINKS_PATH] });
}

export function useTutorialList() {
  const client = useApiClient();
  return useListController<Tutorial>({ resource: TUTORIALS_PATH, fetchPage: (query, signal) => listTutorials(client, query, signal), defaults: { itemsPerPage: DEFAULT_PAGE_SIZE } });
}

export function useTutorialGroups() {
  const client = useApiClient();
  return useSWR(platformKeys.tutorialGroups(), () => listTutorialGroups(client));
}

export function useCreateTutorial() {
  return useMutation(createTutorial, { success: m.tutorials.created, fallbackError: m.tutorials.error, revalidate: [TUTORIALS_PATH] });
}

export function useUpdateTutorial() {
  return useMutation((client, id: number, patch: TutorialPatch) => updateTutorial(client, id, patch), { success: m.tutorials.updated, fallbackError: m.tutorials.error, revalidate: [TUTORIALS_PATH] });
}

export function useDeleteTutorial() {
  return useMutation((client, id: number) => deleteTutorial(client, id), { success: m.tutorials.deleted, fallbackError: m.tutorials.error, revalidate: [TUTORIALS_PATH] });
}

export function useNotificationList() {
  const client = useApiClient();
  return useListController<PlatformNotification>({
    resource: NOTIFICATIONS_PATH,
    fetchPage: (query, signal) => listNotifications(client, query, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE },
  });
}

export function useCreateNotification() {
  return useMutation(createNotification, { success: m.notifications.created, fallbackError: m.notifications.error, revalidate: [NOTIFICATIONS_PATH] });
}

export function useUpdateNotification() {
  return useMutation((client, id: number, patch: NotificationPatch) => updateNotification(client, id, patch), {
    success: m.notifications.updated,
    fallbackError: m.notifications.error,
    revalidate: [NOTIFICATIONS_PATH],
  });
}

export function useDeleteNotification() {
  return useMutation((client, id: number) => deleteNotification(client, id), { success: m.notifications.deleted, fallbackError: m.notifications.error, revalidate: [NOTIFICATIONS_PATH] });
}

export function useSalesParameters() {
  const client = useApiClient();
  return useSWR(platformKeys.salesParameters(), () => listSalesParameters(client));
}

export function useSaveSalesParameters() {
  return useMutation(createSalesParameters, { success: m.sales.saved, fallbackError: m.sales.error, revalidate: [SALES_PATH] });
}

export function useSettings() {
  const client = useApiClient();
  return useSWR(platformKeys.settings(), () => listSettings(client));
}

export function useUpdateSetting() {
  return useMutation((client, key: string, value: string) => updateSetting(client, key, value), { success: m.settings.saved, fallbackError: m.settings.error, revalidate: [SETTINGS_PATH] });
}

/** The deployed front version (`GET /project-versions`). */
export function useFrontVersion() {
  const client = useApiClient();
  return useSWR(platformKeys.frontVersion(), () => getFrontVersion(client));
}
