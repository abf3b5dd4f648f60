import { serviceCreateSchema, servicePatchSchema } from '../../../src/modules/packages/schema';
import { serviceSchema } from '../../../src/shared/references/schema';
import type { Service } from '../../../src/shared/references/types';
import { conflict } from '../../core/errors';
import { collectionRoute, emptyRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertAgency } from '../../core/scope';
import { assertNameFree, assertTraining, assertTva, LIST_SPEC, loadService, prices, selectServices, serviceJsonLd, SERVICES_PATH, SORT_SPEC } from './service-store';
import { givenColumns, givenFlag, givesAnyField } from '../../core/patch';

const CONFIGURE = ['isConfigProductsAndServices'] as const;

/**
 * `/products/services`: the services (prestations) of the caller's agencies — list, the active ones
 * sorted for a picker, read, and for who configures products and services, create, update
 * (merge-patch) and delete (refused while a package uses the service: deactivate it instead).
 */
export const SERVICE_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<Service>({
    method: 'GET',
    path: SERVICES_PATH,
    access: 'authenticated',
    hydraClass: 'Service',
    summary: 'Lists the services of the caller’s agencies (agency, isActive, training, search, order).',
    output: serviceSchema,
    list: LIST_SPEC,
    handle: ({ deps, auth, paginate }) => paginate(selectServices(deps, auth), { idColumn: 'services.id', toJsonLd: serviceJsonLd }),
  }),

  collectionRoute<Service>({
    method: 'GET',
    path: `${SERVICES_PATH}/sort`,
    access: 'authenticated',
    hydraClass: 'Service',
    summary: 'The caller’s active services sorted for a picker (by name, then code), all in one page unless itemsPerPage says otherwise.',
    output: serviceSchema,
    list: SORT_SPEC,
    handle: ({ deps, auth, paginate }) =>
      paginate(selectServices(deps, auth).where('services.is_active', '=', 1), {
        idColumn: 'services.id',
        toJsonLd: serviceJsonLd,
      }),
  }),

  itemRoute({
    method: 'GET',
    path: `${SERVICES_PATH}/{id}`,
    access: 'authenticated',
    hydraClass: 'Service',
    summary: 'Reads a service.',
    output: serviceSchema,
    handle: async ({ deps, auth, id }) => serviceJsonLd(await loadService(deps, auth, id())),
  }),

  itemRoute({
    method: 'POST',
    path: SERVICES_PATH,
    access: [...CONFIGURE],
    hydraClass: 'Service',
    summary: 'Creates a service of an agency, priced excluding or including VAT at one of the agency’s rates.',
    input: serviceCreateSchema,
    status: 201,
    output: serviceSchema,
    async handle({ deps, auth, body: input }) {
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
      return serviceJsonLd(await loadService(deps, auth, row.id));
    },
  }),

  itemRoute({
    method: 'PATCH',
    path: `${SERVICES_PATH}/{id}`,
    access: [...CONFIGURE],
    hydraClass: 'Service',
    summary: 'Updates a service (merge-patch); a TTC price prevails and its HT is derived at the rate.',
    input: servicePatchSchema,
    output: serviceSchema,
    async handle({ deps, auth, id, body: input }) {
      const current = await loadService(deps, auth, id());
      // An empty merge-patch changes nothing (RFC 7396): the item is answered as it is.
      if (givesAnyField(input)) {
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
          .set(givenColumns({
            name: input.name,
            code: input.code,
            ...priced,
            tva_id: input.tva,
            unit: input.unit,
            duration_minutes: input.durationMinutes,
            training_id: input.training,
            contract_fee: input.contractFee,
            is_active: givenFlag(input.isActive),
          }))
          .where('id', '=', current.id)
          .execute();
      }
      return serviceJsonLd(await loadService(deps, auth, current.id));
    },
  }),

  emptyRoute({
    method: 'DELETE',
    path: `${SERVICES_PATH}/{id}`,
    access: [...CONFIGURE],
    hydraClass: 'Service',
    summary: 'Deletes a service that no package uses (deactivate it otherwise).',
    async handle({ deps, auth, id }) {
      const current = await loadService(deps, auth, id());
      const used = await deps.db.selectFrom('package_items').select('id').where('service_id', '=', current.id).executeTakeFirst();
      if (used) throw conflict('Cette prestation fait partie d’une formule : retirez-la de la formule ou désactivez-la.');
      await deps.db.deleteFrom('services').where('id', '=', current.id).execute();
    },
  }),
];
