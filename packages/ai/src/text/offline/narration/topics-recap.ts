import { joinList } from '../text-shaping';
import { sentenceKey } from './spoken-text';

/** A topic that lists parts of its own ("purpose and booking travel", "hotels, meals and daily allowance"). */
const HAS_PARTS = /,\s|\sand\s/i;

/**
 * Topics said in one breath: plain ones as a list ("evaporation, condensation and collection"); a
 * topic that has its own "and" is set off by a comma, so the viewer hears where one topic ends
 * ("purpose and booking travel, and air travel and rail travel", never "…travel and air travel…").
 */
const saidTogether = (topics: string[]) =>
  topics.length > 1 && topics.some((t) => HAS_PARTS.test(t)) ? `${topics.slice(0, -1).join(', ')}, and ${topics[topics.length - 1]}` : joinList(topics);

/**
 * The closing's recap of the topics covered (issue 20 item 4, decision 194): every topic, in the
 * video's order, said in short sentences rather than one run-on list — at most two topics a
 * sentence when one of them has its own "and", else three — the first in the tone's recap line
 * ("We have looked at …"), then "We then turned to …", and the last "We ended with …".
 */
export function topicsRecap(topics: string[], recap: (items: string) => string): string {
  if (topics.length === 0) return '';
  const groups: string[][] = [];
  for (const t of topics) {
    const group = groups[groups.length - 1];
    const size = group && [...group, t].some((x) => HAS_PARTS.test(x)) ? 2 : 3;
    if (group && group.length < size) group.push(t);
    else groups.push([t]);
  }
  return groups
    .map((g, k) =>
      k === 0
        ? recap(saidTogether(g))
        : k === groups.length - 1 && groups.length > 2
          ? `We ended with ${saidTogether(g)}.`
          : `We then turned to ${saidTogether(g)}.`,
    )
    .join(' ');
}

/**
 * The topics the closing may still name (decision 212): those no line of the video named yet. A
 * topic the agenda or its own slide's "Next, we'll look at …" already said is the same words a
 * second time on the close, which tells the viewer nothing new: the close spends its time on what
 * the viewer has not heard (what was left out, the source's next step, a sentence not yet said).
 * `said` holds every sentence said so far, by key (`sentenceKey`).
 */
export function topicsNotNamed(topics: string[], said: Iterable<string>): string[] {
  const lines = [...said].map((k) => ` ${k} `);
  return topics.filter((t) => {
    const key = sentenceKey(t);
    return !!key && !lines.some((l) => l.includes(` ${key} `));
  });
}
