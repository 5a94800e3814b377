import type JSZip from 'jszip';
import { attrsOf, childrenOf, parseXml, tagOf, textOf, tidy, type XmlNode } from './office-xml';

function drawingText(nodes: XmlNode[]): string {
  let out = '';
  const walk = (list: XmlNode[]) => {
    for (const node of list) {
      const tag = tagOf(node);
      if (tag === 'a:t') out += childrenOf(node).map(textOf).join('');
      else if (tag === 'a:br') out += '\n';
      else if (tag === 'a:fld' && /slidenum/i.test(attrsOf(node).type ?? ''))
        continue; // slide-number fields repeat on every page
      else if (tag === 'a:p') {
        walk(childrenOf(node));
        out += '\n';
      } else if (tag !== '#text') walk(childrenOf(node));
    }
  };
  walk(nodes);
  return tidy(out);
}

const relsPath = (partPath: string) => {
  const slash = partPath.lastIndexOf('/');
  return `${partPath.slice(0, slash)}/_rels/${partPath.slice(slash + 1)}.rels`;
};

function resolveTarget(fromPart: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = fromPart.split('/').slice(0, -1);
  for (const seg of target.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.') parts.push(seg);
  }
  return parts.join('/');
}

async function relationships(zip: JSZip, partPath: string): Promise<{ id: string; type: string; target: string }[]> {
  const xml = await zip.file(relsPath(partPath))?.async('string');
  if (!xml) return [];
  const out: { id: string; type: string; target: string }[] = [];
  const walk = (nodes: XmlNode[]) => {
    for (const n of nodes) {
      if (tagOf(n) === 'Relationship') {
        const a = attrsOf(n);
        out.push({ id: a.Id ?? '', type: a.Type ?? '', target: resolveTarget(partPath, a.Target ?? '') });
      } else walk(childrenOf(n));
    }
  };
  walk(parseXml(xml));
  return out;
}

/** PowerPoint text per slide, in presentation order, with the speaker notes after the slide text. */
export async function pptxPages(zip: JSZip): Promise<string[]> {
  const presentationPath = 'ppt/presentation.xml';
  const xml = await zip.file(presentationPath)?.async('string');
  if (xml === undefined) return [];
  const rels = await relationships(zip, presentationPath);
  const ids: string[] = [];
  const walk = (nodes: XmlNode[]) => {
    for (const n of nodes) {
      if (tagOf(n) === 'p:sldId') ids.push(attrsOf(n)['r:id'] ?? '');
      else walk(childrenOf(n));
    }
  };
  walk(parseXml(xml));
  let slidePaths = ids.map((id) => rels.find((r) => r.id === id)?.target).filter((p): p is string => !!p);
  if (slidePaths.length === 0) {
    // No slide list: fall back to the slide parts by number.
    slidePaths = Object.keys(zip.files)
      .filter((p) => /^ppt\/slides\/slide\d+\.xml$/.test(p))
      .sort((a, b) => Number(a.match(/\d+/)?.[0]) - Number(b.match(/\d+/)?.[0]));
  }
  const pages: string[] = [];
  for (const path of slidePaths) {
    const slideXml = await zip.file(path)?.async('string');
    if (slideXml === undefined) continue;
    let text = drawingText(parseXml(slideXml));
    const notesRel = (await relationships(zip, path)).find((r) => r.type.endsWith('/notesSlide'));
    const notesXml = notesRel ? await zip.file(notesRel.target)?.async('string') : undefined;
    if (notesXml) {
      const notes = drawingText(parseXml(notesXml));
      if (notes) text = text ? `${text}\n\nNotes: ${notes}` : `Notes: ${notes}`;
    }
    pages.push(text);
  }
  return pages;
}
