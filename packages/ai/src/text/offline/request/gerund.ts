/** Short verbs whose final consonant doubles before "-ing" (stop → stopping). */
const DOUBLES =
  /^(?:stop|plan|spot|log|tag|drop|step|skip|scan|plug|run|set|get|put|cut|shut|sit|hit|let|grab|ship|chat|map|shop|swap|wrap|jog|begin|admit|submit|commit|refer|prefer|control)$/;

/** "report incidents" → "reporting incidents", for sentences that need a noun phrase. */
export function gerund(verbPhrase: string): string {
  const [verb = '', ...rest] = verbPhrase.trim().split(/\s+/);
  const v = verb.toLowerCase();
  let ing: string;
  if (v === 'be' || v === 'see') ing = `${v}ing`;
  else if (/ie$/.test(v)) ing = `${v.slice(0, -2)}ying`;
  else if (/[^aeiou]e$/.test(v)) ing = `${v.slice(0, -1)}ing`;
  else if (DOUBLES.test(v)) ing = `${v}${v.slice(-1)}ing`;
  else ing = `${v}ing`;
  return [ing, ...rest].join(' ');
}
