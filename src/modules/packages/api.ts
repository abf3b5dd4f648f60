import type { ApiClient } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import type { Service } from '../../shared/references/types';
import type { PackageCreate, PackagePatch, ServiceCreate, ServicePatch } from './schema';
import type { Package, PackageDetails } from './types';

export const PACKAGES_PATH = '/products/packages';
export const SERVICES_PATH = '/products/services';

/** `GET /products/packages` (page, itemsPerPage, agency, simplesearch, isActive, training, order). */
export function listPackages(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<Package>> {
  return client.list<Package>(PACKAGES_PATH, params, { signal });
}

export function getPackage(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<PackageDetails>> {
  return client.get<JsonLd<PackageDetails>>(`${PACKAGES_PATH}/${id}`, undefined, { signal });
}

export function createPackage(client: ApiClient, payload: PackageCreate): Promise<JsonLd<PackageDetails>> {
  return client.post<JsonLd<PackageDetails>>(PACKAGES_PATH, payload);
}

export function updatePackage(client: ApiClient, id: number, patch: PackagePatch): Promise<JsonLd<PackageDetails>> {
  return client.patch<JsonLd<PackageDetails>>(`${PACKAGES_PATH}/${id}`, patch);
}

export function deletePackage(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${PACKAGES_PATH}/${id}`);
}

/** `POST /products/packages/duplicate`: a copy « … (copie) » with the same items. */
export function duplicatePackage(client: ApiClient, id: number): Promise<JsonLd<PackageDetails>> {
  return client.post<JsonLd<PackageDetails>>(`${PACKAGES_PATH}/duplicate`, { package: id });
}

/** `POST /products/package-items/update-order`: every item id of the package, in the new order. */
export function updatePackageItemsOrder(client: ApiClient, packageId: number, itemIds: readonly number[]): Promise<JsonLd<PackageDetails>> {
  return client.post<JsonLd<PackageDetails>>('/products/package-items/update-order', { package: packageId, items: itemIds });
}

/** `GET /products/services` (agency, isActive, simplesearch, order, page). */
export function listServicesPage(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<Service>> {
  return client.list<Service>(SERVICES_PATH, params, { signal });
}

export function createService(client: ApiClient, payload: ServiceCreate): Promise<JsonLd<Service>> {
  return client.post<JsonLd<Service>>(SERVICES_PATH, payload);
}

export function updateService(client: ApiClient, id: number, patch: ServicePatch): Promise<JsonLd<Service>> {
  return client.patch<JsonLd<Service>>(`${SERVICES_PATH}/${id}`, patch);
}

export function deleteService(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${SERVICES_PATH}/${id}`);
}
