/**
 * The window of the operator's sessions (spec part 2 §9): from the start of the next day to the end
 * of the current month, in UTC, as the `startDate` / `endDate` of `GET /private-operators/sessions`.
 * On the last day of a month the window is empty (`isEmpty`).
 */
export function examSessionsWindow(now: Date): { startDate: string; endDate: string; isEmpty: boolean } {
  const startOfNextDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  const endOfMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  const startDate = startOfNextDay.toISOString().slice(0, 10);
  const endDate = endOfMonth.toISOString().slice(0, 10);
  return { startDate, endDate, isEmpty: startDate > endDate };
}
