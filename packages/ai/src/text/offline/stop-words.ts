/** English stop words: ignored when weighting terms and never used alone as keywords. */
export const STOP_WORDS = new Set(
  `a about above after again against all almost also although always am among an and another any anyone anything are aren't around as at
  be became because become been before being below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't done
  down during each either else enough etc even ever every few for from further get gets getting give given go goes going got had hadn't has hasn't
  have haven't having he her here hers herself him himself his how however i i'd i'll i'm i've if in into is isn't it it's its itself just
  last least less let let's like likely made make makes making many may me might more most much must my myself need needs neither no nor not
  now of off often on once one only onto or other others otherwise our ours ourselves out over own per perhaps put quite rather really same see
  seem seems several shall she should shouldn't since so some something still such than that that's the their theirs them themselves then there
  there's these they they'd they'll they're they've thing things this those though through thus to too toward towards under unless until up upon
  us use used uses using usually very via was wasn't way ways we we'd we'll we're we've well were weren't what what's when where whether which
  while who whom whose why will with within without won't would wouldn't yes yet you you'd you'll you're you've your yours yourself yourselves
  able across already around back best better big come comes different e.g first good great i.e include includes including important instead
  keep kind know large lot lots new next part right say says second set show shows take takes tell three two want wants whole`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that say a sentence carries a rule, a reason or a conclusion (scored higher). */
export const CUE_WORDS = new Set(
  `must should important importantly because therefore essential critical key always never ensure require required requires
  recommend recommended need needs crucial significant main primary goal result results so consequently vital remember`.split(/\s+/),
);

/** Abstract words that make poor image keywords on their own. */
export const ABSTRACT_WORDS = new Set(
  `aspect aspects approach case cases concept concepts example examples fact facts factor factors form idea ideas issue issues level levels
  matter method number point points process purpose reason reasons result results step steps term terms time times topic topics type types
  use value video lesson slide slides overview introduction summary conclusion information content section sections chapter page today
  able ability basis area areas kind sort`.split(/\s+/),
);

/** Adjectives and verbs that rank well as terms but say nothing as a title or picture ("common", "check"). */
export const WEAK_KEYWORDS = new Set(
  `common simple easy main several high low small full clear real true sure likely possible available special general specific
  spot check make help keep find start stop give add ask build call follow learn move pay play read run send try turn work understand
  mean means matter matters happen happens feel look looks seem`.split(/\s+/),
);

/**
 * Everyday words that are never a topic on their own ("day", "way", "staff", "safe"): a slide
 * titled "Day" or a sentence about "keeping time in mind" says nothing. Stemmed forms.
 */
export const GENERIC_WORDS = new Set(
  `day week month year hour minute second time moment way thing stuff point lot bit people person staff employee everyone everybody
  someone anyone team member colleague worker user part place today tomorrow yesterday start end case example number kind sort area job
  safe sure ready able aware careful quick fast slow same certain whole own real various clear simple easy hard good bad right wrong
  short long little small big new old other every each`.split(/\s+/),
);

/**
 * Words a heading never ends on: verbs and adverbs. A phrase ending on one ("load close" from "Hold
 * the load close…", "hours stay" from "Hours stay the same") is a piece of a sentence, not a name.
 */
export const NOT_A_HEAD_WORD = new Set(
  `close closer away together back out up down off again here there now today ahead apart aside around too also still even just very
  first later stay stays stayed keep keeps kept go goes went get gets got make makes made take takes took need needs want wants remain
  remains become becomes seem seems apply applies applied happen happens lift lifts carry carries say says said tell tells ask asks let lets
  is are was were be been being has have had do does did can could will would should must may might refunded reported paid given moved
  changed started done stops starts works helps means includes covers sounds fell rose grew`.split(/\s+/),
);
const NOT_ADVERBS = new Set([
  'family',
  'supply',
  'apply',
  'reply',
  'july',
  'italy',
  'assembly',
  'anomaly',
  'ally',
  'rally',
  'monthly',
  'weekly',
  'daily',
  'quarterly',
  'yearly',
  'only',
]);
/** True when a phrase can name a slide: it neither ends on a verb or an adverb nor opens as an order. */
export const endsAsNoun = (phrase: string) => {
  const words = phrase.toLowerCase().split(/\s+/);
  const last = words[words.length - 1] ?? '';
  // "Never Twist", "Always Check": a verb phrase, not a name.
  if (/^(?:never|always|not|don['’]t|do|please|just)$/.test(words[0] ?? '')) return false;
  // "Except Faulty Items", "With Your Buddy": a phrase opening on a preposition or conjunction is cut from a clause.
  if (/^(?:except|with|without|for|of|to|from|by|and|or|but|if|when|unless|because|than|into|onto|via)$/.test(words[0] ?? '')) return false;
  return !NOT_A_HEAD_WORD.has(last) && !(/ly$/.test(last) && !NOT_ADVERBS.has(last));
};
