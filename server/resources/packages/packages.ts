import type { z } from 'zod';
import {
  packageCreateSchema,
  packageDetailsOutputSchema,
  packageDuplicateSchema,
  packageItemsOrderSchema,
  packageOutputSchema,
  packagePatchSchema,
} from '../../../src/modules/packages/schema';
import type { Package, PackageDetails } from '../../../src/modules/packages/types';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import { invalidField } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { collectionRoute, emptyRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertAgency } from '../../core/scope';
import { assertNameFree, assertTraining, insertPackage, loadItems, packageDetails, PACKAGES_PATH, selectPackages, toPackage, writeItems, type PackageRow } from './package-store';
import { givenColumns, givenFlag } from '../../core/patch';

const PRODUCTS_WRITE = ['isConfigProductsAndServices'] as const;

type PackageCreate = z.output<typeof packageCreateSchema>;
type PackagePatch = z.output<typeof packagePatchSchema>;
type PackageItemsOrder = z.output<typeof packageItemsOrderSchema>;
type PackageDuplicate = z.output<typeof packageDuplicateSchema>;

/**
 * The packages (« Formules », `/products/packages`): services sold together for a licence category,
 * each item with an optional price of its own (HT or TTC); list, read, create, duplicate, update
 * (merge-patch, `items` replaces the list), delete, and reorder the items.
 */
export const PACKAGE_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<Package>({
    method: 'GET',
    path: PACKAGES_PATH,
    access: 'authenticated',
    hydraClass: 'Package',
    summary: 'Lists the packages of the caller’s agencies with their totals (page, itemsPerPage 10, agency, simplesearch, isActive, training, order).',
    output: packageOutputSchema,
    async handle({ deps, auth, query, paginate }) {
      const rows: PackageRow[] = [];
      const body = await paginate(selectPackages(deps.db, auth), {
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
        idColumn: 'packages.id',
        toJsonLd: (row) => {
          rows.push(row);
          return jsonLd<{ id: number }>('Package', iri(PACKAGES_PATH, row.id), { id: row.id });
        },
      });
      // The items of the whole page in one query, then each package with its totals.
      const items = await loadItems(deps.db, rows.map((r) => r.id));
      return { ...body, 'hydra:member': rows.map((row) => jsonLd('Package', iri(PACKAGES_PATH, row.id), toPackage(row, items.get(row.id) ?? []))) } as HydraCollection<Package>;
    },
  }),

  itemRoute<undefined, PackageDetails>({
    method: 'GET',
    path: `${PACKAGES_PATH}/{id}`,
    access: 'authenticated',
    hydraClass: 'Package',
    summary: 'Reads a package with its ordered items.',
    output: packageDetailsOutputSchema,
    handle: ({ deps, auth, id }) => packageDetails(deps.db, auth, id()),
  }),

  itemRoute<PackageCreate, PackageDetails>({
    method: 'POST',
    path: PACKAGES_PATH,
    access: PRODUCTS_WRITE,
    hydraClass: 'Package',
    summary: 'Creates a package with its items (services of its agency).',
    input: packageCreateSchema,
    status: 201,
    output: packageDetailsOutputSchema,
    async handle({ deps, auth, body }) {
      const input = body;
      assertAgency(auth, input.agency);
      const id = await deps.db.transaction().execute((trx) => insertPackage(trx, deps, auth, input));
      return packageDetails(deps.db, auth, id);
    },
  }),

  itemRoute<PackageDuplicate, PackageDetails>({
    method: 'POST',
    path: `${PACKAGES_PATH}/duplicate`,
    access: PRODUCTS_WRITE,
    hydraClass: 'Package',
    summary: 'Copies a package as « … (copie) » with the same items.',
    input: packageDuplicateSchema,
    status: 201,
    output: packageDetailsOutputSchema,
    async handle({ deps, auth, body }) {
      const source = await packageDetails(deps.db, auth, body.package);
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
          items: source.items.map((i) => ({ service: i.service.id, quantity: i.quantity, unitPrice: i.unitPriceOverride, unitPriceTtc: i.unitPriceTtcOverride })),
        });
      });
      return packageDetails(deps.db, auth, id);
    },
  }),

  itemRoute<PackagePatch, PackageDetails>({
    method: 'PATCH',
    path: `${PACKAGES_PATH}/{id}`,
    access: PRODUCTS_WRITE,
    hydraClass: 'Package',
    summary: 'Updates a package (merge-patch); `items` replaces the whole list.',
    input: packagePatchSchema,
    output: packageDetailsOutputSchema,
    async handle({ deps, auth, id, body }) {
      const current = await packageDetails(deps.db, auth, id());
      const input = body;
      await deps.db.transaction().execute(async (trx) => {
        if (input.name !== undefined) await assertNameFree(trx, current.agency.id, input.name, current.id);
        if (input.training !== undefined) await assertTraining(trx, input.training);
        await trx
          .updateTable('packages')
          .set(givenColumns({
            name: input.name,
            description: input.description,
            training_id: input.training,
            is_active: givenFlag(input.isActive),
            updated_at: deps.now().toISOString(),
          }))
          .where('id', '=', current.id)
          .execute();
        if (input.items !== undefined) await writeItems(trx, current.id, current.agency.id, input.items);
      });
      return packageDetails(deps.db, auth, current.id);
    },
  }),

  emptyRoute({
    method: 'DELETE',
    path: `${PACKAGES_PATH}/{id}`,
    access: PRODUCTS_WRITE,
    hydraClass: 'Package',
    summary: 'Deletes a package and its items (documents keep their lines).',
    async handle({ deps, auth, id }) {
      const current = await packageDetails(deps.db, auth, id());
      await deps.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('package_items').where('package_id', '=', current.id).execute();
        await trx.deleteFrom('packages').where('id', '=', current.id).execute();
      });
    },
  }),

  itemRoute<PackageItemsOrder, PackageDetails>({
    method: 'POST',
    path: '/products/package-items/update-order',
    access: PRODUCTS_WRITE,
    hydraClass: 'Package',
    summary: 'Puts every item of a package in a new order.',
    input: packageItemsOrderSchema,
    output: packageDetailsOutputSchema,
    async handle({ deps, auth, body }) {
      const current = await packageDetails(deps.db, auth, body.package);
      const known = current.items.map((i) => i.id).sort((a, b) => a - b);
      const given = [...body.items].sort((a, b) => a - b);
      if (known.length !== given.length || known.some((id, i) => id !== given[i])) {
        throw invalidField('items', 'La liste ne correspond pas aux prestations de la formule.');
      }
      await deps.db.transaction().execute(async (trx) => {
        for (const [index, id] of body.items.entries()) {
          await trx.updateTable('package_items').set({ position: index + 1 }).where('id', '=', id).where('package_id', '=', current.id).execute();
        }
        await trx.updateTable('packages').set({ updated_at: deps.now().toISOString() }).where('id', '=', current.id).execute();
      });
      return packageDetails(deps.db, auth, current.id);
    },
  }),
];
