import { z } from 'zod';
import { billBaseSchema, billDetailsShape, billRefSchema, paymentSchema } from '../../shared/accounting/answers';
import { billLinesSchema, billPartyFields, zLineQuantity } from '../../shared/accounting/lines';
import { PAYMENT_METHODS, type PaymentMethod } from '../../shared/accounting/payments';
import { zDate, zMoney, zOptionalText, zRef, zText } from '../../shared/schema/fields';

export { PAYMENT_METHODS, type PaymentMethod } from '../../shared/accounting/payments';

const paymentTermsDays = z
  .number({ message: 'Le délai de paiement doit être un nombre de jours.' })
  .int('Le délai de paiement doit être un nombre entier de jours.')
  .min(0, 'Le délai de paiement ne peut pas être négatif.')
  .max(60, 'Le délai de paiement ne peut pas dépasser 60 jours.');

/** `POST /accounting/invoices`: a draft invoice for a learner (and a paying organisation). */
export const invoiceCreateSchema = z.strictObject({
  agency: zRef,
  ...billPartyFields,
  issueDate: zDate.optional(),
  paymentTermsDays: paymentTermsDays.optional(),
  lines: billLinesSchema.default([]),
});

/** `PATCH /accounting/invoices/{id}` (merge-patch): a draft's customer, date and lines. */
export const invoicePatchSchema = z.strictObject({
  learner: billPartyFields.learner.optional(),
  organization: billPartyFields.organization.optional(),
  issueDate: zDate.optional(),
  lines: billLinesSchema.optional(),
});

/** `PATCH /accounting/invoices/update-information/{id}`: the section « Informations légales » of a draft. */
export const invoiceInformationSchema = z.strictObject({
  customerName: zText(160, 'Le nom du client').optional(),
  customerAddress: zOptionalText(500).optional(),
  customerEmail: z.string().trim().toLowerCase().email('Adresse e-mail invalide.').max(180).nullable().optional(),
  title: zOptionalText(255).optional(),
  notes: zOptionalText(2000).optional(),
  paymentTermsDays: paymentTermsDays.optional(),
});

/** `POST /accounting/credit-notes`: corrects a validated invoice, wholly or for some quantities of its lines. */
export const creditNoteCreateSchema = z.strictObject({
  invoice: zRef,
  reason: zText(255, 'Le motif'),
  /** Omitted: everything not credited yet. */
  lines: z
    .array(z.strictObject({ invoiceLine: zRef, quantity: zLineQuantity }))
    .min(1, 'Choisissez au moins une ligne.')
    .max(200, 'Un document compte 200 lignes au plus.')
    .superRefine((lines, ctx) => {
      // One entry per invoice line: a line listed twice would be credited twice.
      const seen = new Set<number>();
      lines.forEach((line, index) => {
        if (seen.has(line.invoiceLine)) ctx.addIssue({ code: 'custom', path: [index, 'invoiceLine'], message: 'Cette ligne de la facture figure déjà dans l’avoir.' });
        seen.add(line.invoiceLine);
      });
    })
    .optional(),
});

/** `POST /accounting/payments`: a payment of a validated invoice (its receipt is numbered). */
export const paymentCreateSchema = z.strictObject({
  invoice: zRef,
  amount: z
    .number({ message: 'Le montant doit être un nombre.' })
    .pipe(zMoney)
    .refine((value) => value > 0, 'Le montant doit être positif.'),
  method: z.enum(Object.keys(PAYMENT_METHODS) as [PaymentMethod, ...PaymentMethod[]], { message: 'Mode de règlement inconnu.' }),
  paidOn: zDate,
  reference: zOptionalText(80),
});

export type InvoiceCreate = z.input<typeof invoiceCreateSchema>;
export type InvoicePatch = z.input<typeof invoicePatchSchema>;
export type InvoiceInformation = z.input<typeof invoiceInformationSchema>;
export type CreditNoteCreate = z.input<typeof creditNoteCreateSchema>;
export type PaymentCreate = z.input<typeof paymentCreateSchema>;

// The answers of the invoice routes, as the server declares them (documentation and answer checks).

/** `Invoice`: an invoice (or a credit note of the sales journal) as the lists answer it. */
export const invoiceSchema = billBaseSchema.extend({
  /** The sales journal lists both: an invoice, or a credit note (negative totals, its invoice in `invoice`). */
  kind: z.enum(['invoice', 'credit_note']),
  dueDate: z.string().nullable(),
  paymentTermsDays: z.number().int().nullable(),
  validatedAt: z.string().nullable(),
  /** Paid by the payments (net of refunds), credited by the credit notes, and what is left (euros). */
  paid: z.number(),
  credited: z.number(),
  remaining: z.number(),
  /** What is owed back to the customer: paid, then credited by a credit note (euros, 0 when nothing). */
  refundDue: z.number(),
  /** The quotation it comes from. */
  quotation: billRefSchema.nullable(),
  /** A credit note's invoice (null for an invoice). */
  invoice: billRefSchema.nullable(),
});

/** `GET /accounting/invoices/{id}`: lines, VAT breakdown, payments and credit notes. */
export const invoiceDetailsSchema = invoiceSchema.extend({
  ...billDetailsShape,
  payments: z.array(paymentSchema),
  creditNotes: z.array(
    z.strictObject({ '@id': z.string(), id: z.number().int(), number: z.string().nullable(), reason: z.string().nullable(), issueDate: z.string(), totalPriceTtc: z.number() }),
  ),
  /** What is left to credit on each line (its quantity less the credit notes'), as a credit note takes it. */
  creditable: z.array(z.strictObject({ invoiceLine: z.number().int(), quantity: z.number() })),
});

/** `GET /accounting/credit-note/{id}`: a credit note correcting an invoice. */
export const creditNoteSchema = billBaseSchema.extend({
  ...billDetailsShape,
  reason: z.string().nullable(),
  validatedAt: z.string().nullable(),
  invoice: billRefSchema,
});
