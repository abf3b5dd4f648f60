import type { z } from 'zod';
import type { noticeRequestSchema, noticeSchema, reasonSchema } from './schema';

/** A request sent to a learner to leave a certified notice (`/requests`). */
export type NoticeRequest = z.infer<typeof noticeRequestSchema>;

export type RequestStatus = NoticeRequest['status'];
export type NoticeStatus = NoticeRequest['noticeStatus'];

/** A notice (`/notices`): verified 1 when it answers a request (certified), 0 otherwise. */
export type Notice = z.infer<typeof noticeSchema>;

/** Why a notice is reported (`/reasons`). */
export type Reason = z.infer<typeof reasonSchema>;
