import { joinList, lowerFirst, numberWord, ordinalWord } from '../text-shaping';
import { quizAnswer } from './point-sentences';
import type { SlideDraft, VideoScript } from './script-state';
import { PURPOSE_LINES } from './slide-purposes';

/** Talk about the video itself (the slide's role, the sequence, what comes next) and lines about the slide's points, only taken while a script is short. */
export function framingPieces(v: VideoScript, d: SlideDraft): void {
  const { slides, facts, req, steps, stepNumber, isRoleTitle, stepsCounted, questionAsked } = v;
  const { slide, i, isFirst, isLast, candidates, framing, purpose, slideSteps } = d;
  // Framing, only while the script is short: the slide's role, the sequence, the audience, what comes next.
  // Points said before are never recalled ("Remember, …"): a sentence is said once per video.
  // A slide holding one of the brief's steps keeps to its step, whatever its planned role.
  // A slide named by its role says the role's line as its lead (lead-pieces.ts): not twice.
  const announced = !isLast && slide.templateId !== 'focus-quote' && isRoleTitle(slide, i);
  // A closing line that promises a recap ("Let's recap what you have learned.") is said only before a recap (decision 212).
  const promisesRecap = isLast && /\b(?:recap|sum up)\b/i.test(PURPOSE_LINES[purpose ?? ''] ?? '') && !candidates.some((c) => c.recap && c.group === 'recap');
  if (
    purpose &&
    PURPOSE_LINES[purpose] &&
    !announced &&
    !isFirst &&
    !quizAnswer(slide) &&
    !promisesRecap &&
    (slideSteps.length === 0 || isLast || /step/i.test(purpose))
  )
    framing(PURPOSE_LINES[purpose] as string, 0.5);
  if (req?.action && (!questionAsked || facts.sparse) && !isFirst && !isLast) {
    framing(`So how do you ${req.action}?`, 1.2);
  }
  // A count is said once, and never straight after a line that already gives it ("Four steps to report incidents").
  if (slideSteps.length && steps.length >= 2 && !stepsCounted && !isLast)
    candidates.push({ text: `There are ${numberWord(steps.length)} steps.`, at: 1.3, kind: 'framing', counts: `${numberWord(steps.length)} steps` });
  if (slideSteps.length === 1 && steps.length >= 2 && !isLast)
    framing(`That is step ${numberWord(slideSteps[0] as number)} of ${numberWord(steps.length)}.`, 4);
  if (slideSteps.length && (slideSteps[0] as number) > 1 && !isLast) {
    const sofar = steps.slice(0, (slideSteps[slideSteps.length - 1] as number) - 0).map((s) => lowerFirst(s));
    if (sofar.length >= 2 && sofar.length < steps.length) framing(`So far: ${joinList(sofar)}.`, 6);
  }
  // Who the video is for is said once, on the title slide: on a slide, a line for the audience says nothing about its point (decision 179).
  if (req?.audience && isFirst) framing(`This applies to all ${req.audience}.`, 3);
  const next = slides[i + 1];
  // A slide closes on one line about the talk at most: "That covers X." or "Next, we'll look at Y." (decision 190), and
  // "That covers" only every other slide, so the video does not close each slide with the same words.
  const topic = v.topic(slide.title);
  if (topic && !isFirst && !isLast && !slideSteps.length && !isRoleTitle(slide, i) && i % 2 === 1)
    candidates.push({ text: `That covers ${topic}.`, at: 7.8, kind: 'framing', group: 'slide-close' });
  if (slide.templateId === 'split-content' && slide.leftColumnTitle && slide.rightColumnTitle && !isLast) {
    framing(`Compare the two sides: ${v.said(slide.leftColumnTitle)} on the left, ${v.said(slide.rightColumnTitle)} on the right.`, 1.5);
  }
  // Nothing is built from a point's own words (decision 185): its reason, condition or figure said again repeats the point,
  // and a question or prompt around its words reads as a template. A slide says its points, its section's sentences, and this framing.
  if (isFirst) framing('Let’s get started.', 9.5);
  const nextIsContent = next && (next.templateId === 'bullet-points' || next.templateId === 'split-content');
  const nextTopic = next ? v.topic(next.title) : null;
  const nextSteps = [...(next?.keyPoints ?? [])].map(stepNumber).filter((k) => k > 0);
  const byStep = nextSteps.length > 0 && nextSteps.length < steps.length;
  if (next && nextIsContent && i + 1 < slides.length - 1 && !isFirst && !isRoleTitle(next, i + 1) && (byStep || nextTopic)) {
    candidates.push({
      text: byStep ? `Then comes the ${ordinalWord(nextSteps[0] as number)} step.` : `Next, we'll look at ${nextTopic}.`,
      at: 8,
      kind: 'framing',
      group: 'slide-close',
    });
  }
  // No filler built on a step ("Picture yourself doing it next time: …", "Don’t skip a step, even when you are busy."):
  // advice the source never gave, read as a template whatever fills it (decision 185).
}
