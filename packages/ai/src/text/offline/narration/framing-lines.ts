import { numberWord } from '../text-shaping';

/** Lines about taking the video in (never about its subject), for a script that is still short of its length. */
export const STUDY_LINES = [
  'Take a moment to look at the points on screen.',
  'Think about where this shows up in your own work.',
  'Pause the video if you want more time with this slide.',
  'If anything here is unclear, ask your manager after the video.',
  'Notice how these points fit together.',
  'Keep this in mind for the next part.',
  'Try to picture the last time this came up for you.',
  'It helps to say the main point out loud once.',
  'You can come back to this slide at any time.',
  'Make a note of anything you want to check later.',
  'Ask yourself what you would do first.',
  'Check that this matches how your team works today.',
  'Share this with a colleague who needs it.',
  'Look again at the wording on screen; it was chosen with care.',
  'Give yourself a few seconds before we move on.',
  'Consider what would change if everyone did this.',
  'Think of one question you still have about this.',
  'Compare this with what you did before.',
  'Picture the situation where this matters most.',
  'This is a good point to stop and reflect.',
  'Read the slide once more in your own time.',
  'Think about who else on your team should hear this.',
  'Ask yourself how you would explain this to a new colleague.',
  'Hold on to this as we go on.',
  'Notice which of these points you already follow.',
  'Take a breath and let this settle.',
  'Think about the hardest part of this for you.',
  'Ask yourself whether anything here surprised you.',
  'Keep a copy of the slide if it helps you.',
  'Imagine a new colleague asking you about this.',
  'Consider what you would say if someone asked why.',
  'Look out for this in your next shift or meeting.',
  'Small habits like this add up over time.',
  'Decide now when you will first put this to use.',
  'Remember that your manager is there to support you.',
  'There is no need to memorise every word.',
  'What matters most is that you act on it.',
  'Take your time with the wording on screen.',
  'Check whether your own routine already fits.',
  'You will see how this connects in a moment.',
];

/** Leads for a rule the brief asked to make unmistakable: they say it is a rule, nothing more. */
export const RULE_LEADS = ['Make no mistake:', 'This is a firm rule:', 'Be clear on this:', 'The rule is plain:'];

export const spanOf = (seconds: number) => {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? 'the next minute' : `the next ${numberWord(minutes)} minutes`;
};
