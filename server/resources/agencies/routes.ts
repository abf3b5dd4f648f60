import type { Selectable } from 'kysely';
import { crudRoutes } from '../../core/crud';
import { scoped } from '../../core/scope';
import type { AgenciesTable } from '../../db/tables/core';
import type { Agency } from '../../../src/shared/references/types';

type AgencyRow = Selectable<AgenciesTable>;

export function toAgency(row: AgencyRow): Agency {
  return {
    id: row.id,
    name: row.name,
    isPrincipal: row.is_principal === 1,
    structure: `/api/structure/structure/${row.structure_id}`,
    siret: row.siret,
    vatNumber: row.vat_number,
    approvalNumber: row.approval_number,
    address: row.address,
    postalCode: row.postal_code,
    city: row.city,
    phone: row.phone,
    email: row.email,
  };
}

/**
 * `GET /agencies` (structure, isPrincipal, simplesearch; 30 per page) and `GET /agencies/{id}`:
 * the agencies of the caller's structure that the caller may act on.
 */
export const agencyRoutes = crudRoutes({
  path: '/agencies',
  type: 'Agency',
  select: (deps, auth) => scoped(deps.db.selectFrom('agencies').selectAll('agencies'), auth, { structure: 'agencies.structure_id', agency: 'agencies.id' }),
  idColumn: 'agencies.id',
  rowId: (row) => row.id,
  toItem: toAgency,
  list: {
    defaultItemsPerPage: 30,
    maxItemsPerPage: 1000,
    order: { name: 'agencies.name', createdAt: 'agencies.created_at', id: 'agencies.id' },
    defaultOrder: [['agencies.is_principal', 'desc'], ['agencies.name', 'asc']],
    search: ['agencies.name', 'agencies.city'],
    exact: { structure: { column: 'agencies.structure_id', kind: 'int' }, isPrincipal: { column: 'agencies.is_principal', kind: 'bool' } },
  },
});
