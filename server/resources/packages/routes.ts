import { Hono } from 'hono';
import type { Kysely, Transaction } from 'kysely';
import { packageCreateSchema, packageDuplicateSchema, packageItemsOrderSchema, packagePatchSchema } from '../../../src/modules/packages/schema';
import type { Package, PackageDetails, PackageItem } from '../../../src/modules/packages/types';
import { computeTotalsCents, toEuros } from '../../../src/shared/accounting/totals';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { ApiError } from '../../core/errors';
import { iri, jsonLd, paginate } from '../../core/hydra';
import { assertAgency, found, routeId, scoped } from '../../core/scope';
import { parseJson } from '../../core/validation';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

const PATH = '/products/packages';

const violation = (propertyPath: string, message: string) => new ApiError(422, message, [{ propertyPath, message }]);

function selectPackages(db: Db, auth: AuthContext) {
  return scoped(
    db
      .selectFrom('packages')
      .innerJoin('agencies', 'agencies.id', 'packages.agency_id')
      .leftJoin('trainings', 'trainings.id', 'packages.training_id')
      .selectAll('packages')
      .select(['agencies.name as agency_name', 'trainings.code as training_code', 'trainings.name as training_name']),
    auth,
    { structure: 'packages.structure_id', agency: 'packages.agency_id' },
  );
}

type PackageRow = Awaited<ReturnType<ReturnType<typeof selectPackages>['executeTakeFirstOrThrow']>>;

/** The ordered items of some packages, with their service and computed amounts. */
async function loadItems(db: Db, packageIds: readonly number[]): Promise<Map<number, PackageItem[]>> {
  const byPackage = new Map<number, PackageItem[]>();
  if (packageIds.length === 0) return byPackage;
  const rows = await db
    .selectFrom('package_items')
    .innerJoin('services', 'services.id', 'package_items.service_id')
    .innerJoin('tvas', 'tvas.id', 'services.tva_id')
    .selectAll('package_items')
    .select(['services.name as service_name', 'services.unit', 'services.unit_price_cents as service_price_cents', 'services.unit_price_ttc_cents as service_price_ttc_cents', 'services.tva_id', 'tvas.rate_bp'])
    .where('package_items.package_id', 'in', packageIds)
    .orderBy('package_items.package_id')
    .orderBy('package_items.position')
    .execute();
  for (const row of rows) {
    const unitPriceCents = row.unit_price_cents ?? row.service_price_cents;
    // A service priced TTC keeps its TTC price in the package, unless the package overrides it (HT).
    const unitPriceTtcCents = row.unit_price_cents === null ? row.service_price_ttc_cents : null;
    const [amounts] = computeTotalsCents([{ quantityCenti: row.quantity_centi, unitPriceCents, unitPriceTtcCents, rateBp: row.rate_bp }]).lines;
    const item: PackageItem = {
      id: row.id,
      position: row.position,
      service: {
        '@id': `/api/products/services/${row.service_id}`,
        id: row.service_id,
        name: row.service_name,
        unit: row.unit,
        unitPriceHt: toEuros(row.service_price_cents),
        unitPriceTtc: row.service_price_ttc_cents === null ? null : toEuros(row.service_price_ttc_cents),
        tva: { id: row.tva_id, rate: row.rate_bp / 100 },
      },
      quantity: row.quantity_centi / 100,
      unitPriceOverride: row.unit_price_cents === null ? null : toEuros(row.unit_price_cents),
      unitPrice: toEuros(unitPriceCents),
      unitPriceTtc: unitPriceTtcCents === null ? null : toEuros(unitPriceTtcCents),
      totalHt: toEuros(amounts!.totalHtCents),
      totalTtc: toEuros(amounts!.totalTtcCents),
    };
    byPackage.set(row.package_id, [...(byPackage.get(row.package_id) ?? []), item]);
  }
  return byPackage;
}

