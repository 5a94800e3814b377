import { looksLikeCode } from '../../text/point-checks/looks-like-code';

const indentWidth = (line: string) => (line.match(/^[ \t]*/)?.[0] ?? '').replace(/\t/g, '    ').length;

/** A line of a config file or YAML sample: "jobs:", "- name: nightly-files", "keep_days: 30" (a key is one identifier in lower case: "Status: stable" is a field of a form). */
const CONFIG_LINE = /^[ \t]*(?:-[ \t]+)?[a-z_][\w.-]*:(?:[ \t]+\S.*)?$/;
/** A YAML list member under its key: "- /srv/files". */
const CONFIG_ITEM = /^[ \t]*-[ \t]+[^\s\p{Lu}][^ \t]*$/u;
/** A token no sentence is made of: a figure with letters or symbols, a path, an option, an identifier with "_", a bracket or an operator. */
const CODE_TOKEN = /(?:^|\s)(?:\S*\d\S*|\S*[/_=|<>{}[\]$#@\\]\S*|--?[a-z]\S*)(?=\s|$)/;
/** A sentence ends on the line. */
const ENDS_SENTENCE = /[.!?]["'”’)]?$/;

/**
 * Whether a block of plain text is code, by the same rule points are held to (`looksLikeCode`):
 * manuals set commands, settings and examples apart by a blank line and an indent, and a viewer
 * never reads them as points nor hears them said (issue 20 item 3, decision 207).
 *
 * - Every line is code or a config line ("$ sudo systemctl enable --now harbourline-agent",
 *   "jobs:", "  - name: nightly-files", "keep_days: 30"), at least one of them code or a setting
 *   with its value, and the block stands deeper than the text before it.
 * - Or the text before leads into it with a colon ("Example usage:", "run:") and every line is
 *   short, ends no sentence, opens in lower case or on a symbol, and the block holds a token no
 *   sentence does ("reassign 123456 bar 1.0-1"): an example of commands.
 *
 * `before` is the block of lines just before (after a blank line), or undefined at the start.
 */
export function isPlainTextCode(lines: readonly string[], before: readonly string[] | undefined): boolean {
  if (!lines.length) return false;
  const trimmed = lines.map((l) => l.trim());
  const indent = Math.min(...lines.map(indentWidth));
  const beforeIndent = before?.length ? indentWidth(before[0]!) : 0;
  const codeOrConfig = (l: string) => looksLikeCode(l) || CONFIG_LINE.test(l) || CONFIG_ITEM.test(l);
  const strong = trimmed.some((l) => looksLikeCode(l) || /^[a-z_][\w.-]*:[ \t]+\S/.test(l.replace(/^-[ \t]+/, '')));
  if (indent > beforeIndent && lines.every(codeOrConfig) && strong && trimmed.every((l) => !ENDS_SENTENCE.test(l) || looksLikeCode(l))) return true;
  const leadIn = !!before?.length && /:$/.test(before[before.length - 1]!.trim());
  return (
    leadIn &&
    indent >= beforeIndent &&
    trimmed.every((l) => l.length <= 72 && !ENDS_SENTENCE.test(l) && /^[^\p{Lu}]/u.test(l)) &&
    trimmed.some((l) => CODE_TOKEN.test(l))
  );
}
