import { toTokens } from './analyse-sentence';
import type { Token } from './token';

const NEGATIVE = /^(?:not|n't|never|no|nobody|nothing|none|neither|nor|cannot)$/i;
/** Words that open a side clause: a "not" after them does not negate the main clause ("Escalate it if it is not solved"). */
const SIDE_CLAUSE = /^(?:if|when|whenever|unless|until|because|although|though|while|since|once|before|after|which|who|whose|where)$/i;

/**
 * Whether the main clause is negated ("must not", "never", "no one may"), not only a side clause
 * (decision 156). A sentence opening on a side clause has its main clause after the first comma.
 * "No later than" and "no more than" set a limit; they do not negate.
 */
export function isNegated(sentence: string | Token[]): boolean {
  const tokens = toTokens(sentence).map((t) => ({ ...t, text: t.text.replace(/[’‘]/g, "'") }));
  let main: Token[] = tokens;
  if (SIDE_CLAUSE.test(tokens[0]?.text ?? '')) {
    const comma = tokens.findIndex((t) => t.text === ',');
    main = comma >= 0 ? tokens.slice(comma + 1) : [];
  }
  const side = main.findIndex((t, i) => i > 0 && SIDE_CLAUSE.test(t.text));
  if (side >= 0) main = main.slice(0, side);
  return main.some((t, i) => NEGATIVE.test(t.text) && !(/^no$/i.test(t.text) && /^(?:later|more|less|fewer|earlier)$/i.test(main[i + 1]?.text ?? '')));
}
