import { BRIEF_SOURCE_NAME, PASTED_TEXT_SOURCE_NAME } from '@lectern/core';
import { joinSupportingMaterials, type WithSupportingDocuments } from '../supporting-materials';
import type { OutlineInput } from '../text-generator';
import type { PointSourceMaterial } from './point-sources';

type OutlineRequest = Pick<OutlineInput, 'brief' | 'sourceText' | 'sourceOrigin'> & WithSupportingDocuments;

/** A document handed on without its file name (an older caller) is still a place a point can come from. */
const UNNAMED_DOCUMENT = 'Uploaded document';

/**
 * What an outline's points may come from, named as the Outline step shows them (decision 161):
 * the brief ("Your brief"), the given text (a web page or a video by its title, pasted text as
 * "Your text") and each document by its file name with its structure tree. The documents were
 * also joined onto the given text under the Supporting Materials heading (spec 001 §7); that
 * copy is taken off so a point is placed in its document, not in the joined text.
 */
export function pointSourceMaterials(input: OutlineRequest): PointSourceMaterial[] {
  const documents = input.documents ?? [];
  let given = input.sourceText ?? '';
  if (documents.length) {
    const joined = joinSupportingMaterials('', documents);
    if (joined && given.endsWith(joined)) given = given.slice(0, given.length - joined.length);
  }
  const origin = input.sourceOrigin;
  const givenMaterial: PointSourceMaterial =
    origin?.kind === 'web' || origin?.kind === 'captions'
      ? { kind: origin.kind, name: origin.title || (origin.kind === 'web' ? 'Web page' : 'Video'), text: given, ...(origin.tree ? { tree: origin.tree } : {}) }
      : { kind: 'brief', name: PASTED_TEXT_SOURCE_NAME, text: given };
  return [
    { kind: 'brief', name: BRIEF_SOURCE_NAME, text: input.brief ?? '' },
    givenMaterial,
    ...documents.map(
      (d): PointSourceMaterial => ({ kind: 'document', name: d.name?.trim() || UNNAMED_DOCUMENT, text: d.text, ...(d.tree ? { tree: d.tree } : {}) }),
    ),
  ];
}
