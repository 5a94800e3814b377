import type { SourceSentence } from '../analysis/text-analysis';

/** A rule a learner must not miss: an obligation, a prohibition or a limit ("must", "never", "at least", "within"). */
export const RULE =
  /\b(?:must|mustn['’]t|never|always|only|at least|at most|no later than|no more than|not allowed|required|mandatory|within|do not|don['’]t)\b/i;
/** A sentence about the document itself ("This pack explains…"), not a fact of its subject. */
export const ABOUT_THE_DOCUMENT =
  /^(?:this|the|our)\s+(?:pack|guide|document|booklet|handbook|page|article|presentation|deck|section|video|leaflet|note|policy|procedure|manual|chapter)\s+(?:explains|describes|covers|sets out|shows|tells|is about|gives|summari[sz]es|walks)\b/i;
export const hasFigure = (text: string) => /\d/.test(text) || QUANTITY.test(text);
/** A limit stated with its figure: "above 63 °C", "at least 20 seconds", "within one hour", "over $200". */
const THRESHOLD =
  /\b(?:above|below|over|under|more than|less than|fewer than|up to|at least|at most|no more than|within|or (?:below|above|less|more))\s+(?:\S+\s+)?(?:[$€£]?\d|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty)/i;
/** An obligation, a prohibition, or a limit the viewer must keep ("Keep hot food above 63 °C"), not a figure that only informs ("can cost up to 4%"). */
export const isRuleSentence = (text: string) =>
  (RULE.test(text) && (hasFigure(text) || /^(?:\S+\s+){0,4}?(?:must|never|always|only|do not|don['’]t)\b/i.test(text))) ||
  (THRESHOLD.test(text) && (/\b(?:needs?|should|have to|has to)\b/i.test(text) || isInstruction(text.replace(/^(?:if|when|whenever)\b[^,]*,\s*/i, ''))));

/** An introduction's general sentence (first section, no figure, rule or instruction) gives way to other sections' facts on a merged slide. */
export const isGeneralIntro = (s: SourceSentence) =>
  (s.section === 0 && !hasFigure(s.text) && !RULE.test(s.text) && !isInstruction(s.text)) || ABOUT_THE_DOCUMENT.test(s.text);

/** A prohibition in the main clause ("Never…", "You must not…"), not a "not" inside a relative clause. */
export const PROHIBITION =
  /^(?:never|don['’]t|do not|avoid|no\b|stop)|^(?!(?:if|when|whenever|unless|because|while|although)\b)(?:[\w'’-]+\s+){0,3}?(?:must not|mustn['’]t|should not|shouldn['’]t|may not|cannot|can['’]t|never|must refuse|refuse)\b/i;
/** An instruction in the main clause ("You must…", "Always…"). */
const INSTRUCTION = /^(?!(?:if|when|whenever|unless|because|while|although)\b)(?:[\w'’-]+\s+){0,3}?(?:must|should|always|need to|have to|make sure)\b/i;
const NOT_IMPERATIVE_OPENER =
  /^(?:the|a|an|this|that|these|those|it|its|we|our|you|your|they|their|he|she|his|her|every|each|all|most|many|some|if|when|while|because|as|in|on|at|for|by|with|from|after|before|there|here|one|no|any)\b/i;
/** Verbs a practice opens on ("Check the tyres", "Hold the load close"): an instruction, not a statement. */
const IMPERATIVE_VERB =
  /^(?:always\s+)?(?:check|use|keep|hold|bend|lift|report|call|ask|tell|lock|store|delete|share|send|open|read|update|write|close|tag|post|stay|leave|wait|gather|book|choose|take|submit|attach|register|hover|look|make|wear|follow|sign|complete|set|arrive|meet|contact|log|be|do|plan|put|turn|switch|press|verify|confirm|review|remove|park|sound|drive|give|get|return|bring|carry|clean|label|enter|add|start|save|print|lock|wash|test|inspect|escalate|explain|show|offer|listen|speak|greet|thank|apologi[sz]e|document|record|note|mark|fill|back up|protect|secure|charge|keep)\b/i;
/** A sentence opening on its subject or a connective ("The desk…", "You must…"), so "Note that" can lead it. */
export const opensOnSubject = (text: string) => NOT_IMPERATIVE_OPENER.test(text);
export const isInstruction = (text: string) => INSTRUCTION.test(text) || (!NOT_IMPERATIVE_OPENER.test(text) && IMPERATIVE_VERB.test(text));

/** A figure a learner should remember: a sum, a share, a count of days, hours, kilograms… */
export const QUANTITY =
  /(?:[$€£]\s?\d[\d,.]*|\b\d[\d,.]*\s?(?:%|per ?cent\b|kg\b|km\b|GB\b|TB\b|(?:working\s+)?(?:days?|weeks?|months?|years?|hours?|minutes?|seconds?|euros?|dollars?|pounds?|people|times|stores|users)\b)|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty)\s+(?:working\s+)?(?:days?|weeks?|months?|years?|hours?|minutes?|people|times)\b)/i;
