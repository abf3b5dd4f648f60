import { z } from 'zod';
import { billPartyFields } from './lines';
import { embeddedRefSchema } from '../references/schema';
import { billStatusSchema } from './answers';

/** The documents `POST /accounting/bills` creates (a credit note always corrects an invoice). */
export const NEW_BILL_KINDS = ['quotation', 'invoice'] as const;
export type NewBillKind = (typeof NEW_BILL_KINDS)[number];

/**
 * `POST /accounting/bills {kind, learner, organization?, title?, notes?}`: an empty draft quotation
 * or invoice for a learner, in the learner's agency; its lines are written on the document's screen.
 */
export const billCreateSchema = z.strictObject({
  kind: z.enum(NEW_BILL_KINDS, { message: 'Choisissez un devis ou une facture.' }),
  learner: billPartyFields.learner,
  organization: billPartyFields.organization.optional(),
  title: billPartyFields.title.optional(),
  notes: billPartyFields.notes.optional(),
});
export type BillCreateInput = z.input<typeof billCreateSchema>;
export type BillCreate = z.output<typeof billCreateSchema>;

/** What `POST /accounting/bills` answers (JSON-LD type Bill, `@id` the document's own IRI). */
export const createdBillSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(NEW_BILL_KINDS),
  /** BILL_STATUS (a new document is a draft). */
  status: billStatusSchema,
  /** A quotation is numbered at once, an invoice when validated. */
  number: z.string().nullable(),
  agency: embeddedRefSchema,
  learner: z.strictObject({ '@id': z.string(), id: z.number().int() }),
  customerName: z.string(),
});
export type CreatedBill = z.infer<typeof createdBillSchema>;
