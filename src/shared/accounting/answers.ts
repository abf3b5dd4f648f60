import { z } from 'zod';
import { embeddedRefSchema } from '../references/schema';
import { PAYMENT_METHODS, type PaymentMethod } from './payment-methods';
import { BILL_STATUS, type BillStatus } from './status';

// The shapes quotations, invoices and credit notes share as the API answers them: the server's
// declared output schemas (documentation, answer checks) are built from these.

const statuses = Object.values(BILL_STATUS) as BillStatus[];

export const billStatusSchema = z.union(statuses.map((status) => z.literal(status)) as [z.ZodLiteral<BillStatus>, ...z.ZodLiteral<BillStatus>[]]);

/**
 * The seller as every document prints it (`SellerContact`): the agency's company and contact, billing
 * configuration first (the server's `SellerIdentity`, the contract's agency and the public quotation's seller).
 */
export const sellerContactSchema = z.strictObject({
  /** The company that issues and signs (the billing configuration's legal name). */
  legalName: z.string(),
  approvalNumber: z.string().nullable(),
  siret: z.string().nullable(),
  /** Intra-community VAT number (art. 242 nonies A CGI). */
  vatNumber: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

/** `{ '@id', id, number }`: a quotation, invoice or credit note named by another. */
export const billRefSchema = z.strictObject({ '@id': z.string(), id: z.number().int(), number: z.string().nullable() });

/** What quotations, invoices and credit notes share (`BillBase`: `/accounting/quotations`, `/accounting/invoices`). */
export const billBaseSchema = z.strictObject({
  id: z.number().int(),
  /** Quotations are numbered on creation, invoices and credit notes when validated (NF525). */
  number: z.string().nullable(),
  status: billStatusSchema,
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
});

const namedRefSchema = z.strictObject({ id: z.number().int(), name: z.string() });

/** A line of a quotation, invoice or credit note as answered (`BillLine`, amounts in euros). */
export const billLineAnswerSchema = z.strictObject({
  id: z.number().int(),
  position: z.number().int(),
  label: z.string(),
  quantity: z.number(),
  /** Excluding VAT (derived, rounded to the cent, when the line is priced VAT included). */
  unitPrice: z.number(),
  /** The unit price VAT included the line was entered with; null: priced excluding VAT. */
  unitPriceTtc: z.number().nullable(),
  /** The VAT rate as it was when the line was written (`id` null when that rate was deleted since; `rate` in percent). */
  tva: z.strictObject({ id: z.number().int().nullable(), rate: z.number(), label: z.string(), legalMention: z.string().nullable() }),
  service: namedRefSchema.nullable(),
  package: namedRefSchema.nullable(),
  totalHt: z.number(),
  totalTva: z.number(),
  totalTtc: z.number(),
});

/** One row of the VAT breakdown. */
export const vatBreakdownRowSchema = z.strictObject({
  rate: z.number(),
  baseHt: z.number(),
  tva: z.number(),
  legalMention: z.string().nullable(),
});

/** An item read (`GET …/{id}`) carries its lines and VAT breakdown (`BillDetails`). */
export const billDetailsShape = { lines: z.array(billLineAnswerSchema), vat: z.array(vatBreakdownRowSchema) };

const methods = Object.keys(PAYMENT_METHODS) as [PaymentMethod, ...PaymentMethod[]];

/** A payment of an invoice and its receipt, or a refund (a negative amount, its own number): `Payment`. */
export const paymentSchema = z.strictObject({
  id: z.number().int(),
  /** A payment and its receipt, or a refund given back. */
  kind: z.enum(['payment', 'refund']),
  invoice: billRefSchema,
  agency: embeddedRefSchema,
  amount: z.number(),
  method: z.enum(methods),
  paidOn: z.string(),
  reference: z.string().nullable(),
  payerName: z.string(),
  receiptNumber: z.string(),
  createdAt: z.string(),
});
