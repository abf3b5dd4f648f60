import { Hono } from 'hono';
import type { Transaction } from 'kysely';
import { billingCreateSchema, billingPatchSchema, customerAccountCreateSchema, customerAccountPatchSchema, type BillingPatch } from '../../../src/modules/billing/schema';
import type { Billing, BillingAgency, CustomerAccount } from '../../../src/modules/billing/types';
import { crudRoutes } from '../../core/crud';
import type { AppDeps, AppEnv, AuthContext } from '../../core/env';
import { ApiError, conflict, notFound } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { parseListParams } from '../../core/list-query';
import { assertAgency, found, isRowId, routeId, scoped } from '../../core/scope';
import { parseJson } from '../../core/validation';
import type { Database } from '../../db/schema';

function selectBillings(deps: AppDeps, auth: AuthContext) {
  return scoped(
    deps.db
      .selectFrom('billings')
      .innerJoin('agencies', 'agencies.id', 'billings.agency_id')
      .selectAll('billings')
      .select('agencies.name as agency_name'),
    auth,
    { structure: 'billings.structure_id', agency: 'billings.agency_id' },
  );
}

type BillingRow = Awaited<ReturnType<ReturnType<typeof selectBillings>['executeTakeFirstOrThrow']>>;

const agencyRef = (id: number, name: string) => ({ '@id': `/api/agencies/${id}`, id, name });

