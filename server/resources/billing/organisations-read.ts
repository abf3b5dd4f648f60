import type { OrganisationSummary } from '../../../src/shared/references/types';
import { crudRoutes } from '../../core/crud';
import type { AppDeps, AuthContext } from '../../core/env';
import { scoped } from '../../core/scope';

function selectOrganisations(deps: AppDeps, auth: AuthContext) {
  return scoped(
    deps.db
      .selectFrom('organizations')
      .innerJoin('organization_types', 'organization_types.id', 'organizations.organization_type_id')
      .innerJoin('agencies', 'agencies.id', 'organizations.agency_id')
      .select([
        'organizations.id',
        'organizations.name',
        'organizations.siret',
        'organizations.email',
        'organizations.city',
        'organizations.agency_id',
        'agencies.name as agency_name',
        'organization_types.name as type_name',
        'organization_types.label as type_label',
      ]),
    auth,
    { structure: 'organizations.structure_id', agency: 'organizations.agency_id' },
  );
}

type OrganisationRow = Awaited<ReturnType<ReturnType<typeof selectOrganisations>['executeTakeFirstOrThrow']>>;

const toOrganisation = (row: OrganisationRow): OrganisationSummary => ({
  id: row.id,
  name: row.name,
  organizationType: { name: row.type_name, label: row.type_label },
  siret: row.siret,
  email: row.email,
  city: row.city,
  agency: { '@id': `/api/agencies/${row.agency_id}`, id: row.agency_id, name: row.agency_name },
});

/**
 * Read-only `GET /accountingDocs/organizations[/{id}]`: the paying bodies quotations and invoices
 * name as payer (pickers, the organisation filter). The organisations area owns this resource and
 * its writes; this read keeps the accounting screens working on their own (see docs/decisions.md).
 */
export const organisationReadRoutes = crudRoutes({
  path: '/accountingDocs/organizations',
  type: 'Organization',
  select: selectOrganisations,
  idColumn: 'organizations.id',
  rowId: (row) => row.id,
  toItem: toOrganisation,
  list: {
    defaultItemsPerPage: 10,
    maxItemsPerPage: 10_000,
    order: { name: 'organizations.name', createdAt: 'organizations.created_at' },
    defaultOrder: [['organizations.name', 'asc']],
    search: ['organizations.name', 'organizations.siret', 'organizations.city'],
    exact: { agency: { column: 'organizations.agency_id', kind: 'int' } },
  },
});
