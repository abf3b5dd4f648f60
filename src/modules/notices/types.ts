import type { EmbeddedRef } from '../../shared/references/types';

export type RequestStatus = 'sent' | 'opened' | 'answered';
export type NoticeStatus = 'pending' | 'posted';

/** A request sent to a learner to leave a certified notice (`/requests`). */
export interface NoticeRequest {
  id: number;
  learner: { id: number; firstName: string; lastName: string; email: string | null };
  agency: EmbeddedRef;
  requestDate: string;
  status: RequestStatus;
  noticeStatus: NoticeStatus;
  postedNoticeDate: string | null;
  remindedAt: string | null;
  remindCount: number;
}

/** A notice (`/notices`): verified 1 when it answers a request (certified), 0 otherwise. */
export interface Notice {
  id: number;
  agency: EmbeddedRef;
  learner: { id: number; firstName: string; lastName: string } | null;
  authorName: string;
  rating: number;
  comment: string;
  verified: 0 | 1;
  reported: boolean;
  reportReason: { id: number; label: string } | null;
  reportComment: string | null;
  noticeDate: string;
  createdAt: string;
}

/** Why a notice is reported (`/reasons`). */
export interface Reason {
  id: number;
  label: string;
}
