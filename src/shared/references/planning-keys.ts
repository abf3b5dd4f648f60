/**
 * The planning data the shell drops when another tab announces a planning change (spec part 1 §2):
 * every SWR key on a `/plannings/…` path, whichever module reads it (the calendar's `planningKeys`,
 * the planning configuration, the dashboards, the shared planning references). Kept here, apart
 * from the modules: the shell belongs to the login page's first load, which carries no module.
 */
export const PLANNINGS_API_PREFIX = '/plannings/';

/** Whether an SWR key reads planning data (its path starts with `/plannings/`). */
export function isPlanningKey(key: unknown): boolean {
  return Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(PLANNINGS_API_PREFIX);
}