function toPackage(row: PackageRow, items: readonly PackageItem[]): Package {
  const totals = computeTotalsCents(
    items.map((i) => ({
      quantityCenti: Math.round(i.quantity * 100),
      unitPriceCents: Math.round(i.unitPrice * 100),
      unitPriceTtcCents: i.unitPriceTtc === null ? null : Math.round(i.unitPriceTtc * 100),
      rateBp: Math.round(i.service.tva.rate * 100),
    })),
  );
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isActive: row.is_active === 1,
    agency: { '@id': `/api/agencies/${row.agency_id}`, id: row.agency_id, name: row.agency_name },
    training:
      row.training_id === null
        ? null
        : { '@id': `/api/educations/trainings/${row.training_id}`, id: row.training_id, code: row.training_code ?? '', name: row.training_name ?? '' },
    itemsCount: items.length,
    totalHt: toEuros(totals.totalHtCents),
    totalTva: toEuros(totals.totalTvaCents),
    totalTtc: toEuros(totals.totalTtcCents),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function packageDetails(db: Db, auth: AuthContext, id: number) {
  const row = found(await selectPackages(db, auth).where('packages.id', '=', id).executeTakeFirst(), 'Cette formule est introuvable.');
  const items = (await loadItems(db, [row.id])).get(row.id) ?? [];
  return jsonLd<PackageDetails>('Package', iri(PATH, row.id), { ...toPackage(row, items), items });
}

async function assertNameFree(db: Db, agencyId: number, name: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('packages').select('id').where('agency_id', '=', agencyId).where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw violation('name', 'Une formule porte déjà ce nom dans cette agence.');
}

/** Replaces a package's items, in the given order; every service must belong to the package's agency. */
async function writeItems(
  trx: Transaction<Database>,
  packageId: number,
  agencyId: number,
  items: readonly { service: number; quantity: number; unitPrice: number | null }[],
): Promise<void> {
  const ids = [...new Set(items.map((i) => i.service))];
  const services = ids.length ? await trx.selectFrom('services').select('id').where('id', 'in', ids).where('agency_id', '=', agencyId).execute() : [];
  items.forEach((item, index) => {
    if (!services.some((s) => s.id === item.service)) throw violation(`items.${index}.service`, 'Prestation inconnue pour l’agence de cette formule.');
  });
  await trx.deleteFrom('package_items').where('package_id', '=', packageId).execute();
  if (items.length === 0) return;
  await trx
    .insertInto('package_items')
    .values(
      items.map((item, index) => ({
        package_id: packageId,
        service_id: item.service,
        position: index + 1,
        quantity_centi: Math.round(item.quantity * 100),
        unit_price_cents: item.unitPrice === null ? null : Math.round(item.unitPrice * 100),
      })),
    )
    .execute();
}

async function assertTraining(db: Db, training: number | null): Promise<void> {
  if (training === null) return;
  if (!(await db.selectFrom('trainings').select('id').where('id', '=', training).executeTakeFirst())) {
    throw violation('training', 'Catégorie de permis inconnue.');
  }
}

async function insertPackage(
  trx: Transaction<Database>,
  deps: AppDeps,
  auth: AuthContext,
  values: { agency: number; name: string; description: string | null; training: number | null; isActive: boolean; items: readonly { service: number; quantity: number; unitPrice: number | null }[] },
): Promise<number> {
  await assertNameFree(trx, values.agency, values.name);
  await assertTraining(trx, values.training);
  const now = deps.now().toISOString();
  const { id } = await trx
    .insertInto('packages')
    .values({
      structure_id: auth.structureId,
      agency_id: values.agency,
      name: values.name,
      description: values.description,
      training_id: values.training,
      is_active: values.isActive ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeItems(trx, id, values.agency, values.items);
  return id;
}

const router = new Hono<AppEnv>();

/** `GET /products/packages` (page, itemsPerPage 10, agency, simplesearch, isActive, training, order). */
router.get(PATH, async (c) => {
  const { deps, auth } = c.var;
  const rows: PackageRow[] = [];
  const body = await paginate(selectPackages(deps.db, auth), {
    query: c.req.queries(),
    requestUrl: c.req.url,
    spec: {
      defaultItemsPerPage: 10,
      maxItemsPerPage: 5000,
      order: { name: 'packages.name', createdAt: 'packages.created_at', isActive: 'packages.is_active', agency: 'agencies.name', training: 'trainings.code' },
      defaultOrder: [['packages.name', 'asc']],
      search: ['packages.name', 'packages.description', 'trainings.name'],
      exact: {
        agency: { column: 'packages.agency_id', kind: 'int' },
        isActive: { column: 'packages.is_active', kind: 'bool' },
        training: { column: 'packages.training_id', kind: 'int' },
      },
    },
    dialect: deps.dialect,
    idColumn: 'packages.id',
    toJsonLd: (row) => {
      rows.push(row);
      return jsonLd<{ id: number }>('Package', iri(PATH, row.id), { id: row.id });
    },
  });
  const items = await loadItems(deps.db, rows.map((r) => r.id));
  return c.json({ ...body, 'hydra:member': rows.map((row) => jsonLd('Package', iri(PATH, row.id), toPackage(row, items.get(row.id) ?? []))) });
});

router.get(`${PATH}/:id`, async (c) => {
  const { deps, auth } = c.var;
  return c.json(await packageDetails(deps.db, auth, routeId(c.req.param('id'))));
});

router.post(PATH, async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, packageCreateSchema);
  assertAgency(auth, input.agency);
  const id = await deps.db.transaction().execute((trx) => insertPackage(trx, deps, auth, input));
  return c.json(await packageDetails(deps.db, auth, id), 201);
});

/** `POST /products/packages/duplicate {package}`: a copy named « … (copie) », with the same items. */
router.post(`${PATH}/duplicate`, async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, packageDuplicateSchema);
  const source = await packageDetails(deps.db, auth, input.package);
  const id = await deps.db.transaction().execute(async (trx) => {
    let name = `${source.name} (copie)`;
    for (let n = 2; await trx.selectFrom('packages').select('id').where('agency_id', '=', source.agency.id).where('name', '=', name).executeTakeFirst(); n += 1) {
      name = `${source.name} (copie ${n})`;
    }
    return insertPackage(trx, deps, auth, {
      agency: source.agency.id,
      name,
      description: source.description,
      training: source.training?.id ?? null,
      isActive: source.isActive,
      items: source.items.map((i) => ({ service: i.service.id, quantity: i.quantity, unitPrice: i.unitPriceOverride })),
    });
  });
  return c.json(await packageDetails(deps.db, auth, id), 201);
});

