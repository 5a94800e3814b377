import { spokenWords } from '@lectern/core';
import { analyseSentence, hasMainVerb } from '../../nlp';
import { gerund } from '../request/gerund';
import { capitalize, joinList, lowerFirst, numberWord, ordinalWord, stripTrailingPunctuation } from '../text-shaping';
import { agendaPieces } from './agenda-pieces';
import { clauseTitle } from './framing-clause-title';
import { spanOf } from './framing-lines';
import { objectivesLine } from './objectives-line';
import { quizAnswer } from './point-sentences';
import { restatesPoint } from './restates-point';
import type { SlideDraft, VideoScript } from './script-state';
import { PURPOSE_LINES } from './slide-purposes';
import { sayableTitle, sentence, sentenceKey } from './spoken-text';

/** How a slide's narration opens: the welcome and promise, the quiz, the close, a Key Message's lead-in, or the line announcing the slide. */
export function leadPieces(v: VideoScript, d: SlideDraft): void {
  const { phrases, facts, req, steps, totalSeconds, used } = v;
  const { slide, i, isFirst, isLast, variant, required, content, slideSteps } = d;
  if (isFirst) {
    if (req?.subject) {
      // The promise says what the video is for; the greeting goes first when both fit.
      if (!v.source.objectives?.length) required.push({ text: phrases.promise(spanOf(totalSeconds), req.subject, steps.length >= 2), at: 1, kind: 'content' });
      content(phrases.welcome, 0);
      agendaPieces(v, d, 2);
    } else {
      // A title that is a clause ("How Our Programme Works") is said as one after the greeting, never as a name (decision 219).
      const clause = clauseTitle(sayableTitle(slide.title) || slide.title, facts.names);
      const opener = clause
        ? `${phrases.welcome} This video explains ${clause}.`
        : phrases.opener(openerName(v, sayableTitle(slide.title) || stripTrailingPunctuation(slide.title)));
      required.push({ text: opener, at: 0, kind: 'content' });
      // What the viewer will learn comes first (decision 190); the description only where the slide has time left.
      agendaPieces(v, d, 1);
      // A description that is a later slide's point is said on that slide, in its order (issue 20 item 4); a
      // description that is not a sentence ("What staff need to know about …") is shown, never read out as one (decision 190).
      const later = v.slides.slice(1).flatMap((s) => [...(s.keyPoints ?? []), ...(s.leftColumnPoints ?? []), ...(s.rightColumnPoints ?? [])]);
      if (slide.description?.trim() && hasMainVerb(slide.description) && !restatesPoint(slide.description, later)) content(slide.description, 2);
    }
    // Course material's learning objectives are the lesson's promise, said once here in the room the greeting leaves, never as orders on a slide (decision 217).
    const objectives = objectivesLine(v.source.objectives ?? [], d.range.max - required.reduce((n, p) => n + spokenWords(p.text), 0));
    if (objectives) required.push({ text: objectives, at: 1.5, kind: 'content', keep: true });
  } else if (quizAnswer(slide)) {
    // A quiz: the question, a pause to think, then the answer said out loud (and the goodbye when it closes the video).
    required.push({ text: 'Time for a quick question.', at: 0, kind: 'content' });
    required.push({ text: sentence(slide.description?.trim() || slide.title), at: 1, kind: 'content' });
    required.push({ text: 'Take a moment to think about it.', at: 2, kind: 'content' });
    required.push({ text: `The answer is ${quizAnswer(slide)}.`, at: 3, kind: 'content' });
    if (isLast) required.push({ text: phrases.closer, at: 99, kind: 'content' });
  } else if (isLast) {
    // A closing on a brief's list recaps the list whole (issue 20 item 4: it recaps the points really made);
    // the general "to conclude" line gives way to it when the slide is short (decision 159).
    if (steps.length >= 2) {
      required.push({ text: phrases.remember(numberWord(steps.length), joinList(steps.map((s) => lowerFirst(s)))), at: 2, kind: 'content', keep: true });
      content(phrases.conclusion(facts.subjectNoun), 0);
    }
    // Otherwise the "to conclude" line is said only where the recap of what was covered leaves it room (body-pieces.ts, decision 194).
    required.push({ text: phrases.closer, at: 99, kind: 'content' });
  } else if (slide.templateId === 'focus-quote') {
    // Each Key Message slide gets its own lead-in; once the tone's are spent, the message stands alone.
    const leads = phrases.quoteLead.map((_, k) => phrases.quoteLead[(k + variant) % phrases.quoteLead.length] as string);
    const lead = leads.find((l) => !used.has(sentenceKey(l)));
    if (lead) required.push({ text: lead, at: 0, kind: 'content' });
  } else if (v.isRoleTitle(slide, i) && d.purpose && PURPOSE_LINES[d.purpose]) {
    // A slide named by its role ("The Rule and Why It Exists", "Concept Explained") is announced by the role's own line,
    // never by its title said as a topic and then the role's line after it ("Let's look at the rule and why it exists." twice).
    required.push({ text: PURPOSE_LINES[d.purpose] as string, at: 0, kind: 'content', announces: true });
  } else {
    const first = slideSteps[0];
    // A slide holding some of the brief's steps is announced by its place in the sequence; a slide whose
    // title names no topic (a measure, "Nine Hours") is not announced by it: its points speak first (decision 199).
    const name = first && slideSteps.length < steps.length ? `the ${ordinalWord(first)} step` : v.topic(slide.title);
    if (name)
      required.push({
        text: (phrases.transitions[(i + variant) % phrases.transitions.length] as (t: string) => string)(name),
        at: 0,
        kind: 'content',
        announces: true,
      });
  }
}

/**
 * The video's title as the opener names it: a title that is an order ("Move to a Four-day Week from 1
 * September", "Handle Customer Refunds") is named by its gerund, so "Welcome to …" stays English
 * ("Welcome to Moving to a Four-day Week from 1 September!"); any other title as written (decision 199).
 */
function openerName(v: VideoScript, title: string): string {
  const topic = v.topic(title);
  const verb = title.split(/\s+/)[0] ?? '';
  // An order is known by its gerund reading, by being the brief's own request, by a verb before an adverb ("Lift
  // Safely"), or by a verb before nouns that end on a plural object ("Handle Customer Refunds").
  // (read in lower case: the tagger reads Title Case words as names)
  const tokens = analyseSentence(title.toLowerCase()).filter((t) => t.pos !== 'PUNCT');
  const base = tokens[0]?.pos === 'VERB' && tokens[0].text.toLowerCase() === tokens[0].lemma;
  // (a verb before nouns ending on a plural object: "Handle Customer Refunds"; "Service Desk" stays a noun)
  const plural = (t: (typeof tokens)[number] | undefined) => !!t && t.pos === 'NOUN' && t.text.toLowerCase() !== t.lemma && /s$/i.test(t.text);
  const order =
    (!!topic && topic !== v.said(title)) ||
    (!!v.req?.action && sentenceKey(v.req.action) === sentenceKey(title)) ||
    (base && tokens[1]?.pos === 'ADV' && tokens.length === 2) ||
    (base && tokens.slice(1).every((t) => t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'ADJ') && plural(tokens[tokens.length - 1]));
  if (!order || /^(?:never|always|do|don['’]t)$/i.test(verb)) return title;
  return `${capitalize(gerund(verb))}${title.slice(verb.length)}`;
}
