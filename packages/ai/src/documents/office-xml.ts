import { XMLParser } from 'fast-xml-parser';

/** Ordered XML nodes (fast-xml-parser `preserveOrder`): { tag: children[], ':@': attributes } or { '#text': value }. */
export type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  processEntities: true,
  parseTagValue: false,
});

export const parseXml = (xml: string): XmlNode[] => parser.parse(xml) as XmlNode[];

export const tagOf = (node: XmlNode) => Object.keys(node).find((k) => k !== ':@') ?? '';
export const childrenOf = (node: XmlNode): XmlNode[] => {
  const value = node[tagOf(node)];
  return Array.isArray(value) ? (value as XmlNode[]) : [];
};
export const attrsOf = (node: XmlNode) => (node[':@'] ?? {}) as Record<string, string>;
export const textOf = (node: XmlNode) => (tagOf(node) === '#text' ? String(node['#text'] ?? '') : '');

/** Tidies extracted text: trims lines, collapses runs of spaces and blank lines. */
export const tidy = (text: string) =>
  text
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
