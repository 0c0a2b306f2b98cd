const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Why a date written as YYYY-MM-DD (alone or before a time) names no day of the calendar
 * ("February 2024 has 29 days"), or undefined when it names one or is written otherwise.
 * JavaScript's Date would roll 2024-02-30 over to March 1 without a word.
 */
export function calendarDateProblem(value: string): string | undefined {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T ])/.exec(value.trim());
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12) return `there is no month ${month}`;
  // Day 0 of the next month is the last day of this one.
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days) return `${MONTHS[month - 1]} ${year} has ${days} days`;
  return undefined;
}
