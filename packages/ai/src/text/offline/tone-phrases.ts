import type { Tone } from '@lectern/core';

/** Wording per tone (spec 001 §3 "Tone options"): openers, transitions, point lead-ins and closings. */
export interface TonePhrases {
  opener: (title: string) => string;
  /** Greeting when the promise that follows names the subject ("Welcome."). */
  welcome: string;
  /** What the viewer will learn: `span` is "the next minute", `what` is "how to report incidents". */
  promise: (span: string, what: string, stepwise: boolean) => string;
  /** Closing summary of a brief's steps: `count` is "four", `steps` is "stop, make it safe and …". */
  remember: (count: string, steps: string) => string;
  /** Closing summary of the slides' topics. */
  recap: (items: string) => string;
  agenda: (items: string) => string;
  transitions: ((title: string) => string)[];
  leads: { first: string; middle: string[]; last: string };
  compare: (left: string, right: string) => string;
  quoteLead: string[];
  elaborations: ((phrase: string) => string)[];
  conclusion: (topic: string) => string;
  closer: string;
}

export const TONE_PHRASES: Record<Tone, TonePhrases> = {
  Professional: {
    welcome: 'Welcome.',
    promise: (span, what, stepwise) => `In ${span} you'll learn ${what}${stepwise ? ', step by step' : ''}.`,
    remember: (n, steps) => `Remember the ${n} steps: ${steps}.`,
    recap: (items) => `We have looked at ${items}.`,
    opener: (t) => `Welcome to ${t}.`,
    agenda: (items) => `In this video, we will look at ${items}.`,
    transitions: [(t) => `Next, let's turn to ${t}.`, (t) => `Let's now look at ${t}.`, (t) => `Moving on to ${t}.`, (t) => `The next topic is ${t}.`],
    leads: { first: 'First,', middle: ['In addition,', 'Furthermore,', 'Also,'], last: 'Finally,' },
    compare: (l, r) => `Let's compare ${l} with ${r}.`,
    quoteLead: ['The key message here is clear.', 'Here is the point to remember.'],
    elaborations: [
      (p) => `Keep ${p} in mind as you apply this.`,
      (p) => `Consider how ${p} applies to your own work.`,
      (p) => `The point about ${p} is worth remembering.`,
      (p) => `Think about what ${p} means for your team.`,
    ],
    conclusion: (t) => `To conclude, let's bring the main points on ${t} together.`,
    closer: 'Thank you for your attention.',
  },
  Friendly: {
    welcome: 'Hi there, and welcome!',
    promise: (span, what, stepwise) => `Over ${span}, you'll find out ${what}${stepwise ? ', one step at a time' : ''}.`,
    remember: (n, steps) => `So, just ${n} steps to remember: ${steps}.`,
    recap: (items) => `Together we've explored ${items}.`,
    opener: (t) => `Hi there, and welcome to ${t}!`,
    agenda: (items) => `Together, we'll explore ${items}.`,
    transitions: [
      (t) => `Now, let's look at ${t} together.`,
      (t) => `Next up, let's chat about ${t}.`,
      (t) => `Let's talk about ${t}.`,
      (t) => `Here's what you'll want to know about ${t}.`,
    ],
    leads: { first: 'To start,', middle: ['Also,', 'On top of that,', 'Another helpful thing:'], last: 'And finally,' },
    compare: (l, r) => `Let's see how ${l} and ${r} stack up.`,
    quoteLead: ['Here is something worth remembering.', 'If you remember one thing, make it this.'],
    elaborations: [
      (p) => `It helps to keep ${p} in mind.`,
      (p) => `Think about how ${p} shows up in your day.`,
      (p) => `You'll find ${p} comes up again and again.`,
      (p) => `Take a moment to picture ${p} in your own work.`,
    ],
    conclusion: (t) => `We're almost done, so let's wrap up ${t} together.`,
    closer: 'Thanks so much for watching, and see you next time!',
  },
  Casual: {
    welcome: 'Hey there!',
    promise: (span, what, stepwise) => `In ${span}, you'll see ${what}${stepwise ? ', step by step' : ''}.`,
    remember: (n, steps) => `Quick recap, ${n} steps: ${steps}.`,
    recap: (items) => `We covered ${items}.`,
    opener: (t) => `Hey! Let's talk about ${t}.`,
    agenda: (items) => `We'll cover ${items}.`,
    transitions: [(t) => `Okay, now ${t}.`, (t) => `So, what about ${t}?`, (t) => `Next, ${t}.`, (t) => `Alright, on to ${t}.`],
    leads: { first: 'So,', middle: ['Plus,', 'Also,', 'And hey,'], last: 'And last,' },
    compare: (l, r) => `Quick comparison: ${l} versus ${r}.`,
    quoteLead: ["Here's the big one.", 'This is the bit to remember.'],
    elaborations: [
      (p) => `Keep ${p} in the back of your mind.`,
      (p) => `Yep, ${p} really matters here.`,
      (p) => `Think about ${p} next time it comes up.`,
      (p) => `Don't forget about ${p}.`,
    ],
    conclusion: (t) => `Alright, let's wrap up ${t}.`,
    closer: "That's it, thanks for watching!",
  },
  Enthusiastic: {
    welcome: 'Welcome! This is going to be great.',
    promise: (span, what, stepwise) => `In ${span}, you're going to learn ${what}${stepwise ? ', step by step' : ''}!`,
    remember: (n, steps) => `Just ${n} steps to remember: ${steps}!`,
    recap: (items) => `We've explored ${items}!`,
    opener: (t) => `Welcome to ${t}! This is going to be great.`,
    agenda: (items) => `Get ready to discover ${items}!`,
    transitions: [(t) => `Now for something exciting: ${t}!`, (t) => `Let's dive into ${t}!`, (t) => `Up next, ${t}!`, (t) => `Next stop: ${t}!`],
    leads: { first: 'First up,', middle: ['Even better,', 'And here is the great part:', 'On top of that,'], last: 'Best of all,' },
    compare: (l, r) => `Check out the difference between ${l} and ${r}!`,
    quoteLead: ["Here's the big idea!", 'This one will make a real difference!'],
    elaborations: [
      (p) => `Imagine what ${p} can do for you!`,
      (p) => `That's the power of ${p}!`,
      (p) => `Get excited about ${p}, because it makes a real difference!`,
      (p) => `Put ${p} to work and see the results!`,
    ],
    conclusion: (t) => `What a journey! Let's wrap up ${t}.`,
    closer: 'Thanks for watching, and go put this into action!',
  },
  Calm: {
    welcome: 'Welcome. Let’s take this slowly.',
    promise: (span, what, stepwise) => `Over ${span}, we'll go through ${what}${stepwise ? ', one step at a time' : ''}.`,
    remember: (n, steps) => `Let's gently recall the ${n} steps: ${steps}.`,
    recap: (items) => `We've reflected on ${items}.`,
    opener: (t) => `Welcome. Let's take a few quiet minutes to explore ${t}.`,
    agenda: (items) => `We'll gently walk through ${items}.`,
    transitions: [
      (t) => `Let's take a moment to consider ${t}.`,
      (t) => `Now, let's slowly turn to ${t}.`,
      (t) => `Next, let's reflect on ${t}.`,
      (t) => `When you're ready, let's look at ${t}.`,
    ],
    leads: { first: 'To begin,', middle: ['Next,', 'Then,', 'Also,'], last: 'And lastly,' },
    compare: (l, r) => `Let's look calmly at ${l} beside ${r}.`,
    quoteLead: ['Take a breath and consider this message.', 'Let this idea settle for a moment.'],
    elaborations: [
      (p) => `Take your time to reflect on ${p}.`,
      (p) => `Notice how ${p} fits into your own routine.`,
      (p) => `There is no rush to master ${p}.`,
      (p) => `Simply keep ${p} in mind.`,
    ],
    conclusion: (t) => `Let's gently bring ${t} to a close.`,
    closer: 'Thank you for taking this time. Go at your own pace.',
  },
  Authoritative: {
    welcome: 'Listen carefully.',
    promise: (span, what, stepwise) => `In ${span} you will learn ${what}${stepwise ? ', step by step' : ''}.`,
    remember: (n, steps) => `The ${n} steps are: ${steps}.`,
    recap: (items) => `You now know ${items}.`,
    opener: (t) => `This is ${t}. Here is what you need to know.`,
    agenda: (items) => `We will cover ${items}.`,
    transitions: [(t) => `Now, ${t}.`, (t) => `Next: ${t}.`, (t) => `Turn your attention to ${t}.`, (t) => `Consider ${t}.`],
    leads: { first: 'First,', middle: ['Next,', 'In addition,', 'Note that'], last: 'Finally,' },
    compare: (l, r) => `Know the difference between ${l} and ${r}.`,
    quoteLead: ['Remember this.', 'This is the rule.'],
    elaborations: [
      (p) => `Apply ${p} without exception.`,
      (p) => `${p} is not optional.`,
      (p) => `Make ${p} part of your standard practice.`,
      (p) => `Expect to be held to ${p}.`,
    ],
    conclusion: (t) => `Here is the bottom line on ${t}.`,
    closer: 'Apply these points starting today.',
  },
};
