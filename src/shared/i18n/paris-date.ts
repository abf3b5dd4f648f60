/** Built once: a DateTimeFormat with a time zone costs ≈ 57 µs to create, more than a whole request's work. */
const PARIS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * `YYYY-MM-DD` of an instant in Europe/Paris: the day French documents are dated, and the « today »
 * the server checks dates against. From 23:00 UTC in winter (22:00 in summer) it is the next UTC day.
 */
export function parisDate(date: Date): string {
  return PARIS_DAY.format(date);
}
