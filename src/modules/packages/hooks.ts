import useSWR, { useSWRConfig } from 'swr';
import { reportError } from '../../shared/alerts/report';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { hrefs } from '../../shared/links/hrefs';
import { useListController } from '../../shared/list/useListController';
import type { Service } from '../../shared/references/types';
import { useNavigate } from '../../shared/router/context';
import { agencyScope } from '../../shared/session/agency-scope';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation } from '../../shared/swr/useMutation';
import {
  createPackage,
  createService,
  deletePackage,
  deleteService,
  duplicatePackage,
  getPackage,
  listPackages,
  listServicesPage,
  PACKAGES_PATH,
  SERVICES_PATH,
  updatePackage,
  updatePackageItemsOrder,
  updateService,
} from './api';
import { packageKeys } from './keys';
import { packageMessages as m } from './messages';
import type { PackagePatch, ServicePatch } from './schema';
import type { Package, PackageDetails } from './types';

/** The packages of the user's agencies (10 per page), searched and filtered by active flag and licence. */
export function usePackageList() {
  const client = useApiClient();
  const user = useSessionUser();
  return useListController<Package>({
    resource: PACKAGES_PATH,
    fetchPage: (query, signal) => listPackages(client, query, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE },
    filterNames: ['isActive', 'training'],
    query: user ? agencyScope(user) : {},
  });
}

/** A package with its items; a load failure is silent (spec part 1 §8), the screen shows its error state. */
export function usePackage(id: number | null) {
  const client = useApiClient();
  return useSWR(id === null ? null : packageKeys.package(id), ([path]) => getPackage(client, Number(path.slice(path.lastIndexOf('/') + 1))));
}

export function useCreatePackage() {
  return useMutation(createPackage, { success: m.created, fallbackError: m.createError, revalidate: [PACKAGES_PATH] });
}

export function useUpdatePackage() {
  return useMutation((client, id: number, patch: PackagePatch) => updatePackage(client, id, patch), { success: m.saved, fallbackError: m.updateError, revalidate: [PACKAGES_PATH] });
}

export function useDeletePackage() {
  return useMutation(deletePackage, { success: m.deleted, fallbackError: m.deleteError, revalidate: [PACKAGES_PATH] });
}

/** Duplicates a package ('Formule dupliquée avec succès') and opens the copy. */
export function useDuplicatePackage() {
  const navigate = useNavigate();
  const mutation = useMutation(duplicatePackage, { success: m.duplicated, fallbackError: m.duplicateError, revalidate: [PACKAGES_PATH] });
  return {
    ...mutation,
    run: async (id: number) => {
      const result = await mutation.run(id);
      if (result.ok) navigate(hrefs.packageDetails(result.value.id));
      return result;
    },
  };
}

/**
 * Reorders a package's items: the new order shows at once (optimistic), is sent with
 * `update-order`, and rolls back with an alert if the server refuses it.
 */
export function useReorderItems(pkg: PackageDetails | undefined) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return async (itemIds: readonly number[]) => {
    if (!pkg) return;
    const key = packageKeys.package(pkg.id);
    const reordered = itemIds.map((id, index) => ({ ...pkg.items.find((i) => i.id === id)!, position: index + 1 }));
    try {
      await mutate(key, updatePackageItemsOrder(client, pkg.id, itemIds), { optimisticData: { ...pkg, items: reordered }, rollbackOnError: true, revalidate: false });
    } catch (error) {
      reportError(error, m.updateError);
    }
  };
}

/** The services of the user's agencies, searched, 10 per page. */
export function useServiceList() {
  const client = useApiClient();
  const user = useSessionUser();
  return useListController<Service>({
    resource: SERVICES_PATH,
    fetchPage: (query, signal) => listServicesPage(client, query, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE },
    filterNames: ['isActive'],
    query: user ? agencyScope(user) : {},
  });
}

export function useCreateService() {
  return useMutation(createService, { success: m.services.created, fallbackError: m.services.createError, revalidate: [SERVICES_PATH] });
}

export function useUpdateService() {
  return useMutation((client, id: number, patch: ServicePatch) => updateService(client, id, patch), { success: m.saved, fallbackError: m.services.updateError, revalidate: [SERVICES_PATH, PACKAGES_PATH] });
}

export function useDeleteService() {
  return useMutation(deleteService, { success: m.services.deleted, fallbackError: m.services.deleteError, revalidate: [SERVICES_PATH] });
}
