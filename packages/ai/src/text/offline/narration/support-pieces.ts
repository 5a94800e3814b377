import { termsOf } from '../analysis/terms-of';
import { quizAnswer } from './point-sentences';
import type { SlideDraft, VideoScript } from './script-state';
import { plainText, slideSectionText } from './section-text';
import { sentenceKey } from './spoken-text';

/** The source's own sentences that explain the slide, its points' sections first; each is said once in the video. */
export function supportPieces(v: VideoScript, d: SlideDraft): void {
  const { facts, req, pointKeys, othersPoints } = v;
  const { slide, i, isFirst, points, content } = d;
  // The source's own sentences that share this slide's terms, each said once in the video.
  const slideTerms = new Set(termsOf([slide.title, slide.description ?? '', ...points].join(' ')));
  // The sections the slide's points come from: their other sentences explain the slide first.
  const pointKeysHere = [...(pointKeys[i] ?? [])];
  const ownSections = new Set(facts.support.sentences.filter((x) => pointKeysHere.some((k) => k && sentenceKey(x.text).startsWith(k))).map((x) => x.section));
  // Where the points' document sections are known, only their sentences explain the slide: a
  // sentence of a neighbouring or left-out section never is (issue 20 item 4).
  // A slide drawn from no section (the title, the closing recap) is explained by the sections the
  // video's slides come from: never by one the video leaves out and names as not covered.
  const documents = v.request.documents ?? [];
  const within =
    slideSectionText(slide.pointSources, documents) ??
    slideSectionText(
      v.slides.flatMap((s) => s.pointSources ?? []),
      documents,
    );
  if (!(isFirst && req?.subject) && !quizAnswer(slide))
    facts.support.sentences
      .filter((s) => within === null || within.includes(` ${plainText(s.text)} `))
      .map((s) => ({ s, overlap: new Set(s.terms.filter((t) => slideTerms.has(t))).size + (ownSections.has(s.section) ? 10 : 0) }))
      .filter((x) => x.overlap > 0 && x.s.words >= 4 && (!x.s.isListItem || ownSections.has(x.s.section)))
      // Another slide's points stay for that slide: said here, they could not be said there. So do a deck's speaker notes (decision 185).
      .filter((x) => !othersPoints(i).has(sentenceKey(x.s.text)) && !v.noteKeys.has(sentenceKey(x.s.text)))
      .sort((a, b) => b.overlap - a.overlap || b.s.score - a.s.score || a.s.index - b.s.index)
      .forEach((x, k) => {
        content(x.s.text, 5 + k / 10);
      });
}
