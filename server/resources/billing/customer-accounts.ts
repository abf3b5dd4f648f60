import { customerAccountCreateSchema, customerAccountPatchSchema, customerAccountSchema } from '../../../src/modules/billing/schema';
import { badRequest, conflict, notFound } from '../../core/errors';
import { itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertAgency, isRowId } from '../../core/scope';
import { givenColumns } from '../../core/patch';
import { customerAccountColumns, loadCustomerAccount, selectCustomerAccounts, toCustomerAccount } from './billing-store';

const CONFIGURE = ['isConfigBilling', 'isConfigAccount'] as const;

/**
 * The customer accounts of an agency (its accounting accounts and journals): a lookup by agency that
 * answers 404 while the agency has none (the screen stays silent and offers to create them), create
 * (once per agency) and merge-patch.
 */
export const CUSTOMER_ACCOUNT_ROUTES: readonly RouteDeclaration[] = [
  itemRoute({
    method: 'GET',
    path: '/billing/customer_accounts',
    access: 'authenticated',
    hydraClass: 'CustomerAccount',
    summary: 'The customer accounts of an agency (`agence` required); 404 while the agency has none.',
    refusals: [404],
    output: customerAccountSchema,
    async handle({ deps, auth, query }) {
      const raw = query.agence?.[0] ?? query.agency?.[0];
      if (!raw || !isRowId(raw)) throw badRequest('Le paramètre « agence » est obligatoire.');
      const row = await selectCustomerAccounts(deps, auth).where('customer_accounts.agency_id', '=', Number(raw)).executeTakeFirst();
      if (!row) throw notFound('Aucun compte client n’est configuré pour cette agence.');
      return toCustomerAccount(row);
    },
  }),

  itemRoute({
    method: 'POST',
    path: '/billing/customer-account',
    access: [...CONFIGURE],
    hydraClass: 'CustomerAccount',
    summary: 'Creates the customer accounts of an agency (once; modify them afterwards).',
    input: customerAccountCreateSchema,
    status: 201,
    output: customerAccountSchema,
    async handle({ deps, auth, body: input }) {
      assertAgency(auth, input.agency);
      if (await deps.db.selectFrom('customer_accounts').select('id').where('agency_id', '=', input.agency).executeTakeFirst()) {
        throw conflict('Les comptes clients de cette agence existent déjà : modifiez-les.');
      }
      const { id } = await deps.db
        .insertInto('customer_accounts')
        .values({
          structure_id: auth.structureId,
          agency_id: input.agency,
          ...customerAccountColumns(input),
          updated_at: deps.now().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return loadCustomerAccount(deps, auth, id);
    },
  }),

  itemRoute({
    method: 'PATCH',
    path: '/billing/customer-account/{id}',
    access: [...CONFIGURE],
    hydraClass: 'CustomerAccount',
    summary: 'Updates the customer accounts of an agency (merge-patch).',
    input: customerAccountPatchSchema,
    output: customerAccountSchema,
    async handle({ deps, auth, id: param, body: input }) {
      const id = (await loadCustomerAccount(deps, auth, param())).id;
      const set = givenColumns(customerAccountColumns(input));
      await deps.db.updateTable('customer_accounts').set({ ...set, updated_at: deps.now().toISOString() }).where('id', '=', id).execute();
      return loadCustomerAccount(deps, auth, id);
    },
  }),
];
