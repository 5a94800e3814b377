import type { PictureMeaning } from '@lectern/core';
import { currentIconSet, matchIcons } from './icon-set';
import { wordsPicturedBy } from './icon-words';

/**
 * Icons whose name is a word with another, common sense in a presentation: what they really
 * show. Their name does not count ("password hashing" is not a "#"; a manufacturing plant
 * is not a pot plant; scaling a business is not a pair of scales).
 */
const OTHER_SENSE: Record<string, string> = {
  hash: 'hashtag',
  plant: 'houseplant garden flower leaf nature',
  scale: 'balance justice weigh weight law',
  bolt: 'lightning electricity energy',
  bat: 'animal',
  seeding: 'seed garden',
  load: 'server network balancer',
  wand: 'magic wizard',
};

/**
 * Picture senses too ambiguous to say a picture is about a slide: "leaves" of a plant meet
 * "leave" (time off), whose picture is a beach.
 */
const AMBIGUOUS_SENSES = new Set(['leave']);

/**
 * What an offline picture shows, in words (decision 173), for the picture relevance rule: the
 * main icon's head word and the presentation words it is the picture of ("school": training,
 * course), then, as hints, the rest of its name and its tags. Null while no icon set is loaded.
 */
export function illustrationMeaning(keyword: string): PictureMeaning | null {
  const set = currentIconSet();
  if (!set) return null;
  const [main] = matchIcons(set, keyword, 1);
  if (!main) return { shows: [], hints: [] };
  // Decision 114: an icon's head word is what it shows ("shield-lock" is a shield); a later part
  // is a badge on it, a hint like its tags ("first-aid-kit" is no help with a "lifting aid").
  const [head = '', ...rest] = main.name.split('-');
  const other = OTHER_SENSE[head];
  const pictured = wordsPicturedBy(main.nameStems[0] as string).filter((w) => !AMBIGUOUS_SENSES.has(w));
  const shows = other ? [other] : [head, ...pictured];
  // The panel's icon is the picture; the small badges beside it do not make it relevant.
  const hints = [...rest, ...main.tags];
  return { shows: shows.slice(0, 60), hints: hints.slice(0, 80) };
}
