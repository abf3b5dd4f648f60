import { LEARNER_WRITE } from '../../../src/shared/auth/permission-groups';
import { organizationCreateSchema, organizationPatchSchema, organizationSchema, organizationTypeSchema } from '../../../src/modules/organisations/schema';
import type { OrganizationType } from '../../../src/modules/organisations/types';
import { iri, jsonLd } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { crudDeclarations } from '../../core/routes/crud';
import { collectionRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { stringList } from '../learners/common';
import {
  insertOrganisation,
  ORGANISATION_TYPES_PATH,
  ORGANISATIONS_PATH,
  removeOrganisation,
  selectOrganisations,
  toOrganization,
  updateOrganisation,
} from './organisation-store';

/** Paged (10, or 10000 for the full list) with agency, simplesearch and order. */
const ORGANISATION_LIST: ListSpec = {
  defaultItemsPerPage: 10,
  maxItemsPerPage: 10_000,
  order: {
    name: 'organizations.name',
    createdAt: 'organizations.created_at',
    city: 'organizations.city',
    'organizationType.name': 'organization_types.label',
    agency: 'agencies.name',
  },
  defaultOrder: [['organizations.name', 'asc']],
  search: ['organizations.name', 'organizations.siret', 'organizations.city', 'organizations.email', 'organizations.contact_name', 'organization_types.label'],
  exact: { agency: { column: 'organizations.agency_id', kind: 'int' } },
};

const TYPE_LIST: ListSpec = {
  defaultItemsPerPage: 30,
  maxItemsPerPage: 1000,
  order: { name: 'organization_types.name', label: 'organization_types.label' },
  defaultOrder: [['organization_types.label', 'asc']],
  search: ['organization_types.label', 'organization_types.name'],
};

/**
 * `/accountingDocs/organizations` (paying bodies): the list with agency, simplesearch,
 * `organizationType.name[]` (compared without the 'C2.' prefix) and order; create, read, update and
 * delete (refused while the organisation is referenced, with its problem type). Plus the types.
 */
export const ORGANISATION_ROUTES: readonly RouteDeclaration[] = [
  ...crudDeclarations({
    path: ORGANISATIONS_PATH,
    type: 'Organization',
    output: organizationSchema,
    access: { read: 'authenticated', write: LEARNER_WRITE },
    summaries: {
      list: 'Lists the paying organisations of the caller’s agencies, filtered by type name (`organizationType.name[]`).',
      read: 'Reads a paying organisation.',
      create: 'Creates a paying organisation; its name is unique in its agency.',
      update: 'Updates a paying organisation (merge-patch; the agency does not change).',
      remove: 'Deletes a paying organisation that finances no registration and that no accounting document names.',
    },
    select: (deps, auth, query = {}) => selectOrganisations(deps, auth, stringList(query, 'organizationType.name')),
    idColumn: 'organizations.id',
    toItem: toOrganization,
    list: ORGANISATION_LIST,
    create: { schema: organizationCreateSchema, insert: insertOrganisation },
    update: { schema: organizationPatchSchema, apply: (deps, _auth, current, input) => updateOrganisation(deps, current, input) },
    remove: { apply: (deps, _auth, current) => removeOrganisation(deps, current) },
  }),
  collectionRoute<OrganizationType>({
    method: 'GET',
    path: ORGANISATION_TYPES_PATH,
    access: 'authenticated',
    hydraClass: 'OrganizationType',
    summary: 'Lists the types of paying organisations.',
    output: organizationTypeSchema,
    list: TYPE_LIST,
    handle: ({ deps, paginate }) =>
      paginate(deps.db.selectFrom('organization_types').selectAll(), {
        idColumn: 'organization_types.id',
        toJsonLd: (row) => jsonLd<OrganizationType>('OrganizationType', iri(ORGANISATION_TYPES_PATH, row.id), { id: row.id, name: row.name, label: row.label }),
      }),
  }),
];
