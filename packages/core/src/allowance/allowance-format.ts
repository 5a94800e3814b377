/**
 * Spec 000 §9 / 001 §5: minutes show to one decimal ("2.5m"); from 60 up as "{h}h {m}m",
 * where the minutes are whole (an hour display with "30.5m" in it would read as noise).
 */
export function formatMinutes(minutes: number): string {
  const value = Number.isFinite(minutes) ? minutes : 0;
  if (value >= 60) {
    const whole = Math.round(value);
    return `${Math.floor(whole / 60)}h ${whole % 60}m`;
  }
  return `${roundTo(value, 1).toFixed(1)}m`;
}

/** A minutes number as prose: whole numbers as they are, anything else to one decimal. */
export function formatMinuteNumber(minutes: number): string {
  const value = Number.isFinite(minutes) ? minutes : 0;
  return Number.isInteger(roundTo(value, 6)) ? String(Math.round(value)) : roundTo(value, 1).toFixed(1);
}

/**
 * A number of minutes in a sentence, the word agreeing with the number: "1 minute", "2 minutes",
 * "0.5 minutes", "1 avatar minute", "3 non-avatar minutes". Only exactly one is singular. Every
 * screen, message and mail that counts minutes says it through this (issue 19: never "1 minutes").
 * A number already formatted (a string) is used as it is.
 */
export function minutesText(minutes: number | string, kind?: string): string {
  const text = typeof minutes === 'number' ? formatMinuteNumber(minutes) : minutes.trim();
  return `${text} ${kind ? `${kind} ` : ''}${text === '1' ? 'minute' : 'minutes'}`;
}

/** Spec 001 §5: required time shows whole numbers as "n minute(s)", else one decimal. */
export function formatRequiredMinutes(minutes: number): string {
  return minutesText(minutes);
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * Spec 000 §9 time-ago for requests: under 60 s "Just now", then minutes, hours, days under
 * 30 days, then the date.
 */
export function timeAgo(value: string | Date, now: Date = new Date(), locale = 'en-US'): string {
  const date = value instanceof Date ? value : new Date(value);
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 30) return plural(days, 'day');
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** Rounds half away from zero at `digits` decimals, without 1.005-style float surprises. */
export function roundTo(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.sign(value) * (Math.round(Math.abs(value) * f + Number.EPSILON * f) / f);
}
