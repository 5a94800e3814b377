import { numberWord } from '../text-shaping';

/** Leads for a rule the brief asked to make unmistakable: they say it is a rule, nothing more. */
export const RULE_LEADS = ['Make no mistake:', 'This is a firm rule:', 'Be clear on this:', 'The rule is plain:'];

export const spanOf = (seconds: number) => {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? 'the next minute' : `the next ${numberWord(minutes)} minutes`;
};
