import { hasFigure, isInstruction, isRuleSentence, RULE } from './sentence-kinds';

/** "If you…, " / "When…, " before the main clause: an instruction is read after it ("If in doubt, ask the team"). */
const CONDITION = /^(?:if|when|whenever|before|after|once|unless)\b[^,]*,\s*/i;
/** A reason or purpose given with an instruction: what turns an order into a recommendation ("…, because…", "… so that…"). */
const REASON =
  /\b(?:because|so that|so you|so it|so the|since|to (?:avoid|keep|save|make sure|protect|prevent|reduce|get)|otherwise|which (?:saves|keeps|avoids|cuts))\b/i;
/** A choice, a proposal or an approval asked for or stated (a decision the viewer or someone named takes). */
const DECISION =
  /\b(?:decid(?:e|es|ed|ing)|decisions?|approv(?:e|es|al)|(?:be|is|are|been|get|gets) approved|propos(?:e|es|ed|al)|choose|choice|opt (?:for|in|out)|sign[- ]off|agree (?:to|on)|vote|whether to|should|must (?:decide|choose|approve)|is asked to|are asked to|we ask)\b/i;
/** Advice: what is recommended, the best way, what one should do. */
const ADVICE = /\b(?:should|recommend(?:s|ed)?|advise[sd]?|the best (?:way|option|choice|approach)|it is (?:best|better|wise|worth)|we suggest|suggested)\b/i;
/** A change: what is new, what no longer holds, from when. */
const CHANGE =
  /\b(?:no longer|from now on|now (?:\w+ ){0,2}(?:is|are|has|have|can|must|will)|(?:has|have) (?:changed|moved|replaced|become)|chang(?:e|es|ed)|new|replace[sd]?|instead of|for the first time|(?:its|their|our) first|start(?:s|ed)? (?:to|on|in)|from \d|from (?:monday|tuesday|wednesday|thursday|friday|january|february|march|april|may|june|july|august|september|october|november|december)|will (?:be|now|start|move|change|replace))\b/i;
/** A problem: a cost, a loss, a risk, a failure or what people cannot do. */
const PROBLEM =
  /\b(?:problems?|risks?|costs? (?:\w+ ){0,2}(?:more|extra)|los[et]|loss|lose|fail(?:s|ed|ure)?|delay(?:s|ed)?|late|waste[sd]?|errors?|mistakes?|miss(?:es|ed)?|break(?:s|down)?|broken|threats?|attacks?|damage|injur(?:y|ies|ed)|danger(?:ous)?|unsafe|not (?:feel )?safe|complain(?:ts?)?|struggl(?:e|es|ed)|least favourite|too (?:many|much|slow|long)|cannot|can['’]t|unable)\b/i;
/** Where to get help: someone to contact, a place to ask. */
const HELP =
  /\b(?:contact|call|e-?mail|ask|extension|helpline|hotline|help ?desk|service desk|security desk|(?:the|our|your) [\w-]+ (?:team|desk|office)|portal|phone number|help)\b/i;

/** An instruction, read past a leading condition ("If something goes wrong, call…"). */
const instructs = (text: string) => isInstruction(text) || isInstruction(text.replace(CONDITION, ''));

/**
 * What a message must say to fill each role a style plans for a slide (spec 001 §9 beats): a
 * "Decision needed" slide shows a decision, a "Recommendation" a recommendation, and so on. A role
 * not listed names no claim about its content ("Situation and key facts"), so any message fills it.
 */
const ROLE_TESTS: { role: RegExp; fills: (text: string) => boolean }[] = [
  { role: /^decision/i, fills: (t) => DECISION.test(t) },
  { role: /^recommendation/i, fills: (t) => ADVICE.test(t) || (instructs(t) && REASON.test(t)) },
  { role: /turning point|what changes/i, fills: (t) => CHANGE.test(t) },
  { role: /lesson/i, fills: (t) => ADVICE.test(t) || RULE.test(t) || isRuleSentence(t) || instructs(t) },
  { role: /try it|call to action|what to do/i, fills: (t) => instructs(t) || ADVICE.test(t) },
  { role: /^the problem/i, fills: (t) => PROBLEM.test(t) },
  { role: /proof|results/i, fills: (t) => hasFigure(t) },
  { role: /get help/i, fills: (t) => HELP.test(t) },
];

/**
 * Whether a slide's message fills the role its style plans for it (decision 191): a slide is titled
 * "Decision Needed" and its narration says "This is the decision to take." only over a decision.
 * Otherwise the slide is named by its message's topic and said with the neutral Key Message line.
 */
export function fillsRole(purpose: string, message: string): boolean {
  const text = message.trim();
  if (!text) return false;
  const test = ROLE_TESTS.find((r) => r.role.test(purpose.trim()));
  return !test || test.fills(text);
}

/** Whether a role makes a claim about its content (a decision, a recommendation…), so a message must fill it. */
export const roleMakesClaim = (purpose: string) => ROLE_TESTS.some((r) => r.role.test(purpose.trim()));
