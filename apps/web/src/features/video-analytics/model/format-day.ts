// Analytics days are UTC days (decision 177): written in UTC, so "2026-11-22" never reads as
// Nov 21 west of Greenwich.
const long = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const short = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "Nov 22, 2026" for a YYYY-MM-DD day or a time in seconds. */
export const formatDay = (day: string | number) => long.format(typeof day === 'number' ? day * 1000 : Date.parse(`${day}T00:00:00Z`));

/** "Nov 22" for a chart's axis, in seconds. */
export const formatAxisDay = (seconds: number) => short.format(seconds * 1000);
