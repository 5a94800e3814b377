import { framingIn } from '../point-checks/brief-framing';
import { plainSentences } from '../point-checks/plain-words';

/** The sentences of each script that read the brief's framing aloud (decision 162), with the phrase found. */
export function framedSentences(scripts: string[], framing: readonly string[]): { slide: number; sentence: string; phrase: string }[] {
  if (!framing.length) return [];
  return scripts.flatMap((script, i) =>
    plainSentences(script).flatMap((sentence) => {
      const phrase = framingIn(sentence, framing);
      return phrase ? [{ slide: i + 1, sentence, phrase }] : [];
    }),
  );
}

/** A script without its sentences that read the framing aloud. */
export const withoutFramedSentences = (script: string, framing: readonly string[]) =>
  plainSentences(script)
    .filter((s) => !framingIn(s, framing))
    .join(' ');
