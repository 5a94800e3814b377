/** English stop words left out of session topics and search terms (spec 000 §9 "excluding stop words"). */
export const CHAT_STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all almost also although always am among an and another any anyone anything are aren't around as at
  be became because become been before being below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't done
  down during each either else enough even ever every few for from further get gets getting give given go goes going got had hadn't has hasn't
  have haven't having he her here hers herself him himself his how however i i'd i'll i'm i've if in into is isn't it it's its itself just
  know last least less let let's like made make makes making many may me might more most much must my myself need needs neither no nor not
  now of off often on once one only onto or other others our ours ourselves out over own per perhaps please put quite rather really same
  say see seem seems several shall she should shouldn't since so some something still such tell than thank thanks that that's the their theirs
  them themselves then there there's these they they'd they'll they're they've thing things this those though through thus to too toward towards
  under unless until up upon us very via want was wasn't way we we'd we'll we're we've well were weren't what what's when where whether which while
  who whom whose why will with within without won't would wouldn't yes yet you you'd you'll you're you've your yours yourself yourselves
  explain describe tell show give list mean means does video training materials material document documents question questions answer`
    .split(/\s+/)
    .filter(Boolean),
);
