import { sayableLine } from '../../point-checks/sayable-line';
import type { ScriptsResult } from '../../text-generator';
import { termsOf } from '../analysis/terms-of';
import { scriptWordRange } from '../offline-scripts';
import { isMeasureTitle } from '../outline/measure-title';
import { stableHash, stripTrailingPunctuation } from '../text-shaping';
import { TONE_PHRASES } from '../tone-phrases';
import { assemblePieces } from './assemble';
import { bodyPieces } from './body-pieces';
import { closingPieces } from './closing-pieces';
import { framingPieces } from './framing-pieces';
import { joinSentences } from './join-sentences';
import { leadPieces } from './lead-pieces';
import { notePieces } from './note-pieces';
import { orderedItems } from './ordered-points';
import type { Piece } from './piece';
import { fullSentenceOf, quizAnswer } from './point-sentences';
import type { ScriptRequest } from './script-request';
import type { SlideDraft, VideoScript } from './script-state';
import { allNoteSentences, slideNotes } from './slide-notes';
import { purposesFor } from './slide-purposes';
import { spokenForm } from './spoken-form';
import { sentenceKey, spokenTitle, spokenTopic } from './spoken-text';
import { supportPieces } from './support-pieces';
import { videoFacts } from './video-facts';

/** Writes one narration per slide, sized to the slide's duration and linked from slide to slide. */
export function writeOfflineScripts(request: ScriptRequest): ScriptsResult {
  const { slides, tone } = request;
  const facts = videoFacts(request);
  const { request: req, source, steps } = facts;
  const given = request.sourceText.trim() ? source : null;
  const purposes = purposesFor(request.styleId, slides);
  const stepNumber = (point: string) => steps.findIndex((st) => sentenceKey(st) === sentenceKey(point)) + 1;
  // Each slide's points in full: another slide's supporting sentences leave them to their own slide.
  const pointKeys = slides.map((s) => new Set((s.keyPoints ?? []).map((p) => sentenceKey(fullSentenceOf(stripTrailingPunctuation(p), given)))));
  const v: VideoScript = {
    request,
    slides,
    tone,
    phrases: TONE_PHRASES[tone],
    facts,
    req,
    source,
    steps,
    given,
    purposes,
    stepNumber,
    totalSeconds: slides.reduce((n, s) => n + s.duration, 0),
    used: new Set<string>(),
    videoSaid: [],
    // A quiz or a slide named by its role ("Recap and Next Steps") is not a topic to announce or recap.
    isRoleTitle: (s, i) => !!quizAnswer(s) || (!!purposes[i] && sentenceKey(s.title).startsWith(sentenceKey(purposes[i] as string))),
    topic: (title) => (isMeasureTitle(title) ? null : spokenTopic(title, facts.names)),
    said: (title) => spokenTitle(title, facts.names),
    contentSlides: slides
      .map((s, i) => ({ s, i }))
      .filter(({ s, i }) => i > 0 && i < slides.length - 1 && (s.templateId === 'bullet-points' || s.templateId === 'split-content')),
    pointKeys,
    noteKeys: new Set(allNoteSentences(request.documents ?? []).map((n) => sentenceKey(n))),
    // Without the user's own material the closing slide's line is only its slides' points joined: it stays on the close too (decision 159).
    // A closing Key Message is its slide's own, though: said earlier, it could only be recalled there (decision 194).
    othersPoints: (i) =>
      new Set(pointKeys.flatMap((set, k) => (k === i || (k === slides.length - 1 && given && slides[k]?.templateId !== 'focus-quote') ? [] : [...set]))),
    saidFacts: new Set<number>(),
    pointsSaid: [],
    agendaLine: '',
    agendaTopics: [],
    stepsCounted: false,
    questionAsked: false,
    rulesSaid: 0,
  };

  const scripts = slides.map((slide, i) => {
    const points = (slide.keyPoints ?? []).map((p) => stripTrailingPunctuation(p)).filter(Boolean);
    const candidates: Piece[] = [];
    const d: SlideDraft = {
      slide,
      i,
      isFirst: i === 0,
      isLast: i === slides.length - 1 && slides.length > 1,
      variant: stableHash(slide.id + slide.title) % 4,
      range: scriptWordRange(slide.duration, request.voice),
      points,
      required: [],
      candidates,
      content: (text, at) => {
        candidates.push({ text, at, kind: 'content' });
      },
      framing: (text, at) => {
        candidates.push({ text, at, kind: 'framing' });
      },
      purpose: purposes[i],
      ruleKept: false,
      slideSteps: [...new Set([...points, ...(slide.leftColumnPoints ?? []), ...(slide.rightColumnPoints ?? [])].map(stepNumber).filter((k) => k > 0))].sort(
        (a, b) => a - b,
      ),
    };
    leadPieces(v, d);
    notePieces(d, slideNotes(slide, request.documents ?? []));
    bodyPieces(v, d);
    // The close says what the viewer has not heard yet: what was left out, the source's next step (decision 212).
    closingPieces(v, d);
    supportPieces(v, d);
    framingPieces(v, d);

    // A brief that is little more than its request cannot fill a long video with its own words: only
    // then may a second filler and repeated framing close the gap to the spoken-length minimum (spec 001 §9 budget).
    const ordered = orderedItems(slide.pointSources, request.documents ?? []);
    // A sentence that led into a command it lost, or an FAQ's question said as a statement, is not said (decision 206).
    const sayable = (list: Piece[]) =>
      list.flatMap((p) => {
        if (p.kind !== 'content') return [p];
        const text = sayableLine(p.text);
        return text ? [{ ...p, text }] : [];
      });
    const chosen = assemblePieces(sayable(d.required), sayable(candidates), d.range, v.used, facts.sparse, v.videoSaid);
    if (d.isFirst) {
      const agenda = chosen.find((p) => p.topics);
      v.agendaLine = agenda?.text ?? '';
      v.agendaTopics = agenda?.topics ?? [];
    }
    if (!d.isLast)
      for (const p of chosen)
        if (p.point?.shown) {
          const key = sentenceKey(p.text);
          const score = facts.support.sentences.find((x) => sentenceKey(x.text).startsWith(key))?.score ?? 0;
          v.pointsSaid.push({ slide: i, said: p.text, shown: p.point.shown, score });
        }
    // The source's sentences as the voice says them: shorthand as words, light asides left to the slide, long ones in two (decision 199).
    const script = joinSentences(chosen, tone, ordered)
      .map((p) => (p.kind === 'content' ? spokenForm(p.text) : p.text))
      .join(' ');
    const spoken = new Set(termsOf(script));
    for (const x of facts.support.sentences) if (x.terms.length && x.terms.every((t) => spoken.has(t))) v.saidFacts.add(x.index);
    if (/So how do you /.test(script)) v.questionAsked = true;
    if (/There are \w+ steps\./.test(script)) v.stepsCounted = true;
    return { slideId: slide.id, script, visualCues: slide.visualCues?.length ? slide.visualCues : [`Illustration of ${slide.title}`] };
  });
  return { scripts };
}
