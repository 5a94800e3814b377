import { DocumentExtractionError } from './document-errors';
import { DOCUMENT_LIMITS } from './document-limits';
import { scanXml, tidy } from './office-xml';
import { TextBudget } from './text-budget';
import type { ZipArchive } from './zip-archive';

/** DrawingML text (a:p paragraphs of a:t runs), skipping slide-number fields that repeat on every page. */
function drawingText(xml: string, budget: TextBudget): string {
  let out = '';
  let inText = 0;
  let slideNumber = 0;
  const add = (s: string) => {
    budget.spend(s.length);
    out += s;
  };
  scanXml(xml, {
    open(tag, attr) {
      if (tag === 'a:t') inText++;
      else if (tag === 'a:br') add('\n');
      else if (tag === 'a:fld' && /slidenum/i.test(attr('type') ?? '')) slideNumber++;
    },
    close(tag) {
      if (tag === 'a:t') inText = Math.max(0, inText - 1);
      else if (tag === 'a:fld') slideNumber = Math.max(0, slideNumber - 1);
      else if (tag === 'a:p') add('\n');
    },
    text(t) {
      if (inText > 0 && slideNumber === 0) add(t);
    },
  });
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

async function relationships(zip: ZipArchive, partPath: string): Promise<{ id: string; type: string; target: string }[]> {
  const xml = await zip.text(relsPath(partPath));
  if (!xml) return [];
  const out: { id: string; type: string; target: string }[] = [];
  scanXml(xml, {
    open(tag, attr) {
      if (tag === 'Relationship') out.push({ id: attr('Id') ?? '', type: attr('Type') ?? '', target: resolveTarget(partPath, attr('Target') ?? '') });
    },
  });
  return out;
}

/**
 * PowerPoint text per slide, in presentation order, with the speaker notes after the slide text.
 * The slide count is checked against the limit before any slide is read.
 */
export async function pptxPages(
  zip: ZipArchive,
  budget = new TextBudget(),
  maxSlides: number = DOCUMENT_LIMITS.maxSlides,
  /** Hands each slide's XML and notes to the structure reader (decision 157), so no part is read twice. */
  onSlide?: (slideXml: string, page: number, notes: string | undefined) => void,
): Promise<string[]> {
  const presentationPath = 'ppt/presentation.xml';
  const xml = await zip.text(presentationPath);
  if (xml === undefined) return [];
  const rels = await relationships(zip, presentationPath);
  const ids: string[] = [];
  scanXml(xml, {
    open(tag, attr) {
      if (tag === 'p:sldId') ids.push(attr('r:id') ?? '');
    },
  });
  const byId = new Map(rels.map((r) => [r.id, r.target]));
  let slidePaths = ids.map((id) => byId.get(id)).filter((p): p is string => !!p);
  if (slidePaths.length === 0) {
    // No slide list: fall back to the slide parts by number.
    slidePaths = zip
      .names()
      .filter((p) => /^ppt\/slides\/slide\d+\.xml$/.test(p))
      .sort((a, b) => Number(a.match(/\d+/)?.[0]) - Number(b.match(/\d+/)?.[0]));
  }
  if (slidePaths.length > maxSlides) throw new DocumentExtractionError('pptx-too-many-slides');
  const pages: string[] = [];
  for (const path of slidePaths) {
    const slideXml = await zip.text(path);
    if (slideXml === undefined) continue;
    let text = drawingText(slideXml, budget);
    const notesRel = (await relationships(zip, path)).find((r) => r.type.endsWith('/notesSlide'));
    const notesXml = notesRel ? await zip.text(notesRel.target) : undefined;
    const notes = notesXml ? drawingText(notesXml, budget) : undefined;
    if (notes) text = text ? `${text}\n\nNotes: ${notes}` : `Notes: ${notes}`;
    pages.push(text);
    onSlide?.(slideXml, pages.length, notes);
  }
  return pages;
}
