import { z } from 'zod';
import { embeddedRefSchema } from '../references/schema';
import { PAYMENT_METHODS, type Payment, type PaymentMethod } from './payments';
import { BILL_STATUS, type BillStatus } from './status';
import type { BillBase, BillLine, SellerContact, VatBreakdownRow } from './types';

// The shapes quotations, invoices and credit notes share as the API answers them: the server's
// declared output schemas (documentation, answer checks) are built from these.

const statuses = Object.values(BILL_STATUS) as BillStatus[];

export const billStatusSchema = z.union(statuses.map((status) => z.literal(status)) as [z.ZodLiteral<BillStatus>, ...z.ZodLiteral<BillStatus>[]]);

/** `{ '@id', id, number }`: a quotation, invoice or credit note named by another. */
/** The seller's company and contact (`SellerContact`), as the documents' answers carry it. */
export const sellerContactSchema = z.strictObject({
  legalName: z.string(),
  approvalNumber: z.string().nullable(),
  siret: z.string().nullable(),
  vatNumber: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
}) satisfies z.ZodType<SellerContact>;

export const billRefSchema = z.strictObject({ '@id': z.string(), id: z.number().int(), number: z.string().nullable() });

/** What quotations, invoices and credit notes share (`BillBase`). */
export const billBaseSchema = z.strictObject({
  id: z.number().int(),
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
}) satisfies z.ZodType<BillBase>;

const namedRefSchema = z.strictObject({ id: z.number().int(), name: z.string() });

/** A line of a document as answered (`BillLine`). */
export const billLineAnswerSchema = z.strictObject({
  id: z.number().int(),
  position: z.number().int(),
  label: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  unitPriceTtc: z.number().nullable(),
  tva: z.strictObject({ id: z.number().int().nullable(), rate: z.number(), label: z.string(), legalMention: z.string().nullable() }),
  service: namedRefSchema.nullable(),
  package: namedRefSchema.nullable(),
  totalHt: z.number(),
  totalTva: z.number(),
  totalTtc: z.number(),
}) satisfies z.ZodType<BillLine>;

export const vatBreakdownRowSchema = z.strictObject({
  rate: z.number(),
  baseHt: z.number(),
  tva: z.number(),
  legalMention: z.string().nullable(),
}) satisfies z.ZodType<VatBreakdownRow>;

/** An item read (`GET …/{id}`) carries its lines and VAT breakdown (`BillDetails`). */
export const billDetailsShape = { lines: z.array(billLineAnswerSchema), vat: z.array(vatBreakdownRowSchema) };

const methods = Object.keys(PAYMENT_METHODS) as [PaymentMethod, ...PaymentMethod[]];

/** A payment or a refund of an invoice (`Payment`). */
export const paymentSchema = z.strictObject({
  id: z.number().int(),
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
}) satisfies z.ZodType<Payment>;