router.patch(`${PATH}/:id`, async (c) => {
  const { deps, auth } = c.var;
  const current = await packageDetails(deps.db, auth, routeId(c.req.param('id')));
  const input = await parseJson(c, packagePatchSchema);
  await deps.db.transaction().execute(async (trx) => {
    if (input.name !== undefined) await assertNameFree(trx, current.agency.id, input.name, current.id);
    if (input.training !== undefined) await assertTraining(trx, input.training);
    await trx
      .updateTable('packages')
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.training !== undefined ? { training_id: input.training } : {}),
        ...(input.isActive !== undefined ? { is_active: input.isActive ? 1 : 0 } : {}),
        updated_at: deps.now().toISOString(),
      })
      .where('id', '=', current.id)
      .execute();
    if (input.items !== undefined) await writeItems(trx, current.id, current.agency.id, input.items);
  });
  return c.json(await packageDetails(deps.db, auth, current.id));
});

router.delete(`${PATH}/:id`, async (c) => {
  const { deps, auth } = c.var;
  const current = await packageDetails(deps.db, auth, routeId(c.req.param('id')));
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('package_items').where('package_id', '=', current.id).execute();
    await trx.deleteFrom('packages').where('id', '=', current.id).execute();
  });
  return c.body(null, 204);
});

/** `POST /products/package-items/update-order {package, items}`: every item of the package, in its new order. */
router.post('/products/package-items/update-order', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, packageItemsOrderSchema);
  const current = await packageDetails(deps.db, auth, input.package);
  const known = current.items.map((i) => i.id).sort((a, b) => a - b);
  const given = [...input.items].sort((a, b) => a - b);
  if (known.length !== given.length || known.some((id, i) => id !== given[i])) {
    throw violation('items', 'La liste ne correspond pas aux prestations de la formule.');
  }
  await deps.db.transaction().execute(async (trx) => {
    for (const [index, id] of input.items.entries()) {
      await trx.updateTable('package_items').set({ position: index + 1 }).where('id', '=', id).where('package_id', '=', current.id).execute();
    }
    await trx.updateTable('packages').set({ updated_at: deps.now().toISOString() }).where('id', '=', current.id).execute();
  });
  return c.json(await packageDetails(deps.db, auth, current.id));
});

export const packageRoutes = router;
