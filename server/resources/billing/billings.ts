import { billingAgencySchema, billingCreateSchema, billingPatchSchema, billingSchema } from '../../../src/modules/billing/schema';
import type { Billing, BillingAgency } from '../../../src/modules/billing/types';
import { conflict } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { parseListParams } from '../../core/list-query';
import { collectionRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertAgency } from '../../core/scope';
import { givesAnyField } from '../../core/patch';
import { agencyRef, BILLING_LIST, billingJsonLd, BILLINGS_PATH, loadBilling, selectBillings, upsertBilling } from './billing-store';

const CONFIGURE = ['isConfigBilling', 'isConfigAccount'] as const;

/**
 * `/billings`: the billing configuration of the caller's agencies (`agency` or `agency[]`), and
 * `/billings-agency`: which agencies have theirs. POST configures one agency (409 when it already is:
 * PATCH it), or — with `agency` as a list, for a structure configured as a whole (isConfigGeneral) —
 * every listed agency at once, creating or updating each in one transaction.
 */
export const BILLING_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<Billing>({
    method: 'GET',
    path: BILLINGS_PATH,
    access: 'authenticated',
    hydraClass: 'Billing',
    summary: 'Lists the billing configurations of the caller’s agencies (agency, currency).',
    output: billingSchema,
    list: BILLING_LIST,
    handle: ({ deps, auth, paginate }) => paginate(selectBillings(deps, auth), { idColumn: 'billings.id', toJsonLd: billingJsonLd }),
  }),

  itemRoute({
    method: 'GET',
    path: `${BILLINGS_PATH}/{id}`,
    access: 'authenticated',
    hydraClass: 'Billing',
    summary: 'Reads the billing configuration of an agency.',
    output: billingSchema,
    handle: async ({ deps, auth, id }) => billingJsonLd(await loadBilling(deps, auth, id())),
  }),

  itemRoute({
    method: 'POST',
    path: BILLINGS_PATH,
    access: [...CONFIGURE],
    hydraClass: 'Billing',
    summary: 'Configures the billing of an agency, or of every listed agency at once (`agency` as a list).',
    input: billingCreateSchema,
    status: 201,
    output: billingSchema,
    async handle({ deps, auth, body: { agency, ...settings } }) {
      const agencies = Array.isArray(agency) ? [...new Set(agency)] : [agency];
      agencies.forEach((id, index) => assertAgency(auth, id, Array.isArray(agency) ? `agency.${index}` : 'agency'));
      const now = deps.now().toISOString();
      const id = await deps.db.transaction().execute(async (trx) => {
        if (!Array.isArray(agency)) {
          const existing = await trx.selectFrom('billings').select('id').where('agency_id', '=', agency).executeTakeFirst();
          if (existing) throw conflict('La facturation de cette agence est déjà configurée : modifiez sa configuration.');
        }
        const ids: number[] = [];
        for (const id of agencies) ids.push(await upsertBilling(trx, auth, id, settings, now));
        return ids[0]!;
      });
      return billingJsonLd(await loadBilling(deps, auth, id));
    },
  }),

  itemRoute({
    method: 'PATCH',
    path: `${BILLINGS_PATH}/{id}`,
    access: [...CONFIGURE],
    hydraClass: 'Billing',
    summary: 'Updates the billing configuration of an agency (merge-patch).',
    input: billingPatchSchema,
    output: billingSchema,
    async handle({ deps, auth, id, body: input }) {
      const current = await loadBilling(deps, auth, id());
      // An empty merge-patch changes nothing (RFC 7396): the item is answered as it is.
      if (givesAnyField(input)) {
        await deps.db.transaction().execute((trx) => upsertBilling(trx, auth, current.agency_id ?? 0, input, deps.now().toISOString()));
      }
      return billingJsonLd(await loadBilling(deps, auth, current.id));
    },
  }),

  collectionRoute<BillingAgency>({
    method: 'GET',
    path: '/billings-agency',
    access: 'authenticated',
    hydraClass: 'BillingAgency',
    summary: 'Which of the given agencies (`agency[]`, default: all of the caller’s) have their billing configured.',
    output: billingAgencySchema,
    async handle({ deps, auth, query }) {
    const params = parseListParams(query, {
      defaultItemsPerPage: 100,
      maxItemsPerPage: 100,
      order: {},
      defaultOrder: [],
      exact: { agency: { column: 'agencies.id', kind: 'int' } },
    });
    const wanted = (params.exact[0]?.values as number[] | undefined) ?? auth.agencyIds;
    const agencies = wanted.filter((id) => auth.agencyIds.includes(id));
    const rows =
      agencies.length === 0
        ? []
        : await deps.db
            .selectFrom('agencies')
            .leftJoin('billings', 'billings.agency_id', 'agencies.id')
            .select(['agencies.id', 'agencies.name', 'billings.id as billing_id'])
            .where('agencies.structure_id', '=', auth.structureId)
            .where('agencies.id', 'in', agencies)
            .orderBy('agencies.name')
            .execute();
    const members = rows.map((row) =>
      jsonLd<BillingAgency>('BillingAgency', `/api/billings-agency/${row.id}`, {
        agency: agencyRef(row.id, row.name),
        billing: row.billing_id === null ? null : iri('/billings', row.billing_id),
        isConfigured: row.billing_id !== null,
      }),
    );
      return { '@context': '/api/contexts/Collection', '@id': '/api/billings-agency', '@type': 'hydra:Collection', 'hydra:member': members, 'hydra:totalItems': members.length };
    },
  }),
];
