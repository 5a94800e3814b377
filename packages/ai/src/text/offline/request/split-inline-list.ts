export const cleanEnd = (t: string) => t.trim().replace(/[\s.!?]+$/u, '');
export const upperFirst = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** "tell a supervisor" → "tell your supervisor"; "make safe" → "make it safe". */
export function addressStep(step: string): string {
  let s = cleanEnd(step).replace(/^(?:and|then|or)\s+/i, '');
  s = s.replace(/\b(?:a|the)\s+(supervisor|manager|line manager|team leader|team lead|boss|mentor|coach|buddy|shift lead)\b/gi, 'your $1');
  s = s.replace(/^(make|keep|get|leave)\s+(safe|secure|clean|clear|tidy|ready|sure)\b/i, '$1 it $2');
  return upperFirst(s);
}

/** Splits an in-sentence list ("stop, make safe, tell a supervisor and file the report") into items. */
export function splitInlineList(text: string): string[] {
  let parts = cleanEnd(text)
    .split(/\s*[,;]\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  const last = parts[parts.length - 1];
  if (parts.length >= 2 && last && / and /i.test(last) && !/^and /i.test(last)) {
    const at = last.toLowerCase().lastIndexOf(' and ');
    parts = [...parts.slice(0, -1), last.slice(0, at), last.slice(at + 5)];
  }
  return parts.map((p) => p.replace(/^(?:and|then|or)\s+/i, '')).filter((p) => p.split(/\s+/).length <= 12);
}
