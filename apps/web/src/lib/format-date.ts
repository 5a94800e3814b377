/**
 * One way to write dates across the app, in the reader's locale: "Nov 22, 2026" for days and
 * "Nov 22, 2026, 2:47 PM" where the time matters (a video's creation, an index update).
 */
const day = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const dayAndTime = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export const formatDate = (value: string | number | Date) => day.format(new Date(value));
export const formatDateTime = (value: string | number | Date) => dayAndTime.format(new Date(value));
