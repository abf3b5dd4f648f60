import type { Generated } from 'kysely';

/**
 * Tables of the operations area (migrations 0600–0601): push notifications to learners (shown in
 * the learners' mobile application) and their delivery log.
 */

/** A push notification. `state` is what was done with it; the API's `status` also reads the dates. */
export interface PushesTable {
  id: Generated<number>;
  structure_id: number;
  /** The agency of its recipients (the learner's, or the group's): the push is scoped by it. */
  agency_id: number;
  title: string;
  message: string;
  /** 'learner' (one learner) or 'group' (the learners of one group). */
  target: string;
  learner_id: number | null;
  group_id: number | null;
  /** Name of the learner or group when the push was last saved (kept if they are deleted). */
  recipient_label: string;
  /** 'draft' until sent, then 'published'. */
  state: Generated<string>;
  /** First and last day the learners' application shows it (`YYYY-MM-DD`). */
  start_date: string;
  end_date: string;
  sent_at: string | null;
  sent_by: number | null;
  relaunch_count: Generated<number>;
  last_relaunched_at: string | null;
  duplicated_from_id: number | null;
  created_by: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  /** Set by DELETE: the push leaves the lists and the application, its delivery log stays. */
  deleted_at: string | null;
}

/** One push delivered to one learner: what was sent to whom, and when (send or relaunch). */
export interface PushDeliveriesTable {
  id: Generated<number>;
  push_id: number;
  structure_id: number;
  learner_id: number;
  /** The group through which the learner received it (null for a push to one learner). */
  group_id: number | null;
  /** 'send' or 'relaunch'. */
  kind: string;
  delivered_at: string;
  delivered_by: number | null;
}

export interface OperationsTables {
  pushes: PushesTable;
  push_deliveries: PushDeliveriesTable;
}
