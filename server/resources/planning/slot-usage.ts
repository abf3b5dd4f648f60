import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * How many slots name this activity or material resource. Their keys are « set null »: deleting one
 * in use would silently take it off its lessons, so its deletion is refused with this count.
 */
export async function slotsUsing(db: Kysely<Database>, column: 'activity_id' | 'resource_id', id: number): Promise<number> {
  const row = await db.selectFrom('planning_slots').select((eb) => eb.fn.countAll<number | string>().as('n')).where(column, '=', id).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** « 1 créneau », « 94 créneaux ». */
export const slotCountText = (count: number) => (count === 1 ? '1 créneau' : `${count} créneaux`);
