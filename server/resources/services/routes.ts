import { crudRoutes } from '../../core/crud';
import type { AppDeps, AuthContext } from '../../core/env';
import { scoped } from '../../core/scope';
import type { Service } from '../../../src/shared/references/types';

function selectServices(deps: AppDeps, auth: AuthContext) {
  return scoped(
    deps.db
      .selectFrom('services')
      .innerJoin('tvas', 'tvas.id', 'services.tva_id')
      .select([
        'services.id',
        'services.name',
        'services.code',
        'services.unit_price_cents',
        'services.unit',
        'services.duration_minutes',
        'services.training_id',
        'services.is_active',
        'services.agency_id',
        'services.tva_id',
        'tvas.rate_bp',
      ]),
    auth,
    { structure: 'services.structure_id', agency: 'services.agency_id' },
  );
}

type ServiceRow = Awaited<ReturnType<ReturnType<typeof selectServices>['executeTakeFirstOrThrow']>>;

export function toService(row: ServiceRow): Service {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    unitPriceHt: row.unit_price_cents / 100,
    tva: { '@id': `/api/billing/tvas/${row.tva_id}`, id: row.tva_id, rate: row.rate_bp / 100 },
    unit: row.unit,
    durationMinutes: row.duration_minutes,
    training: row.training_id === null ? null : `/api/educations/trainings/${row.training_id}`,
    isActive: row.is_active === 1,
    agency: `/api/agencies/${row.agency_id}`,
  };
}

/** `GET /products/services` and `GET /products/services/{id}`: the services (prestations) of the caller's agencies. */
export const serviceRoutes = crudRoutes({
  path: '/products/services',
  type: 'Service',
  select: selectServices,
  idColumn: 'services.id',
  rowId: (row) => row.id,
  toItem: toService,
  list: {
    defaultItemsPerPage: 10,
    maxItemsPerPage: 5000,
    order: { name: 'services.name', unitPriceHt: 'services.unit_price_cents', createdAt: 'services.created_at' },
    defaultOrder: [['services.name', 'asc']],
    search: ['services.name', 'services.code'],
    exact: {
      agency: { column: 'services.agency_id', kind: 'int' },
      isActive: { column: 'services.is_active', kind: 'bool' },
      training: { column: 'services.training_id', kind: 'int' },
    },
  },
});
