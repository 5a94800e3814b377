import { type DocumentTree, nodeText } from '../document-tree';

/** Words as the property checks count them: runs of letters and digits, lower-cased. Markup is not words. */
export const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Every word of the tree's nodes and notes, in the order they sit in the text. */
export function treeWords(tree: DocumentTree): string[] {
  const parts = [...tree.nodes.map((n) => ({ start: n.start, text: nodeText(n) })), ...tree.notes];
  return parts.sort((a, b) => a.start - b.start).flatMap((p) => words(p.text));
}

/**
 * Walks the text's words and the tree's together: `inOrder` says the tree's words all appear in
 * the text in the same order, `missed` lists the text's words the tree left out.
 */
export function coverage(text: string, tree: DocumentTree): { inOrder: boolean; missed: string[] } {
  const whole = words(text);
  const part = treeWords(tree);
  const missed: string[] = [];
  let i = 0;
  for (const word of part) {
    while (i < whole.length && whole[i] !== word) missed.push(whole[i++]!);
    if (i === whole.length) return { inOrder: false, missed };
    i++;
  }
  missed.push(...whole.slice(i));
  return { inOrder: true, missed };
}

/**
 * Nodes whose range does not hold their own words: a range starts at the node's first word, ends
 * with its last, and holds all its words in order (with markup such as list numbers between).
 */
export function misplaced(text: string, tree: DocumentTree): string[] {
  return tree.nodes
    .filter((n) => {
      const own = words(nodeText(n));
      const range = words(text.slice(n.start, n.end));
      let i = 0;
      for (const w of range) if (w === own[i]) i++;
      return i < own.length || range[0] !== own[0] || range[range.length - 1] !== own[own.length - 1];
    })
    .map((n) => nodeText(n));
}

/** Each paragraph's or list's first words with the headings it sits under. */
export const sections = (tree: DocumentTree) =>
  tree.nodes
    .filter((n) => n.type !== 'heading')
    .map((n) => ({ under: n.path.map((i) => (tree.nodes[i] as { text: string }).text), text: nodeText(n).slice(0, 30) }));
