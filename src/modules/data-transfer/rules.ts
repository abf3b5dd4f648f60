import { MAX_IMPORT_ROWS } from './types';

/** Data lines of a CSV text (the header excluded, a last empty line ignored). */
export function countDataLines(text: string): number {
  let lines = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lines++;
  if (text.length > 0 && !text.endsWith('\n')) lines++;
  return Math.max(0, lines - 1);
}

/** Checked in the browser before sending: a file of 100 000 lines or more is refused at once (the server checks again). */
export function tooManyLines(text: string): boolean {
  return countDataLines(text) > MAX_IMPORT_ROWS;
}

/** Export progress, in percent (0 while the total is unknown). */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((done / total) * 100));
}
