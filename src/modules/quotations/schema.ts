import { z } from 'zod';
import { billBaseSchema, billDetailsShape, billRefSchema, billStatusSchema, billLineAnswerSchema, sellerContactSchema, vatBreakdownRowSchema } from '../../shared/accounting/answers';
import { billLinesSchema, billPartyFields } from '../../shared/accounting/lines';
import { BILL_STATUS } from '../../shared/accounting/status';
import { zDate, zEmail, zRef } from '../../shared/schema/fields';

/** `POST /accounting/quotations`: a draft for a learner (and a paying organisation), with its lines. */
export const quotationCreateSchema = z.strictObject({
  agency: zRef,
  ...billPartyFields,
  issueDate: zDate.optional(),
  validityDate: zDate.nullish(),
  lines: billLinesSchema.default([]),
});

const quotationStatus = z.union(
  [z.literal(BILL_STATUS.pending), z.literal(BILL_STATUS.validated), z.literal(BILL_STATUS.refused)],
  { message: 'Statut de devis invalide.' },
);

/** `PATCH /accounting/quotations/{id}` (merge-patch): edit a draft, or move its status (validate, refuse). */
export const quotationPatchSchema = z.strictObject({
  learner: billPartyFields.learner.optional(),
  organization: billPartyFields.organization.optional(),
  title: billPartyFields.title.optional(),
  notes: billPartyFields.notes.optional(),
  issueDate: zDate.optional(),
  validityDate: zDate.nullish(),
  lines: billLinesSchema.optional(),
  status: quotationStatus.optional(),
});

/** `POST /accounting/bills/duplicate` and `POST /accounting/bills/transform`. */
export const billActionSchema = z.strictObject({ bill: zRef });

/** `POST /accounting/mail-validation-bill`: sends the public validation link. */
export const mailValidationSchema = z.strictObject({ bill: zRef, to: zEmail.optional() });

/** `POST /accounting/public/validation-bills` (no login): the learner accepts the quotation. */
export const publicValidationSchema = z.strictObject({
  uuid: z.string({ message: 'Lien de devis invalide.' }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Lien de devis invalide.'),
});

export type QuotationCreate = z.input<typeof quotationCreateSchema>;
export type QuotationPatch = z.input<typeof quotationPatchSchema>;

// The answers of the quotation routes, as the server declares them (documentation and answer checks).

/** `Quotation`: a quotation as the list answers it. */
export const quotationSchema = billBaseSchema.extend({
  /** The public link's id (`/devis/{uuid}`). */
  uuid: z.string(),
  validityDate: z.string().nullable(),
  sentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  /** The invoice it was transformed into. */
  invoice: billRefSchema.nullable(),
});

/** `GET /accounting/quotations/{id}`: with its lines and VAT breakdown. */
export const quotationDetailsSchema = quotationSchema.extend(billDetailsShape);

/** `PublicQuotation`: the quotation as the learner sees it through its link. */
export const publicQuotationSchema = z.strictObject({
  uuid: z.string(),
  number: z.string().nullable(),
  status: billStatusSchema,
  issueDate: z.string(),
  validityDate: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  customerName: z.string(),
  learnerName: z.string().nullable(),
  title: z.string().nullable(),
  notes: z.string().nullable(),
  currency: z.string(),
  /** The issuing agency; `legalMentions`: company name, legal form and capital, RCS (the PDF's footer). */
  seller: sellerContactSchema.extend({ agencyName: z.string(), legalMentions: z.string() }),
  /** The conditions the learner accepts: the ones the quotation PDF prints (billing configuration). */
  conditions: z.array(z.string()),
  lines: z.array(billLineAnswerSchema),
  vat: z.array(vatBreakdownRowSchema),
  totalPriceHt: z.number(),
  totalTva: z.number(),
  totalPriceTtc: z.number(),
  /** False once accepted, refused, invoiced or expired. */
  canValidate: z.boolean(),
  expired: z.boolean(),
});

/** What `POST /accounting/public/validation-bills` answers: the quotation accepted. */
export const publicValidationAnswerSchema = z.strictObject({ uuid: z.string(), status: z.literal(BILL_STATUS.accepted), acceptedAt: z.string() });
