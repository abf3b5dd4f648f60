/**
 * Birthdays in a window of days (pure): which `MM-DD` keys fall in it and when a birth date's next
 * birthday is. A birthday on 29 February is celebrated on 28 February in a common year.
 */

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function addDaysUtc(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The `MM-DD` keys of `days` days from `today` (included); `02-29` rides with `02-28` in a common year. */
export function birthdayKeys(today: string, days: number): string[] {
  const keys: string[] = [];
  for (let i = 0; i < days; i += 1) {
    const day = addDaysUtc(today, i);
    const key = day.slice(5);
    if (!keys.includes(key)) keys.push(key);
    if (key === '02-28' && !isLeap(Number(day.slice(0, 4))) && !keys.includes('02-29')) keys.push('02-29');
  }
  return keys;
}

/** The next birthday (today included) of someone born on `birthDate`, and the age reached that day. */
export function nextBirthday(birthDate: string, today: string): { date: string; age: number; daysUntil: number } {
  const born = Number(birthDate.slice(0, 4));
  const monthDay = birthDate.slice(5);
  const on = (year: number) => (monthDay === '02-29' && !isLeap(year) ? `${year}-02-28` : `${year}-${monthDay}`);
  let year = Number(today.slice(0, 4));
  if (on(year) < today) year += 1;
  const date = on(year);
  const daysUntil = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return { date, age: year - born, daysUntil };
}
