import type { EmbeddedRef } from '../../shared/references/types';

/**
 * Status of a push (spec part 2 §3: "status values are not shown"; ours, see docs/decisions.md):
 * draft until sent; once sent, scheduled before its start date, sent while the learners'
 * application shows it, ended after its end date.
 */
export type PushStatus = 'draft' | 'scheduled' | 'sent' | 'ended';
export const PUSH_STATUSES: readonly PushStatus[] = ['draft', 'scheduled', 'sent', 'ended'];

/** The actions of spec part 2 §4 (create, update, send, relaunch, duplicate, delete). */
export type PushAction = 'create' | 'update' | 'send' | 'relaunch' | 'duplicate' | 'delete';
/** Actions of the public API base (`PATCH …/{id}?action=`). */
export type PushPatchAction = 'send' | 'relaunch' | 'duplicate';

/** A push notification to learners, shown in their mobile application (`/pushes`). */
export interface Push {
  id: number;
  structure: string;
  title: string;
  message: string;
  status: PushStatus;
  /** First and last day the application shows it (`YYYY-MM-DD`). */
  startDate: string;
  endDate: string;
  /** 'learner': one learner; 'group': the learners of one group. */
  target: 'learner' | 'group';
  learner: (EmbeddedRef & { firstName: string; lastName: string }) | null;
  group: EmbeddedRef | null;
  /** Learner or group name when last saved (kept when they are deleted). */
  recipientLabel: string;
  /** Learners it would reach now (or reached, once sent). */
  recipientsCount: number;
  agency: EmbeddedRef;
  sentAt: string | null;
  relaunchCount: number;
  lastRelaunchedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A line of the delivery log (`GET /pushes/{id}/deliveries`): what was sent to whom. */
export interface PushDelivery {
  id: number;
  kind: 'send' | 'relaunch';
  deliveredAt: string;
  learner: { '@id': string; id: number; firstName: string; lastName: string };
  group: EmbeddedRef | null;
  deliveredBy: { id: number; firstName: string; lastName: string } | null;
}
