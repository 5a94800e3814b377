import { spokenWords } from '@lectern/core';
import { leansOnEarlierSentence } from '../../nlp/leans-on-earlier-sentence';
import type { PlannedSlide } from '../../outline-plan';
import type { SlideContent } from '../../text-generator';
import { distinctKeyphrases, keyphrasesOf } from '../analysis/keyphrases';
import { termsOf } from '../analysis/terms-of';
import type { SourceSentence } from '../analysis/text-analysis';
import { ABSTRACT_WORDS, endsAsNoun, WEAK_KEYWORDS } from '../stop-words';
import { capitalize, countWords, DANGLING_END, ensureSentenceEnd, escapeName, joinList, numberWord, shortenSentence, titleCase } from '../text-shaping';
import { pointsFrom } from './choose-points';
import { factValue } from './fact-value';
import { splitColumns } from './find-contrast';
import { imageKeywordFrom } from './image-keyword-from';
import { joinNames } from './join-names';
import { isMeasureTitle } from './measure-title';
import { actionName } from './message-topics';
import type { OutlineContext } from './outline-context';
import { MAX_TITLE_WORDS } from './outline-limits';
import { isParagraph } from './paragraph-sections';
import { MAX_PARAGRAPH_TITLE_WORDS, paragraphTitle } from './paragraph-title';
import { nameOfSection } from './section-groups';
import { ABOUT_THE_DOCUMENT, hasFigure } from './sentence-kinds';
import { limitWords, normalizeTitle, stepNumbers, stepTitles, titleKey, uniqueTitle } from './slide-titles';
import { subjectsTitle } from './subject-phrase';
import { visualCuesFor } from './visual-cues-for';
import type { OutlineWriterState } from './writer-state';

/**
 * The titles the plan gives a slide (decision 178): its section's heading or its merged sections'
 * joined headings; a long section's later parts say which part they are, by what their points
 * share, else "(continued)" for the second of two and "Part n" otherwise, never "(continued)" twice.
 */
export function plannedTitles(name: string | null, part: { index: number; of: number } | null, hasPoints: boolean, phrases: string[] = []): string[] {
  if (!name || !hasPoints) return [];
  if (!part || part.of === 1 || part.index === 1) return [name];
  // A later part is named by what its own points share, under its section's name ("Severity Levels: Critical Bugs").
  // (a title's words as spoken, decision 176: long words count for more)
  const fits = (t: string) => spokenWords(t) <= MAX_TITLE_WORDS;
  const named = phrases.map((p) => `${name}: ${titleCase(p)}`).filter(fits);
  const which = part.of === 2 ? `${name} (continued)` : `${name}, Part ${part.index}`;
  return [...named, ...(fits(which) ? [which] : [])];
}

