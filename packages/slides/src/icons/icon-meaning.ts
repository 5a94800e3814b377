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
};

/**
 * What an offline picture shows, in words (decision 173), for the picture relevance rule: the
 * main icon's name and the presentation words it is the picture of ("school": training,
 * course), then, as hints, its tags. Null while no icon set is loaded.
 */
export function illustrationMeaning(keyword: string): PictureMeaning | null {
  const set = currentIconSet();
  if (!set) return null;
  const [main] = matchIcons(set, keyword, 1);
  if (!main) return { shows: [], hints: [] };
  const parts = main.name.split('-');
  const other = OTHER_SENSE[parts[0] as string];
  const pictured = [...new Set(main.nameStems.flatMap(wordsPicturedBy))];
  const shows = other ? [other, ...parts.slice(1)] : [...parts, ...pictured];
  // The panel's icon is the picture; the small badges beside it do not make it relevant.
  const hints = [...main.tags];
  return { shows: shows.slice(0, 60), hints: hints.slice(0, 80) };
}
