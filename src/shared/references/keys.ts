import type { QueryParams } from '../api/query';
import { AGENCY_LIST_PAGE_SIZE, ALL_LIST_PAGE_SIZE, FULL_ORGANISATION_LIST_PAGE_SIZE, TEAM_MEMBERS_FULL_PAGE_SIZE, TRAINING_FIELDS_PAGE_SIZE, TRAININGS_PAGE_SIZE } from '../constants';

/** SWR key of the signed-in user's structure (writes to its configuration revalidate it). */
export const STRUCTURE_PATH = '/structure/structure';

/** The SWR keys of the reference data every module reads (pickers, filters, permissions). */
export const referenceKeys = {
  agencies: () => ['/agencies', { itemsPerPage: AGENCY_LIST_PAGE_SIZE }] as const,
  trainings: () => ['/educations/trainings', { itemsPerPage: TRAININGS_PAGE_SIZE }] as const,
  teamMembers: (accountType?: string) => ['/team-members', { archived: 0, itemsPerPage: TEAM_MEMBERS_FULL_PAGE_SIZE, ...(accountType ? { accountType } : {}) }] as const,
  trainingFields: () => ['/educations/training_fields', { itemsPerPage: TRAINING_FIELDS_PAGE_SIZE }] as const,
  organisations: () => ['/accountingDocs/organizations', { itemsPerPage: FULL_ORGANISATION_LIST_PAGE_SIZE, order: { name: 'asc' } }] as const,
  groups: () => ['/groups', { itemsPerPage: 10_000, order: { name: 'asc' } }] as const,
  agencyApplicationOptions: (agencyId: number) => ['/onboardings/applications/by', { agencyId }] as const,
  trainingApplicationOptions: (agency: number) => ['/onboardings/applications', { agency }] as const,
  structure: (id: number) => [STRUCTURE_PATH, id] as const,
  /** The bill lines editor's catalogue for an agency: VAT rates, active services and packages. */
  tvaOptions: (agency: number) => ['/billing/tvas', { agency, itemsPerPage: 10_000 }] as const,
  services: (agency: number) => ['/products/services', { agency, isActive: 'true', itemsPerPage: ALL_LIST_PAGE_SIZE }] as const,
  packageOptions: (agency: number) => ['/products/packages', { agency, isActive: 'true', itemsPerPage: ALL_LIST_PAGE_SIZE }] as const,
  /** The permission catalogue (`GET /roles/permissions`). */
  permissions: () => ['/roles/permissions'] as const,
  /** An agency's role × permission grid (`GET /roles/authorization`). */
  agencyAuthorizations: (agency: number) => ['/roles/authorization', agency] as const,
  /** The learners a picker suggests for what is typed (`path` the picker's source). */
  learnerSuggestions: (path: string, query: QueryParams) => [path, query] as const,
  /** The platform's links (`GET /links`): the admin's menu and the platform module's list. */
  platformLinks: () => ['/links'] as const,
};
