import { joinList, lowerFirst, numberWord, ordinalWord } from '../text-shaping';
import { STUDY_LINES } from './framing-lines';
import { quizAnswer } from './point-sentences';
import type { SlideDraft, VideoScript } from './script-state';
import { PURPOSE_LINES } from './slide-purposes';
import { spokenTitle } from './spoken-text';

/** Talk about the video itself (the slide's role, the sequence, what comes next) and the fillers, only taken while a script is short. */
export function framingPieces(v: VideoScript, d: SlideDraft): void {
  const { slides, phrases, facts, req, steps, stepNumber, isRoleTitle, stepsCounted, questionAsked } = v;
  const { slide, i, isFirst, isLast, variant, points, candidates, framing, purpose, slideSteps } = d;
  // Framing, only while the script is short: the slide's role, the sequence, the audience, what comes next.
  // Points said before are never recalled ("Remember, …"): a sentence is said once per video.
  // A slide holding one of the brief's steps keeps to its step, whatever its planned role.
  if (purpose && PURPOSE_LINES[purpose] && !isFirst && !quizAnswer(slide) && (slideSteps.length === 0 || isLast || /step/i.test(purpose)))
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
  if (slideSteps.length && steps.length >= 2 && !isLast) framing('Don’t skip a step, even when you are busy.', 6.5);
  if (req?.audience) {
    const a = req.audience;
    const lines = [
      `This applies to all ${a}.`,
      `If you are one of the ${a}, this part is for you.`,
      `Listen closely if you are one of the ${a}.`,
      `Every one of the ${a} needs this.`,
    ];
    // One line per slide; a brief with almost nothing else to say may use them all.
    for (let k = 0; k < (facts.sparse && !isFirst ? lines.length : 1); k++) framing(lines[(i + k) % lines.length] as string, isFirst ? 3 : 7 + k / 10);
  }
  const next = slides[i + 1];
  if (!isFirst && !isLast && !slideSteps.length && !isRoleTitle(slide, i)) framing(`That covers ${spokenTitle(slide.title)}.`, 7.8);
  if (slide.templateId === 'split-content' && slide.leftColumnTitle && slide.rightColumnTitle && !isLast) {
    framing(`Compare the two sides: ${spokenTitle(slide.leftColumnTitle)} on the left, ${spokenTitle(slide.rightColumnTitle)} on the right.`, 1.5);
  }
  // Honest talk about using the video, each line said once per video, only while a script is still short.
  // A line about "the points on screen" only where the slide shows two or more (decision 159).
  for (const [k, line] of STUDY_LINES.entries()) if (!isFirst && (points.length >= 2 || !/\bpoints\b/.test(line))) framing(line, 7.6 + k / 100);
  if (isFirst) framing('Let’s get started.', 9.5);
  const nextIsContent = next && (next.templateId === 'bullet-points' || next.templateId === 'split-content');
  if (next && nextIsContent && i + 1 < slides.length - 1 && !isFirst && !isRoleTitle(next, i + 1)) {
    const nextSteps = [...(next.keyPoints ?? [])].map(stepNumber).filter((k) => k > 0);
    framing(
      nextSteps.length && nextSteps.length < steps.length
        ? `Then comes the ${ordinalWord(nextSteps[0] as number)} step.`
        : `Next, we'll look at ${spokenTitle(next.title)}.`,
      8,
    );
  }
  // At most one filler is taken: picturing the slide's own step first, else a sentence about the subject.
  if (slideSteps.length === 1 && !isLast) {
    candidates.push({ text: `Picture yourself doing it next time: ${lowerFirst(steps[(slideSteps[0] as number) - 1] as string)}.`, at: 7.5, kind: 'filler' });
  }
  const templates = phrases.elaborations;
  facts.fillerPhrases.forEach((p, k) => {
    for (let t = 0; t < templates.length; t++) {
      candidates.push({ text: (templates[(t + k + variant + i) % templates.length] as (x: string) => string)(p), at: 9, kind: 'filler' });
    }
  });
}
