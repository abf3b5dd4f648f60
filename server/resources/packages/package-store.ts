import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { packageItemSchema } from '../../../src/modules/packages/schema';
import type { Package, PackageDetails, PackageItem } from '../../../src/modules/packages/types';
import { computeTotalsCents, toEuros, unitHtOfTtcCents } from '../../../src/shared/accounting/totals';
import type { JsonLd } from '../../../src/shared/api/hydra';
import type { AppDeps, AuthContext } from '../../core/env';
import { invalidField } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { found, withAgencyName } from '../../core/scope';
import type { Database } from '../../db/schema';
import type { RowOf } from '../../db/rows';
import { agencyRef } from '../../core/references';

// The packages (formules) and their items: what the declared routes of packages.ts read and write.

type Db = Kysely<Database> | Transaction<Database>;

export const PACKAGES_PATH = '/products/packages';

export function selectPackages(db: Db, auth: AuthContext) {
  return db
    .selectFrom('packages')
    .leftJoin('trainings', 'trainings.id', 'packages.training_id')
    .selectAll('packages')
    .select(['trainings.code as training_code', 'trainings.name as training_name'])
    .$call(withAgencyName(auth, 'packages'));
}

export type PackageRow = RowOf<typeof selectPackages>;

/** The ordered items of some packages, with their service and computed amounts. */
export async function loadItems(db: Db, packageIds: readonly number[]): Promise<Map<number, PackageItem[]>> {
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
    // The item's own TTC price first; else a service priced TTC keeps it, unless the package overrides it HT.
    const unitPriceTtcCents = row.unit_price_ttc_cents ?? (row.unit_price_cents === null ? row.service_price_ttc_cents : null);
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
      unitPriceTtcOverride: row.unit_price_ttc_cents === null ? null : toEuros(row.unit_price_ttc_cents),
      unitPrice: toEuros(unitPriceCents),
      unitPriceTtc: unitPriceTtcCents === null ? null : toEuros(unitPriceTtcCents),
      totalHt: toEuros(amounts!.totalHtCents),
      totalTtc: toEuros(amounts!.totalTtcCents),
    };
    byPackage.set(row.package_id, [...(byPackage.get(row.package_id) ?? []), item]);
  }
  return byPackage;
}

export function toPackage(row: PackageRow, items: readonly PackageItem[]): Package {
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
    agency: agencyRef(row.agency_id, row.agency_name),
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

export async function packageDetails(db: Db, auth: AuthContext, id: number): Promise<JsonLd<PackageDetails>> {
  const row = found(await selectPackages(db, auth).where('packages.id', '=', id).executeTakeFirst(), 'Cette formule est introuvable.');
  const items = (await loadItems(db, [row.id])).get(row.id) ?? [];
  return jsonLd<PackageDetails>('Package', iri(PACKAGES_PATH, row.id), { ...toPackage(row, items), items });
}

export async function assertNameFree(db: Db, agencyId: number, name: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('packages').select('id').where('agency_id', '=', agencyId).where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw invalidField('name', 'Une formule porte déjà ce nom dans cette agence.');
}

/** An item as the forms send it: its own price HT, or VAT included (which prevails), or none. */
export type PackageItemInput = z.output<typeof packageItemSchema>;

/** The stored own price of an item: entered TTC, its HT derived at the service's rate as services' and lines' are. */
function ownPrice(item: PackageItemInput, rateBp: number): { unit_price_cents: number | null; unit_price_ttc_cents: number | null } {
  if (item.unitPriceTtc !== null && item.unitPriceTtc !== undefined) {
    const ttc = Math.round(item.unitPriceTtc * 100);
    return { unit_price_cents: unitHtOfTtcCents(ttc, rateBp), unit_price_ttc_cents: ttc };
  }
  return { unit_price_cents: item.unitPrice === null ? null : Math.round(item.unitPrice * 100), unit_price_ttc_cents: null };
}

/** Replaces a package's items, in the given order; every service must belong to the package's agency. */
export async function writeItems(
  trx: Transaction<Database>,
  packageId: number,
  agencyId: number,
  items: readonly PackageItemInput[],
): Promise<void> {
  const ids = [...new Set(items.map((i) => i.service))];
  const services = ids.length
    ? await trx.selectFrom('services').innerJoin('tvas', 'tvas.id', 'services.tva_id').select(['services.id', 'tvas.rate_bp']).where('services.id', 'in', ids).where('services.agency_id', '=', agencyId).execute()
    : [];
  items.forEach((item, index) => {
    if (!services.some((s) => s.id === item.service)) throw invalidField(`items.${index}.service`, 'Prestation inconnue pour l’agence de cette formule.');
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
        ...ownPrice(item, services.find((s) => s.id === item.service)!.rate_bp),
      })),
    )
    .execute();
}

export async function assertTraining(db: Db, training: number | null): Promise<void> {
  if (training === null) return;
  if (!(await db.selectFrom('trainings').select('id').where('id', '=', training).executeTakeFirst())) {
    throw invalidField('training', 'Catégorie de permis inconnue.');
  }
}

export async function insertPackage(
  trx: Transaction<Database>,
  deps: AppDeps,
  auth: AuthContext,
  values: { agency: number; name: string; description: string | null; training: number | null; isActive: boolean; items: readonly PackageItemInput[] },
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

