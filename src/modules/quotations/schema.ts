import { z } from 'zod';
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
