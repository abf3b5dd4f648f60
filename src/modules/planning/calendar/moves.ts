import type { PlacedBlock } from './layout';

/** Moves and resizes snap to a quarter of an hour. */
export const STEP = 15;

/** Where a slot sits or is being moved to: a place (a day of an agenda) and its times, minutes since midnight. */
export interface Place {
  column: number;
  start: number;
  end: number;
}

/**
 * The shape of a calendar surface, as moves see it: how many places it has and how they are laid out.
 * On a time grid (`rowLength` null) the places are side by side and ↑↓ change the time; in the rows of
 * agendas each row holds `rowLength` places (the days of one agenda) and ↑↓ change the row.
 */
export interface MoveGeometry {
  count: number;
  rowLength: number | null;
  hours: { start: number; end: number };
}

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';
export const ARROW_KEYS: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'] satisfies ArrowKey[];
export const isArrowKey = (key: string): key is ArrowKey => ARROW_KEYS.includes(key);

/** A new end, `delta` minutes later, at least a step after the start, within the grid (or where it already was). */
function resized(place: Place, delta: number, hours: MoveGeometry['hours']): Place {
  const limit = Math.max(hours.end, place.end);
  return { ...place, end: Math.min(limit, Math.max(place.start + STEP, place.end + delta)) };
}

/** One keyboard step of a move draft: Alt+arrow moves, Alt+Shift+↑↓ changes the end. */
export function stepPlace(place: Place, key: ArrowKey, resize: boolean, { count, rowLength, hours }: MoveGeometry): Place {
  const vertical = key === 'ArrowUp' || key === 'ArrowDown';
  const sign = key === 'ArrowDown' || key === 'ArrowRight' ? 1 : -1;
  if (vertical && resize) return resized(place, sign * STEP, hours);
  if (vertical && rowLength === null) {
    const delta = sign * STEP;
    return place.start + delta >= hours.start && place.end + delta <= hours.end ? { ...place, start: place.start + delta, end: place.end + delta } : place;
  }
  if (vertical) {
    const column = place.column + sign * (rowLength ?? 1);
    return column >= 0 && column < count ? { ...place, column } : place;
  }
  const column = place.column + sign;
  // In rows a day never leaves its agenda's row sideways.
  if (rowLength !== null && Math.floor(column / rowLength) !== Math.floor(place.column / rowLength)) return place;
  return { ...place, column: Math.min(count - 1, Math.max(0, column)) };
}

/**
 * Where a dragged slot lands. A move goes to the place under the pointer (none: its own), shifted by the
 * vertical drag on a time grid and at the same times in rows; a resize moves the end by the vertical drag.
 */
export function dropPlace(from: Place, mode: 'move' | 'resize', pointer: { column: number | null; deltaMinutes: number }, { rowLength, hours }: MoveGeometry): Place {
  const delta = Math.round(pointer.deltaMinutes / STEP) * STEP;
  if (mode === 'resize') return resized(from, delta, hours);
  const column = pointer.column ?? from.column;
  if (rowLength !== null) return { ...from, column };
  const length = from.end - from.start;
  const start = Math.min(Math.max(hours.start, from.start + delta), hours.end - length);
  return { column, start, end: start + length };
}

/** Where a new slot starts when only its day is chosen: 9:00, or within the grid's hours. */
export function defaultStart(hours: MoveGeometry['hours'], slotMinutes: number): number {
  return Math.max(hours.start, Math.min(hours.end - slotMinutes, 9 * 60));
}

/**
 * The slot the arrows go to from `block` (its column's list is in time order): ↑↓ the previous or next in
 * its column (in rows, past the ends: the nearest of the agenda above or below), ←→ the nearest in time
 * in the next column that has one.
 */
export function neighbourBlock(perColumn: readonly (readonly PlacedBlock[])[], block: PlacedBlock, key: ArrowKey, rowLength: number | null): PlacedBlock | undefined {
  const nearest = (candidates: readonly PlacedBlock[]) => candidates.reduce((best, b) => (Math.abs(b.top - block.top) < Math.abs(best.top - block.top) ? b : best));
  const list = perColumn[block.column]!;
  const index = list.indexOf(block);
  const vertical = key === 'ArrowUp' || key === 'ArrowDown';
  const sign = key === 'ArrowDown' || key === 'ArrowRight' ? 1 : -1;
  if (vertical) {
    const inColumn = list[index + sign];
    if (inColumn || rowLength === null) return inColumn;
    for (let c = block.column + sign * rowLength; c >= 0 && c < perColumn.length; c += sign * rowLength) {
      const candidates = perColumn[c]!;
      if (candidates.length > 0) return sign > 0 ? candidates[0] : candidates[candidates.length - 1];
    }
    return undefined;
  }
  for (let c = block.column + sign; c >= 0 && c < perColumn.length; c += sign) {
    const candidates = perColumn[c]!;
    if (candidates.length > 0) return nearest(candidates);
  }
  return undefined;
}
