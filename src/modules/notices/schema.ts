import { z } from 'zod';
import { embeddedRefSchema } from '../../shared/references/schema';
import { zBlankable, zDate, zOptionalText, zRef, zText } from '../../shared/schema/fields';

/** `POST /notices`: a notice collected by the school (not certified: verified 0). */
export const noticeCreateSchema = z.strictObject({
  agency: zRef,
  learner: zBlankable(zRef),
  authorName: zText(120, 'Le nom de l’auteur'),
  rating: z.number({ message: 'La note est obligatoire.' }).int('Note invalide.').min(1, 'La note va de 1 à 5.').max(5, 'La note va de 1 à 5.'),
  comment: zText(3000, 'Le commentaire'),
  noticeDate: zDate,
});

/** `POST /notices/report`: reports a notice with a reason. */
export const noticeReportSchema = z.strictObject({
  notice: zRef,
  reason: zRef,
  comment: zOptionalText(1000),
});

/** `POST /remind`: sends the request again. */
export const remindSchema = z.strictObject({ request_id: zRef });

/** `POST /requests`: asks a learner for a certified notice. */
export const requestCreateSchema = z.strictObject({ learner: zRef });

export type NoticeCreate = z.output<typeof noticeCreateSchema>;
export type NoticeReport = z.output<typeof noticeReportSchema>;

// ——— Requests, notices and report reasons as the API answers them (the declared outputs) ———

/** A request for a notice as `/requests` answers it (the declared output). */
export const noticeRequestSchema = z.strictObject({
  id: z.number().int(),
  learner: z.strictObject({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string().nullable() }),
  agency: embeddedRefSchema,
  requestDate: z.string(),
  status: z.enum(['sent', 'opened', 'answered']),
  noticeStatus: z.enum(['pending', 'posted']),
  postedNoticeDate: z.string().nullable(),
  remindedAt: z.string().nullable(),
  remindCount: z.number().int(),
});

/** A notice as `/notices` answers it (the declared output). */
export const noticeSchema = z.strictObject({
  id: z.number().int(),
  agency: embeddedRefSchema,
  learner: z.strictObject({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
  authorName: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** 1 when it answers a request (certified), 0 otherwise. */
  verified: z.union([z.literal(0), z.literal(1)]),
  reported: z.boolean(),
  reportReason: z.strictObject({ id: z.number().int(), label: z.string() }).nullable(),
  reportComment: z.string().nullable(),
  noticeDate: z.string(),
  createdAt: z.string(),
});

/** Why a notice is reported (`/reasons`). */
export const reasonSchema = z.strictObject({ id: z.number().int(), label: z.string() });
