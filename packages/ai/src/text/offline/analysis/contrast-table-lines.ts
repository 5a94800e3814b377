import { isLabelPair } from '../outline/contrast-labels';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A two-column table headed by the two sides of a contrast ("Acceptable | Not acceptable", "Do |
 * Don't") sets two lists side by side: a row pairs no property with its value, so each cell is an
 * item under its own column's label ("- Acceptable: Sharing a customer file through the secure file
 * share"), the left column's first, and a comparison is made of them as of any labelled lines
 * (decision 218). Any other table: null.
 */
export function contrastTableLines(rows: string[][], header: boolean): string | null {
  const [head, ...body] = rows;
  if (!header || head?.length !== 2 || body.length === 0 || body.some((r) => r.length > 2)) return null;
  const [left = '', right = ''] = head.map(oneLine);
  if (!isLabelPair(left, right)) return null;
  const side = (k: number, label: string) =>
    body
      .map((r) => oneLine(r[k] ?? ''))
      .filter(Boolean)
      .map((cell) => `- ${label}: ${cell}`);
  return [...side(0, left), ...side(1, right)].join('\n');
}
