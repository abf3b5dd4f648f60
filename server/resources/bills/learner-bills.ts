import { z } from 'zod';
import { BILL_STATUS, type BillStatus } from '../../../src/shared/accounting/status';
import { INVOICES } from '../../../src/shared/auth/permission-groups';
import { embeddedRefSchema } from '../../../src/shared/references/schema';
import type { Invoice } from '../../../src/modules/invoices/types';
import { ApiError } from '../../core/errors';
import { paginate } from '../../core/hydra';
import { collectionRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { billJsonLd, toInvoice } from './documents';
import { BILL_LIST_SPEC, countBills, selectBills } from './model';

const billRefSchema = z.strictObject({ '@id': z.string(), id: z.number().int(), number: z.string().nullable() });
const statuses = Object.values(BILL_STATUS) as [BillStatus, ...BillStatus[]];

/** An invoice as the lists answer it (`/accounting/invoices`, `/accounting/bills`): the declared output. */
const invoiceSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string().nullable(),
  status: z.union(statuses.map((status) => z.literal(status)) as [z.ZodLiteral<BillStatus>, ...z.ZodLiteral<BillStatus>[]]),
  agency: embeddedRefSchema,
  learner: z.strictObject({ '@id': z.string(), id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string().nullable() }).nullable(),
  organization: embeddedRefSchema.nullable(),
  customerName: z.string(),
  customerAddress: z.string().nullable(),
  customerEmail: z.string().nullable(),
  title: z.string().nullable(),
  notes: z.string().nullable(),
  issueDate: z.string(),
  totalPriceHt: z.number(),
  totalTva: z.number(),
  totalPriceTtc: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  dueDate: z.string().nullable(),
  paymentTermsDays: z.number().int().nullable(),
  validatedAt: z.string().nullable(),
  paid: z.number(),
  credited: z.number(),
  remaining: z.number(),
  refundDue: z.number(),
  quotation: billRefSchema.nullable(),
  invoice: billRefSchema.nullable(),
}) satisfies z.ZodType<Invoice>;

const LEARNER_REQUIRED = 'Précisez l’apprenant dont vous voulez les factures.';

/**
 * `GET /accounting/bills?learner={id}` (spec part 2 §4): the invoices of one learner of the caller's
 * agencies, for the learner record's tab « Factures » — drafts included, credit notes left to the
 * sales journal (`/accounting/invoices`), where each one is listed beside its invoice.
 */
export const LEARNER_BILL_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<Invoice>({
    method: 'GET',
    path: '/accounting/bills',
    access: INVOICES,
    hydraClass: 'Invoice',
    summary: 'Lists the invoices of one learner (`learner` required) of the caller’s agencies.',
    returns: 'collection',
    output: invoiceSchema,
    handle: ({ deps, auth, query, url }) => {
      const learner = query.learner ?? [];
      if (learner.length !== 1 || !/^[1-9][0-9]*$/.test(learner[0]!)) {
        throw new ApiError(422, LEARNER_REQUIRED, [{ propertyPath: 'learner', message: LEARNER_REQUIRED }]);
      }
      return paginate(
        selectBills(deps.db, auth, 'invoice'),
        { query, requestUrl: url, spec: BILL_LIST_SPEC, dialect: deps.dialect, idColumn: 'bills.id', toJsonLd: (row) => billJsonLd('invoice', row.id, toInvoice(row)) },
        countBills(deps.db, auth, 'invoice'),
      );
    },
  }),
];
