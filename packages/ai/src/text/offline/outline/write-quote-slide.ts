import { spokenWords } from '@lectern/core';
import type { PlannedSlide } from '../../outline-plan';
import type { SlideContent } from '../../text-generator';
import { distinctKeyphrases, keyphrasesOf } from '../analysis/keyphrases';
import { capitalize, countWords, ensureSentenceEnd, joinList, lowerFirst, shortenSentence, stripTrailingPunctuation, titleCase } from '../text-shaping';
import { imageKeywordFrom } from './image-keyword-from';
import { actionName, messageTopics } from './message-topics';
import type { OutlineContext } from './outline-context';
import { MAX_QUOTE_WORDS, MAX_TITLE_WORDS } from './outline-limits';
import { pickQuote } from './pick-quote';
import { fillsRole } from './role-fit';
import { uniqueTitle } from './slide-titles';
import { visualCuesFor } from './visual-cues-for';
import { writeClosingSlide } from './write-closing-slide';
import type { OutlineWriterState } from './writer-state';

/** A Key Message slide: one sentence of the source, named by its role when it fills it, else by its topic. */
export function writeQuoteSlide(ctx: OutlineContext, index: number, state: OutlineWriterState): SlideContent {
  const slide = ctx.plan[index] as PlannedSlide;
  const isLast = index === ctx.plan.length - 1;
  const steps = ctx.analysis.request?.steps ?? [];
  // A closing message on a brief made of steps is the steps themselves, in one line to remember.
  const stepsLine = isLast && steps.length >= 2 ? capitalize(joinList(steps.map((st) => lowerFirst(st)))) : null;
  const quote = stepsLine ? undefined : pickQuote(ctx, slide.purpose, state.usedQuotes, state, index);
  // A closing message with no sentence left to show is a closing slide: what was left out and the
  // source's next step, as its voice says them, or a short close (decision 216); a line of topic names
  // set as a quotation reads as nothing anyone said (decision 198), and the voice no longer says them.
  if (isLast && !stepsLine && !quote) return { ...writeClosingSlide(ctx, index, state), templateId: 'bullet-points' };
  if (quote) {
    state.usedQuotes.add(quote.text);
    state.pointUses.set(quote.index, (state.pointUses.get(quote.index) ?? 0) + 1);
  }
  const message =
    stepsLine && countWords(stepsLine) <= MAX_QUOTE_WORDS + 4
      ? ensureSentenceEnd(stepsLine)
      : quote
        ? ensureSentenceEnd(shortenSentence(quote.text, MAX_QUOTE_WORDS))
        : stepsLine
          ? ensureSentenceEnd(shortenSentence(stepsLine, MAX_QUOTE_WORDS))
          : '';
  const phrases = quote ? keyphrasesOf([quote], ctx.analysis, 3) : stepsLine ? distinctKeyphrases(ctx.analysis.keyphrases, 3) : [];
  const keyword = imageKeywordFrom(phrases.length ? phrases : distinctKeyphrases(ctx.analysis.keyphrases, 6));
  // A Key Message slide is named by its role ("Decision Needed", "The Turning Point") only when its
  // message fills that role (decision 191); a repeated role adds the message's topic. Otherwise it is
  // named by its message's topic, as a content slide is by what its points share; a line through the
  // video's topics or steps (no sentence of the source) is "In Summary".
  // Decision 194: a Key Message is named by what its message is about, never by one keyword of it ("Manager"): an
  // instruction by its action ("Keeping Your Phone Charged"), else a noun phrase of two words or more ("Medical Plan").
  const action = quote ? actionName(message) : null;
  const topics = [...(action ? [action] : []), ...messageTopics(message, ctx.analysis.termWeights).filter((t) => /\s/.test(t.trim()))];
  // (a title is said in at most eight words' time, as a content slide's: "Try It Yourself: Reporting Suspicious Emails" is too long)
  const fits = (t: string) => spokenWords(t) <= MAX_TITLE_WORDS;
  const title = fillsRole(slide.purpose, message)
    ? uniqueTitle([slide.purpose, ...topics.map((t) => `${slide.purpose}: ${titleCase(t)}`).filter(fits)], state, `${slide.purpose} ${slide.position}`)
    : uniqueTitle([...(quote ? topics.map(titleCase).filter(fits) : ['In Summary']), 'Key Message'], state, `Key Message ${slide.position}`);
  return {
    title,
    description: message,
    keyPoints: message ? [stripTrailingPunctuation(message)] : [],
    visualCues: visualCuesFor('focus-quote', title, keyword),
    imageKeyword: keyword,
  };
}
