/**
 * A contents or index entry as printed: its name, a leader of dots and a page number ("2.3 Simple
 * parsing. . . . . . . . 4", "asn1_der_coding ........ 20", "Preface . . . . . . v"). A document's
 * extracted pages keep them when its tree leaves the contents page out; a viewer hears nothing in
 * them (decision 218).
 */
const LEADER_LINE = /(?:\.[ \t]?){4,}[ \t]*(?:\d{1,4}|[ivxlc]{1,7})[ \t]*$/i;

export function withoutLeaderLines(text: string): string {
  return text
    .split('\n')
    .filter((line) => !LEADER_LINE.test(line))
    .join('\n');
}
