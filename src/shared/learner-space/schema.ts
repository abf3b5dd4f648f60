import { z } from 'zod';
import { learnerBalanceSchema } from '../accounting/balance';
import { learnerHoursSchema } from '../learners/hours';
import { learnerIdentitySchema } from '../references/schema';
import { REQUESTED_DOCUMENTS } from './paths';

// The learner API (`/api/me/…`, issue 41): what a learner reads of himself, one schema per answer,
// declared by the server; the pages at `/eleve/…` and `<volant-learner-space>` read them as types.

/** `GET /me`: his record and his school. */
export const meRecordSchema = learnerIdentitySchema.extend({
  school: z.string(),
  agency: z.strictObject({ id: z.number().int(), name: z.string() }),
  training: z.strictObject({ code: z.string(), name: z.string() }).nullable(),
});
export type MeRecord = z.infer<typeof meRecordSchema>;

/** `GET /me/slots`: his lessons, planned, done and cancelled. */
export const meSlotSchema = z.strictObject({
  id: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(['planned', 'done', 'cancelled']),
  title: z.string().nullable(),
  activity: z.string().nullable(),
  trainer: z.string().nullable(),
});
export type MeSlot = z.infer<typeof meSlotSchema>;

const pdfLink = z.string();

/** `GET /me/contracts`: his contracts and their amendments, each with its PDF. */
export const meContractSchema = z.strictObject({
  id: z.number().int(),
  number: z.string(),
  status: z.string(),
  training: z.string(),
  hours: z.number(),
  totalTtc: z.number(),
  signedAt: z.string().nullable(),
  pdf: pdfLink,
  amendments: z.array(z.strictObject({ id: z.number().int(), number: z.string(), status: z.string(), signedAt: z.string().nullable(), pdf: pdfLink })),
});
export type MeContract = z.infer<typeof meContractSchema>;

/** `GET /me/documents`: his documents (the file by `file`), and `POST /me/documents` answers one. */
export const meDocumentSchema = z.strictObject({
  id: z.number().int(),
  type: z.string(),
  typeName: z.string(),
  title: z.string(),
  createdAt: z.string(),
  file: z.string(),
});
export type MeDocument = z.infer<typeof meDocumentSchema>;

/** `GET /me/documents/missing`: the requested documents he has not given yet. */
export const meMissingSchema = z.strictObject({ missing: z.array(z.strictObject({ code: z.enum(REQUESTED_DOCUMENTS), name: z.string() })) });
export type MeMissing = z.infer<typeof meMissingSchema>;

/** `POST /me/documents` (multipart with `file`): which requested document it is. */
export const meUploadSchema = z.strictObject({ documentType: z.enum(REQUESTED_DOCUMENTS, { message: 'Choisissez le type de document.' }) });

/** `GET /me/invoices`: his issued invoices. */
export const meInvoiceSchema = z.strictObject({
  id: z.number().int(),
  number: z.string(),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  totalTtc: z.number(),
  remaining: z.number(),
  pdf: pdfLink,
});
export type MeInvoice = z.infer<typeof meInvoiceSchema>;

/** `GET /me/receipts`: the receipts of his payments (and refunds). */
export const meReceiptSchema = z.strictObject({
  id: z.number().int(),
  number: z.string(),
  paidOn: z.string(),
  amount: z.number(),
  refund: z.boolean(),
  invoiceNumber: z.string().nullable(),
  pdf: pdfLink,
});
export type MeReceipt = z.infer<typeof meReceiptSchema>;

/**
 * `GET /me/schedule`: what he owes as the staff see it (the one balance), and each open amount with
 * its due date: « échu » once due today or before, « à échoir » after.
 */
export const meScheduleSchema = z.strictObject({
  asOf: z.string(),
  balance: learnerBalanceSchema,
  items: z.array(
    z.strictObject({ kind: z.enum(['invoice', 'deadline', 'opening']), label: z.string(), dueDate: z.string(), amount: z.number(), fallenDue: z.boolean() }),
  ),
});
export type MeSchedule = z.infer<typeof meScheduleSchema>;

/** `GET /me/hours`: hours done and planned against his contract (the staff's hours definition). */
export const meHoursSchema = learnerHoursSchema;

/** Staff side: `GET /learner-invitations/{id}` — where the learner's account stands. */
export const invitationStateSchema = z.strictObject({
  learnerId: z.number().int(),
  /** none: never invited; invited: link sent, not signed in yet; active: signed in once; revoked: access withdrawn. */
  state: z.enum(['none', 'invited', 'active', 'revoked']),
  email: z.string().nullable(),
  invitedAt: z.string().nullable(),
});
export type InvitationState = z.infer<typeof invitationStateSchema>;

/** `POST /learner-invitations/{id}`: where his account stands now, and whether the e-mail left (`sentAt`, null while queued). */
export const invitationSentSchema = invitationStateSchema.extend({ '@id': z.string(), '@type': z.string(), sentAt: z.string().nullable() });
export type InvitationSent = z.infer<typeof invitationSentSchema>;
