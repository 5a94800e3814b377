import type { VideoStyleId } from '@lectern/core';
import { analyseSentence } from '../../nlp/analyse-sentence';
import { planOutline } from '../../outline-plan';
import { fillsRole, roleMakesClaim } from '../outline/role-fit';
import { isInstruction, isRuleSentence, RULE } from '../outline/sentence-kinds';
import type { ScriptSlide } from './script-request';

/**
 * Each slide's role in its style (spec 001 §9 preset beats), when the slides still follow the plan
 * and the slide fills its role (decision 191): a Key Message is a decision before "This is the
 * decision to take." is said over it, most of a slide's points are actions before "Here are the
 * actions expected of you."; otherwise the slide has no role to announce and is said as what it shows.
 */
export function purposesFor(styleId: VideoStyleId | undefined, slides: ScriptSlide[]): (string | undefined)[] {
  if (!styleId) return slides.map(() => undefined);
  const total = slides.reduce((n, s) => n + s.duration, 0);
  const plan = planOutline(styleId, Math.max(total, 1));
  if (plan.length !== slides.length) return slides.map(() => undefined);
  return slides.map((s, i) => {
    const purpose = plan[i]?.templateId === s.templateId ? plan[i]?.purpose : undefined;
    return purpose && fillsItsRole(purpose, s) ? purpose : undefined;
  });
}

/** A Key Message fills its role by its message; a slide of points when at least half of them do. */
function fillsItsRole(purpose: string, slide: ScriptSlide): boolean {
  const points = [...(slide.keyPoints ?? []), ...(slide.leftColumnPoints ?? []), ...(slide.rightColumnPoints ?? [])].filter((p) => p.trim());
  // "Let's go through it step by step" only over steps: two things to do or more (decision 195).
  if (STEPS_ROLE.test(purpose.trim())) return points.filter(isStep).length >= 2;
  // "Let's start with the idea behind it" only over a slide that explains: not over a list of rules or orders (decision 199).
  if (CONCEPT_ROLE.test(purpose.trim())) return points.filter((p) => isRuleSentence(p) || RULE.test(p) || isStep(p)).length * 2 < points.length;
  if (!roleMakesClaim(purpose)) return true;
  if (slide.templateId === 'focus-quote') return fillsRole(purpose, points[0] ?? slide.description ?? '');
  return points.length > 0 && points.filter((p) => fillsRole(purpose, p)).length * 2 >= points.length;
}

const STEPS_ROLE = /^step by step$/i;
const CONCEPT_ROLE = /^concept explained$/i;
/** A step is something to do: an order, as the words are tagged, read past its condition ("If it is lost, report it…"). */
const isStep = (point: string) => {
  const main = point.replace(/^(?:if|when|once|before|after)\b[^,]*,\s*/i, '');
  return isInstruction(main) || analyseSentence(main).find((t) => t.pos !== 'SPACE' && t.pos !== 'PUNCT')?.pos === 'VERB';
};

/** One sentence per slide role: how a trainer announces the part of the talk. */
export const PURPOSE_LINES: Record<string, string> = {
  'Situation and key facts': 'Let’s start with the key facts.',
  'Options compared': 'Let’s set the options side by side.',
  'Impact and numbers': 'Here is what it means in practice.',
  'Decision needed': 'This is the decision to take.',
  Recommendation: 'Here is the recommendation.',
  'Where we start': 'Let’s begin with where things stand.',
  'The turning point': 'This is where things change.',
  'What changes': 'Here is what changes for you.',
  'Before and after': 'Compare how it looks before and after.',
  'The lesson to keep': 'Here is the lesson to keep.',
  'Concept explained': 'Let’s start with the idea behind it.',
  'Step by step': 'Let’s go through it step by step.',
  'Try it yourself': 'Now it’s your turn to put it into practice.',
  'Recap and next steps': 'Let’s recap what you have learned.',
  'The problem': 'Let’s start with the problem.',
  'The solution': 'Here is the solution.',
  'With and without': 'Let’s see what difference it makes.',
  'Proof and results': 'Here is what the results show.',
  'Call to action': 'Here is what to do next.',
  'The rule and why it exists': 'Let’s look at the rule and why it exists.',
  'Acceptable and not acceptable': 'Let’s be clear about what is and is not acceptable.',
  'What to do': 'Here are the actions expected of you.',
  'Summary of obligations': 'Let’s sum up what is expected of you.',
};
