import { splitSentences } from '../../nlp/split-sentences';
import { termsOf } from '../analysis/terms-of';
import { isRuleSentence } from '../outline/sentence-kinds';
import { capitalize, joinList, lowerFirst, stripTrailingPunctuation } from '../text-shaping';
import { RULE_LEADS } from './framing-lines';
import { recallOf, saidBefore } from './message-recall';
import { fullSentenceOf, quizAnswer, stepSentence } from './point-sentences';
import { recapOfPoints } from './recap-pieces';
import { restatesPoint } from './restates-point';
import type { SlideDraft, VideoScript } from './script-state';
import { sentence, sentenceKey } from './spoken-text';
import { topicsNotNamed, topicsRecap } from './topics-recap';
import { isNounPhrase, pointHeading, wholePoint } from './whole-point';

/** What a slide's narration says of the slide itself: its points, its columns, its message, or the closing recap. */
export function bodyPieces(v: VideoScript, d: SlideDraft): void {
  const { request, tone, phrases, steps, given, stepNumber, used, isRoleTitle, contentSlides } = v;
  const { slide, isFirst, isLast, points, required, candidates, content, slideSteps } = d;
  if (quizAnswer(slide)) {
    // The quiz says its question and answer, nothing else from the slide.
  } else if (isLast) {
    if (steps.length < 2) {
      // A title another one already holds ("Allergens" after "Handwashing and Allergens") is not named twice.
      const titles = contentSlides
        .filter(({ s, i: k }) => !isRoleTitle(s, k))
        .map(({ s }) => (v.topic(s.title) ?? '').trim())
        .filter((t) => /\p{L}/u.test(t));
      // A title joining others ("Warning Signs and What to Do") goes first; then one held by a longer one.
      const joins = (t: string) => {
        const parts = t.split(/,\s+|\s+and\s+/).map(sentenceKey);
        return parts.length > 1 && parts.every((p) => titles.some((o) => o !== t && sentenceKey(o) === p));
      };
      const kept = titles.filter((t) => !joins(t));
      const held = kept.filter((t, k) => !kept.some((o, j) => j !== k && o.length > t.length && ` ${sentenceKey(o)} `.includes(` ${sentenceKey(t)} `)));
      // A topic a line already named is not named again (decision 212): the close says what the viewer has not heard.
      const topics = topicsNotNamed(held, used);
      // The points really made, said again shorter, before the topics' names (decision 190): one of the two is said.
      const made = recapOfPoints(v.pointsSaid, tone);
      if (made) candidates.push({ text: made, at: 2, kind: 'framing', recap: true, group: 'recap' });
      // Else the topics covered, even when the title slide named them: a closing that promises a recap and says none is hollow.
      // Every topic, in short sentences (decision 194); a slide too short for them all names the first four.
      // (a closing Key Message that only names the one topic is said as that topic's recap, decision 206)
      if (held.length >= 2 || (held.length === 1 && slide.templateId === 'focus-quote')) {
        for (const some of topics.length > 4 ? [topics, topics.slice(0, 4)] : topics.length ? [topics] : [])
          candidates.push({ text: topicsRecap(some, phrases.recap), at: 2, kind: 'content', recap: true, group: 'recap', whole: true });
      }
      // A closing list with no topics to name (one slide held them all) is recapped by its own points, in order (decision 159).
      // One point joining them all ("Sign in at the front desk, wash your hands … and never …") is said as it is; not a
      // list that only names again what the title slide named ("Lifting aid, load and body").
      else if (slide.templateId === 'bullet-points' && (points.length >= 2 || (points.length === 1 && /,.+\band\b/.test(points[0] as string)))) {
        const list = capitalize(`${joinList(points.map((p) => lowerFirst(p)))}.`);
        if (!(v.agendaLine && restatesPoint(list, [v.agendaLine]))) candidates.push({ text: list, at: 2, kind: 'content', recap: true });
      }
    }
    if (slide.templateId === 'focus-quote' && slide.description?.trim() && steps.length < 2) {
      // A closing message that runs through the slides' topics (decision 185) is the recap already said: not said twice.
      // So is one that only names again the topics the title slide named (decision 190).
      const recapped = [...candidates.filter((c) => c.recap).map((c) => c.text), v.agendaLine].filter(Boolean);
      // A message's sentence already said (a supporting sentence of an earlier slide) is not said again; its others are.
      // The message itself is always said (decision 194), as a recall when an earlier slide said it already.
      // A line through the topics (one slide's title said again) is no message to recall.
      const shownKey = sentenceKey(points[0] ?? '');
      const lead = required.find((p) => p.at === 0)?.text ?? '';
      const titleTerms = new Set(termsOf(contentSlides.map(({ s }) => s.title).join(' ')));
      const namesTopics = (x: string) => {
        const terms = termsOf(x);
        return terms.length > 0 && terms.filter((t) => titleTerms.has(t)).length / terms.length >= 0.8;
      };
      const sentences = splitSentences(sentence(slide.description))
        .map((x) => x.text.trim())
        .filter((x) => x && !restatesPoint(x, recapped));
      const own = sentences.find((x) => sentenceKey(x) === shownKey && !namesTopics(x));
      if (own) required.push({ text: saidBefore(own, used, v.videoSaid) ? recallOf(own, lead) : own, at: 3, kind: 'content', recap: true, keep: true });
      // (a line through the topics, "Can debian be packaged with non-free software.", is the recap's to say, in a form that reads)
      const notes = sentences.filter((x) => x !== own && !used.has(sentenceKey(x)) && !namesTopics(x)).join(' ');
      if (notes) candidates.push({ text: notes, at: 3.1, kind: 'content', recap: true });
    }
    // The closing summary names what was covered (the recap above); it never says the slides' sentences again.
    // The "to conclude" line gives way to that recap and the message when the slide is short (decision 194).
    // (talk about the video, not a fact: naming the subject again is no repeat)
    if (steps.length < 2) candidates.push({ text: phrases.conclusion(v.facts.subjectNoun), at: 0, kind: 'framing' });
  } else if (slide.templateId === 'focus-quote') {
    const message = sentence(slide.description?.trim() || points[0] || slide.title);
    // The slide's script always says its message (decision 194): a message already said on an earlier
    // slide is said again on purpose, as a recall, since the slide exists to stress it.
    const lead = required.find((p) => p.at === 0)?.text ?? '';
    if (!saidBefore(message, used, v.videoSaid)) required.push({ text: message, at: 2, kind: 'content', keep: true });
    else required.push({ text: recallOf(message, lead), at: 2, kind: 'content', recap: true, keep: true });
  } else if (slide.templateId === 'split-content' && slide.leftColumnTitle && slide.rightColumnTitle) {
    const columns = [
      [slide.leftColumnTitle, slide.leftColumnPoints ?? []],
      [slide.rightColumnTitle, slide.rightColumnPoints ?? []],
    ] as const;
    const stepColumns = columns.every(([, list]) => list.length > 0 && list.every((p) => stepNumber(p) > 0));
    if (stepColumns) {
      columns.forEach(([, list], c) => {
        list.forEach((p, k) => {
          content(stepSentence(p, stepNumber(p), steps.length, tone), 2 + c + k / 10);
        });
      });
    } else {
      const doAndDont = /^do$/i.test(slide.leftColumnTitle.trim());
      content(doAndDont ? 'Here is what to do, and what to avoid.' : phrases.compare(v.said(slide.leftColumnTitle), v.said(slide.rightColumnTitle)), 1);
      columns.forEach(([title, list], c) => {
        if (!list.length) return;
        const plain = (t: string) => t.toLowerCase().replace(/[’‘]/g, "'");
        // "Don't promise…; don't paste…" already says its column: no "Don't: don't…".
        const saysTitle = list.some((p) => plain(p).startsWith(`${plain(stripTrailingPunctuation(title))} `));
        const said = list.map((p) => lowerFirst(stripTrailingPunctuation(p))).join('; ');
        content(saysTitle ? capitalize(`${said}.`) : `${stripTrailingPunctuation(title)}: ${said}.`, 2 + c);
      });
    }
  } else if (!isFirst) {
    const description = slide.description?.trim() ?? '';
    // A description that is one of the slide's points (a "key facts" lead) is said in that point's place, never ahead of the others.
    const fulls = points.map((p) => fullSentenceOf(p, given));
    // A noun phrase is left to the slide while the slide has a point to say (decision 199); a slide of noun phrases says them as they are.
    const saysOthers = fulls.some((f) => !isNounPhrase(f));
    if (description && !/^(?:steps?\b|\w+ steps, in order)/i.test(description) && slideSteps.length === 0 && !restatesPoint(description, [...points, ...fulls]))
      content(description, 1);
    points.forEach((p, k) => {
      const n = stepNumber(p);
      const full = fulls[k] as string;
      if (n) content(stepSentence(p, n, steps.length, tone), 2 + k / 10);
      else if (request.emphasis && isRuleSentence(full) && !used.has(sentenceKey(sentence(full)))) {
        // An emphasised rule is said plainly, with a lead that marks it as a rule, and always said.
        const lead = RULE_LEADS[v.rulesSaid++ % RULE_LEADS.length] as string;
        const text = sentence(`${lead} ${lowerFirst(stripTrailingPunctuation(full))}`);
        required.push({ text, at: 2 + k / 10, kind: 'content', keep: !d.ruleKept, point: { lead, fixed: true } });
        d.ruleKept = true;
      } else if (!used.has(sentenceKey(sentence(full)))) {
        // Said without a lead: once the script is chosen, each is joined to the sentence before it by their relation (join-sentences.ts).
        // A point that opens on its verb is said with the subject its heading names (decision 199).
        const whole = wholePoint(full, pointHeading(p, slide.pointSources));
        if (whole || !saysOthers) {
          const subject = whole?.subject;
          candidates.push({
            text: sentence(whole?.text ?? full),
            at: 2 + k / 10,
            kind: 'content',
            point: { lead: '', shown: p, ...(subject ? { subject } : {}) },
          });
        }
      }
    });
  }
}
