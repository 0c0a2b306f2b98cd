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

// js-yaml's timestamps: a date, or a date and a time with seconds, a fraction and a zone.
const DATE = /^(\d{4})-(\d\d)-(\d\d)$/;
const TIMESTAMP = /^(\d{4})-(\d\d?)-(\d\d?)(?:[Tt]|[ \t]+)(\d\d?):(\d\d):(\d\d)(?:\.(\d*))?(?:[ \t]*(Z|([-+])(\d\d?)(?::(\d\d))?))?$/;

/**
 * The instant a front matter date names. Front matter keeps dates as their text (see
 * read-yaml.ts): one that Docusaurus' YAML reader reads as a timestamp means what it means
 * there (UTC unless it names a zone, so `2024-05-31 10:00:00` is the same everywhere); any
 * other text, what JavaScript's Date makes of it, as Docusaurus' validation does.
 */
export function frontMatterDate(text: string): Date {
  const m = DATE.exec(text) ?? TIMESTAMP.exec(text);
  if (!m) return new Date(text);
  const [, year, month, day, hour, minute, second, fraction, zone, sign, zoneHour, zoneMinute] = m;
  const ms = fraction ? Number(fraction.slice(0, 3).padEnd(3, '0')) : 0;
  const utc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour ?? 0), Number(minute ?? 0), Number(second ?? 0), ms);
  const offset = zone && zone !== 'Z' ? (Number(zoneHour) * 60 + Number(zoneMinute ?? 0)) * 60_000 * (sign === '-' ? -1 : 1) : 0;
  return new Date(utc - offset);
}
