import { DANGLING_END, stripTrailingPunctuation } from '../text-shaping';

/**
 * A heading a few words longer than a title is shown whole: cutting "The Developers by Way of General
 * Resolution or Election" anywhere says half a name ("…General Resolution or"), and a slide holds nine
 * to eleven words of title.
 */
export const TITLE_SLACK_WORDS = 3;

/** Words that open a new phrase after a whole one: a preposition, a conjunction or a relative ("Works | that do not…"). */
const PHRASE_OPENER =
  /^(?:of|in|on|at|by|for|with|without|from|to|into|onto|over|under|about|after|before|during|within|between|through|across|against|via|per|and|or|but|nor|that|which|who|whose|where|when|while|if|unless|because|so|as|than|versus|vs\.?)$/i;

/** A word after which a phrase is whole: it ends on a mark (":", ")"), not a comma, which may part a list. */
const endsOnMark = (word: string) => /[;:)\]]$/.test(word);
const dangles = (word: string) =>
  DANGLING_END.has(
    stripTrailingPunctuation(word)
      .toLowerCase()
      .replace(/[’']s$/, ''),
  );

/**
 * A heading as a title of at most `max` words (`max` + TITLE_SLACK_WORDS when it has no mark to part
 * at), cut only where what is kept is a whole phrase (issue 20: "Works That Do Not Meet Our Free
 * Software", "The Developers by Way of General Resolution or"): first at a mark ("Debian Social
 * Contract: Our Promises" → "Debian Social Contract"), then whole when it is only a little long, then
 * before a preposition, conjunction or relative that opens the next phrase, keeping at least two words
 * and never ending on a small word ("the", "our", "or"). With none of these, the words up to the limit,
 * without the small words a cut leaves at the end.
 */
export function wholePhraseTitle(text: string, max: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= max) return stripTrailingPunctuation(words.join(' '));
  const keep = (i: number) => stripTrailingPunctuation(words.slice(0, i).join(' '));
  // (a cut must leave a phrase that names: two words at least, the last of them not a small word)
  const whole = (i: number) => i >= 2 && !dangles(words[i - 1] as string);
  for (let i = Math.min(max, words.length - 1); i >= 2; i--) {
    const next = words[i] as string;
    if (whole(i) && (endsOnMark(words[i - 1] as string) || /^[—–-]$/.test(next) || /^[(["“]/.test(next))) return keep(i);
  }
  if (words.length <= max + TITLE_SLACK_WORDS) return stripTrailingPunctuation(words.join(' '));
  for (let i = Math.min(max, words.length - 1); i >= 2; i--) if (whole(i) && PHRASE_OPENER.test(words[i] as string)) return keep(i);
  let end = max;
  while (end > 1 && dangles(words[end - 1] as string)) end--;
  return keep(end);
}
