import { z } from 'zod';
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
