import type { SlotDateBound } from '../types';

/** The learner's slots status filter (spec part 2 §4): past ones, future ones. */
export const SLOT_PERIODS = ['past', 'future'] as const;
export type SlotPeriod = (typeof SLOT_PERIODS)[number];

/**
 * The date bound of the slot status filter: past = date[before] today, future = date[after] today,
 * applied only when exactly one of them is chosen (none or both: every slot).
 */
export function slotPeriodBound(chosen: readonly SlotPeriod[], today: string): SlotDateBound {
  const unique = new Set(chosen);
  if (unique.size !== 1) return {};
  return unique.has('past') ? { date: { before: today } } : { date: { after: today } };
}