function toBilling(row: BillingRow): Billing {
  return {
    id: row.id,
    agency: agencyRef(row.agency_id ?? 0, row.agency_name),
    currency: row.currency,
    legalName: row.legal_name,
    legalForm: row.legal_form,
    shareCapital: row.share_capital,
    rcs: row.rcs,
    siret: row.siret,
    vatNumber: row.vat_number,
    approvalNumber: row.approval_number,
    insurerName: row.insurer_name,
    insurerPolicy: row.insurer_policy,
    mediatorName: row.mediator_name,
    mediatorUrl: row.mediator_url,
    iban: row.iban,
    bic: row.bic,
    quotationPrefix: row.quotation_prefix,
    invoicePrefix: row.invoice_prefix,
    creditNotePrefix: row.credit_note_prefix,
    receiptPrefix: row.receipt_prefix,
    numberWithYear: row.number_with_year === 1,
    numberPadding: row.number_padding,
    quotationValidityDays: row.quotation_validity_days,
    paymentTermsDays: row.payment_terms_days,
    latePenaltyRate: row.late_penalty_rate_bp / 100,
    footerNote: row.footer_note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** API fields → columns (only those present: a merge-patch leaves the others alone). */
function billingColumns(input: BillingPatch) {
  const set = <T>(value: T | undefined) => value;
  return Object.fromEntries(
    Object.entries({
      currency: set(input.currency),
      legal_name: set(input.legalName),
      legal_form: set(input.legalForm),
      share_capital: set(input.shareCapital),
      rcs: set(input.rcs),
      siret: set(input.siret),
      vat_number: set(input.vatNumber),
      approval_number: set(input.approvalNumber),
      insurer_name: set(input.insurerName),
      insurer_policy: set(input.insurerPolicy),
      mediator_name: set(input.mediatorName),
      mediator_url: set(input.mediatorUrl),
      iban: input.iban === undefined ? undefined : (input.iban?.replace(/\s+/g, '').toUpperCase() ?? null),
      bic: input.bic === undefined ? undefined : (input.bic?.toUpperCase() ?? null),
      quotation_prefix: set(input.quotationPrefix),
      invoice_prefix: set(input.invoicePrefix),
      credit_note_prefix: set(input.creditNotePrefix),
      receipt_prefix: set(input.receiptPrefix),
      number_with_year: input.numberWithYear === undefined ? undefined : input.numberWithYear ? 1 : 0,
      number_padding: set(input.numberPadding),
      quotation_validity_days: set(input.quotationValidityDays),
      payment_terms_days: set(input.paymentTermsDays),
      late_penalty_rate_bp: input.latePenaltyRate === undefined ? undefined : Math.round(input.latePenaltyRate * 100),
      footer_note: set(input.footerNote),
    }).filter(([, value]) => value !== undefined),
  );
}

async function upsertBilling(trx: Transaction<Database>, auth: AuthContext, agencyId: number, input: BillingPatch, now: string): Promise<number> {
  const columns = { ...billingColumns(input), updated_at: now };
  const existing = await trx.selectFrom('billings').select('id').where('agency_id', '=', agencyId).executeTakeFirst();
  if (existing) {
    await trx.updateTable('billings').set(columns).where('id', '=', existing.id).execute();
    return existing.id;
  }
  const row = await trx
    .insertInto('billings')
    .values({ structure_id: auth.structureId, agency_id: agencyId, ...columns })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * `/billings`: the billing configuration of the caller's agencies (`agency` or `agency[]`).
 * POST configures one agency (409 when it already is: PATCH it), or — with `agency` as a list, for
 * a structure configured as a whole (isConfigGeneral) — every listed agency at once, creating or
 * updating each in one transaction.
 */
const billingCrud = crudRoutes({
  path: '/billings',
  type: 'Billing',
  select: selectBillings,
  idColumn: 'billings.id',
  rowId: (row) => row.id,
  toItem: toBilling,
  list: {
    defaultItemsPerPage: 30,
    maxItemsPerPage: 100,
    order: { agency: 'agencies.name', createdAt: 'billings.created_at' },
    defaultOrder: [['agencies.name', 'asc']],
    exact: { agency: { column: 'billings.agency_id', kind: 'int' }, currency: { column: 'billings.currency', kind: 'string' } },
  },
  create: {
    schema: billingCreateSchema,
    async insert(deps, auth, { agency, ...settings }) {
      const agencies = Array.isArray(agency) ? [...new Set(agency)] : [agency];
      agencies.forEach((id, index) => assertAgency(auth, id, Array.isArray(agency) ? `agency.${index}` : 'agency'));
      const now = deps.now().toISOString();
      return deps.db.transaction().execute(async (trx) => {
        if (!Array.isArray(agency)) {
          const existing = await trx.selectFrom('billings').select('id').where('agency_id', '=', agency).executeTakeFirst();
          if (existing) throw conflict('La facturation de cette agence est déjà configurée : modifiez sa configuration.');
        }
        const ids: number[] = [];
        for (const id of agencies) ids.push(await upsertBilling(trx, auth, id, settings, now));
        return ids[0]!;
      });
    },
  },
  update: {
    schema: billingPatchSchema,
    async apply(deps, auth, current, input) {
      await deps.db.transaction().execute((trx) => upsertBilling(trx, auth, current.agency_id ?? 0, input, deps.now().toISOString()));
    },
  },
});

function selectCustomerAccounts(deps: AppDeps, auth: AuthContext) {
  return scoped(
    deps.db
      .selectFrom('customer_accounts')
      .innerJoin('agencies', 'agencies.id', 'customer_accounts.agency_id')
      .selectAll('customer_accounts')
      .select('agencies.name as agency_name'),
    auth,
    { structure: 'customer_accounts.structure_id', agency: 'customer_accounts.agency_id' },
  );
}

type CustomerAccountRow = Awaited<ReturnType<ReturnType<typeof selectCustomerAccounts>['executeTakeFirstOrThrow']>>;

const toCustomerAccount = (row: CustomerAccountRow) =>
  jsonLd<CustomerAccount>('CustomerAccount', iri('/billing/customer-account', row.id), {
    id: row.id,
    agency: agencyRef(row.agency_id, row.agency_name),
    customerAccount: row.customer_account,
    auxiliaryPerLearner: row.auxiliary_per_learner === 1,
    salesAccount: row.sales_account,
    vatAccount: row.vat_account,
    bankAccount: row.bank_account,
    salesJournal: row.sales_journal,
    bankJournal: row.bank_journal,
    updatedAt: row.updated_at,
  });

const router = new Hono<AppEnv>();

/** `GET /billings-agency?agency[]=…`: which of the given agencies (default: all of the caller's) have their billing configured. */
router.get('/billings-agency', async (c) => {
  const { deps, auth } = c.var;
  const params = parseListParams(c.req.queries(), {
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
  return c.json({ '@context': '/api/contexts/Collection', '@id': '/api/billings-agency', '@type': 'hydra:Collection', 'hydra:member': members, 'hydra:totalItems': members.length });
});

/**
 * `GET /billing/customer_accounts?agence={id}`: the customer accounts of an agency — a lookup that
 * answers 404 while the agency has none (the screen stays silent and offers to create them).
 */
router.get('/billing/customer_accounts', async (c) => {
  const { deps, auth } = c.var;
  const raw = c.req.query('agence') ?? c.req.query('agency');
  if (!raw || !isRowId(raw)) throw new ApiError(400, 'Le paramètre « agence » est obligatoire.');
  const row = await selectCustomerAccounts(deps, auth).where('customer_accounts.agency_id', '=', Number(raw)).executeTakeFirst();
  if (!row) throw notFound('Aucun compte client n’est configuré pour cette agence.');
  return c.json(toCustomerAccount(row));
});

router.post('/billing/customer-account', async (c) => {
  const { deps, auth } = c.var;
  const input = await parseJson(c, customerAccountCreateSchema);
  assertAgency(auth, input.agency);
  if (await deps.db.selectFrom('customer_accounts').select('id').where('agency_id', '=', input.agency).executeTakeFirst()) {
    throw conflict('Les comptes clients de cette agence existent déjà : modifiez-les.');
  }
  const { id } = await deps.db
    .insertInto('customer_accounts')
    .values({
      structure_id: auth.structureId,
      agency_id: input.agency,
      customer_account: input.customerAccount,
      auxiliary_per_learner: input.auxiliaryPerLearner ? 1 : 0,
      sales_account: input.salesAccount,
      vat_account: input.vatAccount,
      bank_account: input.bankAccount,
      sales_journal: input.salesJournal,
      bank_journal: input.bankJournal,
      updated_at: deps.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return c.json(toCustomerAccount(found(await selectCustomerAccounts(deps, auth).where('customer_accounts.id', '=', id).executeTakeFirst())), 201);
});

router.patch('/billing/customer-account/:id', async (c) => {
  const { deps, auth } = c.var;
  const id = routeId(c.req.param('id'));
  found(await selectCustomerAccounts(deps, auth).where('customer_accounts.id', '=', id).executeTakeFirst());
  const input = await parseJson(c, customerAccountPatchSchema);
  const set = Object.fromEntries(
    Object.entries({
      customer_account: input.customerAccount,
      auxiliary_per_learner: input.auxiliaryPerLearner === undefined ? undefined : input.auxiliaryPerLearner ? 1 : 0,
      sales_account: input.salesAccount,
      vat_account: input.vatAccount,
      bank_account: input.bankAccount,
      sales_journal: input.salesJournal,
      bank_journal: input.bankJournal,
    }).filter(([, value]) => value !== undefined),
  );
  await deps.db.updateTable('customer_accounts').set({ ...set, updated_at: deps.now().toISOString() }).where('id', '=', id).execute();
  return c.json(toCustomerAccount(found(await selectCustomerAccounts(deps, auth).where('customer_accounts.id', '=', id).executeTakeFirst())));
});

router.route('/', billingCrud);

export const billingRoutes = router;
