import type { z } from 'zod';
import type { pushDeliverySchema, pushSchema } from './schema';

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
export type Push = z.infer<typeof pushSchema>;

/** A line of the delivery log (`GET /pushes/{id}/deliveries`): what was sent to whom. */
export type PushDelivery = z.infer<typeof pushDeliverySchema>;