/** A body slide (bullet points or two columns): its material first, then a title that says what that material is. */
export function writeContentSlide(ctx: OutlineContext, index: number, state: OutlineWriterState): SlideContent {
  const slide = ctx.plan[index] as PlannedSlide;
  const group = ctx.groups[index] ?? [];
  const all = ctx.analysis.sentences;
  // The slide's material first (its columns or its points), then a title that says what that material is.
  const cols = slide.templateId === 'split-content' ? splitColumns(group, ctx, slide.purpose, state) : null;
  const picked: SourceSentence[] = [];
  // The rules slide shows its own material: nothing is lent to it from elsewhere.
  const want = index === ctx.rulesSlot ? { min: Math.min(3, group.length), max: 5 } : { min: 3, max: 5 };
  const keyPoints = cols ? [] : pointsFrom(group, ctx, want, state.usedQuotes, state, picked);
  if (cols) for (const u of cols.used) state.pointUses.set(u.index, (state.pointUses.get(u.index) ?? 0) + 1);
  const shown = cols ? cols.used : picked;
  const shownText = cols ? [...cols.leftColumnPoints, ...cols.rightColumnPoints].join(' ') : keyPoints.join(' ');
  const shownTerms = new Set(termsOf(shownText));

  const own = keyphrasesOf(shown.length ? shown : group.length ? group : all, ctx.analysis, 6);
  const phrases = own.length ? own : distinctKeyphrases(ctx.analysis.keyphrases, 6);
  const keyword = imageKeywordFrom(own.length ? own : phrases);
  // A single word the source uses as an order ("Bend your knees", "to lift") is a verb, not a name.
  const usedAsVerb = (word: string) =>
    all.some((x) => new RegExp(`^(?:always\\s+)?${escapeName(word)}\\s|\\b(?:to|never|you|and)\\s+${escapeName(word)}\\b`, 'i').test(x.text));
  // A title names what the slide's points share, never a phrase lifted from one of them (decision 178):
  // a phrase at least half of its points say
  // (or a phrase the text says more than once); else the subject the brief names.
  const sharedBy = (terms: string[]) => shown.filter((x) => terms.every((t) => x.terms.includes(t))).length;
  const recurring = new Set(ctx.analysis.keyphrases.filter((p) => p.count >= 2).map((p) => p.phrase));
  const namePhrases = phrases.filter(
    (p) =>
      endsAsNoun(p.phrase) &&
      (sharedBy(p.terms) >= Math.ceil(shown.length / 2) || recurring.has(p.phrase)) &&
      !(p.terms.length === 1 && usedAsVerb(p.phrase)) &&
      !WEAK_KEYWORDS.has(p.terms[p.terms.length - 1] ?? '') &&
      !(p.terms.length === 1 && ABSTRACT_WORDS.has(p.terms[0] ?? '')) &&
      // (a measure, a date or a figure says how much or when, not what: "Nine Hours", "Six Months", decision 200)
      !isMeasureTitle(p.phrase) &&
      // A title names what the slide shows, not a phrase from a clause left out of it.
      p.terms.every((t) => shownTerms.size === 0 || shownTerms.has(t)),
  );
  // A two- or three-word phrase names a slide better than a single word, unless it ranks far lower.
  const topScore = namePhrases[0]?.score ?? 0;
  const ranked = [...namePhrases].sort(
    (a, b) => Number(b.terms.length > 1 && b.score >= 0.4 * topScore) - Number(a.terms.length > 1 && a.score >= 0.4 * topScore),
  );
  // The plan's name holds for a slide that shows its own sections; a comparison that set its columns from other sections is named by those.
  const groupSections = new Set(group.map((x) => x.section));
  const fromOwnSections = shown.length > 0 && shown.every((x) => groupSections.has(x.section));
  const nums = stepNumbers(group, ctx);
  const onlySteps = nums.length > 0 && nums.length === group.length;
  // Headings of the sections the slide shows: one names it; several are named together when they fit.
  // (a line the heading finder took for a heading that stops mid-phrase names nothing, decision 178)
  const sectionHeadings = [...new Set(shown.map((x) => x.section))]
    .sort((a, b) => a - b)
    .map((k) => {
      const sec = ctx.analysis.sections[k];
      return sec ? nameOfSection(sec) : null;
    });
  // A heading another slide is already named by is not repeated in this one's title.
  const namedHeadings = sectionHeadings.filter((h): h is string => !!h && h !== ctx.analysis.title && !state.usedTitles.has(titleKey(normalizeTitle(h))));
  const headingTitle =
    // (the introduction under the document's title, or under no heading, needs no name of its own)
    namedHeadings.length > 0 &&
    sectionHeadings.every((h) => !h || h === ctx.analysis.title || namedHeadings.includes(h)) &&
    countWords(joinNames(namedHeadings)) <= MAX_TITLE_WORDS
      ? joinNames(namedHeadings)
      : '';
  // The rules slide is named by what the brief asked to make unmistakable, when the slide says it ("Temperature Rules").
  const on = ctx.analysis.steering.emphasisOn;
  const onTerms = on ? termsOf(on).filter((t) => !/^rules?$/.test(t)) : [];
  const rulesTitles =
    index === ctx.rulesSlot
      ? [
          ...(on && countWords(on) <= 4 && onTerms.length > 0 && onTerms.every((t) => shownTerms.has(t)) ? [titleCase(`the ${on}`)] : []),
          'The Rules',
          'Key Rules',
        ]
      : [];
  const ownHeading =
    ctx.headings[index] && (shown.length === 0 || namedHeadings.includes(ctx.headings[index] as string)) ? (ctx.headings[index] as string) : '';
  // The topics a brief listed to cover (issue 20 item 4) name the slide that shows them.
  const listed = new Set(ctx.analysis.steering.topics.map(titleKey));
  const shownTopics = shown.filter((x) => listed.has(titleKey(x.text))).map((x) => x.text);
  const topicsTitle = shownTopics.length && countWords(joinList(shownTopics)) <= MAX_TITLE_WORDS ? joinList(shownTopics) : '';
  const subjectTitle = ctx.analysis.request?.subjectTitle;
  const subject = subjectTitle && countWords(subjectTitle) <= MAX_TITLE_WORDS ? titleCase(subjectTitle) : null;
  // A comparison of the two things the brief names may take its sides from anywhere, two documents
  // among them: its title says what it compares (decision 184).
  const comparedTitle = cols?.compared ? `${cols.leftColumnTitle} and ${cols.rightColumnTitle} Compared` : '';
  // A slide over paragraphs without a heading is named from its own words, never by a keyword or its role (decision 195).
  const fromParagraphs = shown.length > 0 && shown.every((x) => isParagraph(ctx.analysis.sections[x.section]));
  const byParagraph = [...new Set(shown.map((x) => x.section))]
    .sort((a, b) => a - b)
    .map((k) =>
      shown
        .filter((x) => x.section === k)
        .sort((a, b) => a.index - b.index)
        .map((x) => x.text),
    );
  const wordsTitle = fromParagraphs ? paragraphTitle(byParagraph, ctx.analysis.termWeights, ctx.analysis.title) : null;
  const firstPoint = keyPoints[0] ?? cols?.leftColumnPoints[0];
  const action = !fromParagraphs && (ranked[0]?.terms.length ?? 0) <= 1 && firstPoint ? actionName(firstPoint) : null;
  // Out of headings, a slide whose best phrase only some of its points say, and the text says once, is named by what each point
  // is about ("Working Hours, Pay and Holiday Allowance"), not by one point's detail (decision 200).
  const subjects =
    !fromParagraphs && shown.length >= 2 && !(ranked[0] && (sharedBy(ranked[0].terms) === shown.length || recurring.has(ranked[0].phrase)))
      ? subjectsTitle(cols ? [...cols.leftColumnPoints, ...cols.rightColumnPoints] : keyPoints)
      : null;
  const title = uniqueTitle(
    fromParagraphs
      ? // (never its planned role: a role names what a slide is for, not what this one holds)
        [comparedTitle, ...(wordsTitle ? [wordsTitle] : []), ...ranked.filter((p) => p.terms.length > 1).map((p) => p.phrase), ...(subject ? [subject] : [])]
      : [
          comparedTitle,
          ...plannedTitles(
            ctx.headings[index] ?? null,
            ctx.parts[index] ?? null,
            fromOwnSections,
            ranked.map((p) => p.phrase),
          ),
          headingTitle,
          ownHeading,
          topicsTitle,
          ...rulesTitles,
          ...(onlySteps ? stepTitles(nums, ctx) : []),
          // Out of headings, a slide whose best phrase is one word ("Load", "Body") is named by the action its
          // first point asks for ("Checking the Weight"), as a Key Message is (decision 194).
          ...(subjects ? [titleCase(subjects)] : []),
          ...(action ? [titleCase(action)] : []),
          ...ranked.map((p) => p.phrase),
          ...(subject ? [subject] : []),
          slide.purpose,
        ],
    state,
    // (a paragraph's slide out of names is named by its first point's words, never by its role)
    fromParagraphs ? openingWords(keyPoints[0] ?? cols?.leftColumnPoints[0] ?? slide.purpose) : `${slide.purpose} ${slide.position}`,
  );
  if (!(slide.purpose && titleKey(title).startsWith(titleKey(slide.purpose)))) state.contentTitles[index] = title;
  // A comparison's description carries the best sentence of its material that the columns leave out;
  // any slide's description carries the figures its points leave out (whole sentences, up to 24 words),
  // so a merged section keeps its key fact.
  // (a sentence leaning on the one before it never stands as a description either, decision 184)
  const unshown = group.filter((x) => !shown.includes(x) && !(state.pointUses.get(x.index) ?? 0) && x.words >= 3 && !leansOnEarlierSentence(x.text));
  const leftOut = cols ? unshown : [];
  const figures = unshown
    .filter((x) => hasFigure(x.text) && !ABOUT_THE_DOCUMENT.test(x.text))
    .sort((a, b) => factValue(b, ctx) - factValue(a, ctx) || a.index - b.index);
  const carried: SourceSentence[] = [];
  for (const x of figures) if (carried.reduce((n, c) => n + c.words, 0) + x.words <= 24) carried.push(x);
  const best = [...(leftOut.length ? leftOut : shown.length ? shown : group)]
    .filter((x) => !leansOnEarlierSentence(x.text))
    .sort((a, b) => b.score - a.score)[0];
  if (!carried.length && best && leftOut.includes(best)) carried.push(best);
  for (const c of carried) state.pointUses.set(c.index, (state.pointUses.get(c.index) ?? 0) + 1);
  const total = ctx.analysis.request?.steps.length ?? 0;
  const description = onlySteps
    ? nums.length === total
      ? `${capitalize(numberWord(total))} steps, in order.`
      : `${nums.length === 1 ? 'Step' : 'Steps'} ${joinList(nums.map(String))} of ${total}.`
    : carried.length
      ? carried
          .sort((a, b) => a.index - b.index)
          .map((c) => ensureSentenceEnd(carried.length === 1 ? shortenSentence(c.text, 24) : c.text))
          .join(' ')
      : best
        ? ensureSentenceEnd(shortenSentence(best.text, 24))
        : '';

  if (slide.templateId === 'split-content' && !cols) {
    // No contrast stated in the source: the slide is written as bullet points, never as an invented comparison.
    return { title, description, keyPoints, visualCues: visualCuesFor('bullet-points', title, keyword), imageKeyword: keyword, templateId: 'bullet-points' };
  }
  if (cols) {
    return {
      title,
      description,
      keyPoints: [...cols.leftColumnPoints, ...cols.rightColumnPoints].slice(0, 5),
      visualCues: visualCuesFor('split-content', title, keyword, `${cols.leftColumnTitle} and ${cols.rightColumnTitle}`),
      imageKeyword: keyword,
      leftColumnTitle: cols.leftColumnTitle,
      leftColumnPoints: cols.leftColumnPoints,
      rightColumnTitle: cols.rightColumnTitle,
      rightColumnPoints: cols.rightColumnPoints,
    };
  }
  return { title, description, keyPoints, visualCues: visualCuesFor('bullet-points', title, keyword), imageKeyword: keyword };
}

/** A point's opening words as a title: up to six, without a "please" before them or a small word dangling after them. */
function openingWords(point: string): string {
  const words = limitWords(point.replace(/^please\s+/i, ''), MAX_PARAGRAPH_TITLE_WORDS).split(/\s+/);
  while (words.length > 2 && DANGLING_END.has((words[words.length - 1] ?? '').toLowerCase())) words.pop();
  return words.join(' ');
}
