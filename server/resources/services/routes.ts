import type { Kysely, Transaction } from 'kysely';
import { serviceCreateSchema, servicePatchSchema } from '../../../src/modules/packages/schema';
import type { Service } from '../../../src/shared/references/types';
import { crudRoutes } from '../../core/crud';
import type { AppDeps, AuthContext } from '../../core/env';
import { ApiError, conflict } from '../../core/errors';
import { iri, jsonLd, paginate } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import { assertAgency, scoped } from '../../core/scope';
import type { Database } from '../../db/schema';
import { unitHtOfTtcCents } from '../../../src/shared/accounting/totals';

const violation = (propertyPath: string, message: string) => new ApiError(422, message, [{ propertyPath, message }]);

/** The VAT rate of a service must be one of its agency's; answers the rate (hundredths of a percent). */
async function assertTva(db: Kysely<Database> | Transaction<Database>, agencyId: number, tvaId: number): Promise<number> {
  const tva = await db.selectFrom('tvas').select('rate_bp').where('id', '=', tvaId).where('agency_id', '=', agencyId).executeTakeFirst();
  if (!tva) throw violation('tva', 'Taux de TVA inconnu pour cette agence.');
  return tva.rate_bp;
}

/** The stored prices: a TTC price prevails and its HT is derived at the rate; an HT price alone clears the TTC one. */
function prices(unitPriceHt: number | undefined, unitPriceTtc: number | null | undefined, rateBp: number) {
  if (unitPriceTtc !== null && unitPriceTtc !== undefined) {
    const ttc = Math.round(unitPriceTtc * 100);
    return { unit_price_ttc_cents: ttc, unit_price_cents: unitHtOfTtcCents(ttc, rateBp) };
  }
  return { unit_price_ttc_cents: null, unit_price_cents: Math.round((unitPriceHt ?? 0) * 100) };
}

async function assertNameFree(db: Kysely<Database>, agencyId: number, name: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('services').select('id').where('agency_id', '=', agencyId).where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw violation('name', 'Une prestation porte déjà ce nom dans cette agence.');
}

async function assertTraining(db: Kysely<Database>, training: number | null | undefined): Promise<void> {
  if (training === null || training === undefined) return;
  if (!(await db.selectFrom('trainings').select('id').where('id', '=', training).executeTakeFirst())) {
    throw violation('training', 'Catégorie de permis inconnue.');
  }
}

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
        'services.unit_price_ttc_cents',
        'services.unit',
        'services.duration_minutes',
        'services.training_id',
        'services.contract_fee',
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
    unitPriceTtc: row.unit_price_ttc_cents === null ? null : row.unit_price_ttc_cents / 100,
    tva: { '@id': `/api/billing/tvas/${row.tva_id}`, id: row.tva_id, rate: row.rate_bp / 100 },
    unit: row.unit,
    durationMinutes: row.duration_minutes,
    training: row.training_id === null ? null : `/api/educations/trainings/${row.training_id}`,
    contractFee: row.contract_fee,
    isActive: row.is_active === 1,
    agency: `/api/agencies/${row.agency_id}`,
  };
}

const SERVICES_PATH = '/products/services';

const LIST_SPEC: ListSpec = {
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
};

/** `/products/services/sort`: every active service at once (all-list mode), by name, then code, for the planning's pickers. */
const SORT_SPEC: ListSpec = {
  ...LIST_SPEC,
  defaultItemsPerPage: 5000,
  order: {},
  defaultOrder: [['services.name', 'asc'], ['services.code', 'asc']],
};

/**
 * `/products/services`: the services (prestations) of the caller's agencies — list, read, and for who
 * configures products and services, create, update (merge-patch) and delete (refused while a package
 * uses the service: deactivate it instead).
 */
export const serviceRoutes = crudRoutes({
  path: SERVICES_PATH,
  type: 'Service',
  select: selectServices,
  idColumn: 'services.id',
  rowId: (row) => row.id,
  toItem: toService,
  list: LIST_SPEC,
  create: {
    schema: serviceCreateSchema,
    async insert(deps, auth, input) {
      assertAgency(auth, input.agency);
      const rateBp = await assertTva(deps.db, input.agency, input.tva);
      await assertNameFree(deps.db, input.agency, input.name);
      await assertTraining(deps.db, input.training);
      const row = await deps.db
        .insertInto('services')
        .values({
          structure_id: auth.structureId,
          agency_id: input.agency,
          name: input.name,
          code: input.code,
          ...prices(input.unitPriceHt, input.unitPriceTtc, rateBp),
          tva_id: input.tva,
          unit: input.unit,
          duration_minutes: input.durationMinutes,
          training_id: input.training,
          contract_fee: input.contractFee,
          is_active: input.isActive ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  },
  update: {
    schema: servicePatchSchema,
    async apply(deps, _auth, current, input) {
      const rateBp = input.tva !== undefined ? await assertTva(deps.db, current.agency_id, input.tva) : current.rate_bp;
      // A price given (HT or TTC) sets the pricing; a new rate alone re-derives the HT of a TTC price.
      const priced =
        input.unitPriceTtc !== undefined && input.unitPriceTtc !== null
          ? prices(undefined, input.unitPriceTtc, rateBp)
          : input.unitPriceHt !== undefined
            ? prices(input.unitPriceHt, null, rateBp)
            : input.unitPriceTtc === null
              ? { unit_price_ttc_cents: null }
              : current.unit_price_ttc_cents !== null && input.tva !== undefined
                ? prices(undefined, current.unit_price_ttc_cents / 100, rateBp)
                : {};
      if (input.name !== undefined) await assertNameFree(deps.db, current.agency_id, input.name, current.id);
      await assertTraining(deps.db, input.training);
      await deps.db
        .updateTable('services')
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.code !== undefined ? { code: input.code } : {}),
          ...priced,
          ...(input.tva !== undefined ? { tva_id: input.tva } : {}),
          ...(input.unit !== undefined ? { unit: input.unit } : {}),
          ...(input.durationMinutes !== undefined ? { duration_minutes: input.durationMinutes } : {}),
          ...(input.training !== undefined ? { training_id: input.training } : {}),
          ...(input.contractFee !== undefined ? { contract_fee: input.contractFee } : {}),
          ...(input.isActive !== undefined ? { is_active: input.isActive ? 1 : 0 } : {}),
        })
        .where('id', '=', current.id)
        .execute();
    },
  },
  remove: {
    async apply(deps, _auth, current) {
      const used = await deps.db.selectFrom('package_items').select('id').where('service_id', '=', current.id).executeTakeFirst();
      if (used) throw conflict('Cette prestation fait partie d’une formule : retirez-la de la formule ou désactivez-la.');
      await deps.db.deleteFrom('services').where('id', '=', current.id).execute();
    },
  },
});

/**
 * `GET /products/services/sort` (spec part 2, planning operations): the caller's active services sorted
 * for a picker (by name), all of them in one page unless `itemsPerPage` says otherwise; filters as the list.
 */
serviceRoutes.get(`${SERVICES_PATH}/sort`, async (c) => {
  const { deps, auth } = c.var;
  const body = await paginate(selectServices(deps, auth).where('services.is_active', '=', 1), {
    query: c.req.queries(),
    requestUrl: c.req.url,
    spec: SORT_SPEC,
    dialect: deps.dialect,
    idColumn: 'services.id',
    toJsonLd: (row: ServiceRow) => jsonLd('Service', iri(SERVICES_PATH, row.id), toService(row)),
  });
  return c.json(body);
});
