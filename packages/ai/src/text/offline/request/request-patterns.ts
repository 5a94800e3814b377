/** Patterns of a sentence addressed to the video maker: the verb that asks for a video, its medium, its audience. */
export const MAKE = String.raw`(?:create|make|produce|build|write|prepare|generate|design|develop|record|put together|(?:i|we)(?:\s+(?:need|want|would like)|['’]d like))`;
export const MEDIUM = `(?:video|presentation|lesson|course|module|training|explainer|tutorial|session|walkthrough|clip|film|deck|briefing)s?`;
/** A form named by what it does for the viewer: "Create a short primer on …". */
const FORM = `(?:refresher|primer|induction|orientation|webinar)s?`;
/** As a noun phrase, also "A one-minute recap for …", which after "create" may be content ("Create a reminder in your calendar"). */
const PHRASE_MEDIUM = `(?:${MEDIUM}|${FORM}|(?:recap|reminder)s?)`;
export const VIDEO_REQUEST = new RegExp(
  String.raw`^(?:please\s+)?(?:can you\s+|could you\s+)?${MAKE}\s+(?:(?:a|an|the|our|my|some|one)\s+)?(?:[\w'-]+\s+){0,3}?(?:${MEDIUM}|${FORM})(?:\s+${MEDIUM})?\b\s*(?:(?:that|which|to)\s+)?`,
  'i',
);
/** "A training video for new cashiers on …": a request written as a noun phrase. */
export const MEDIUM_PHRASE = new RegExp(
  String.raw`^(?:a|an|the|our|one)\s+(?:[\w'-]+\s+){0,4}?${PHRASE_MEDIUM}\b\s*(?=(?:for|to|on|about|showing|explaining|covering|introducing|that (?:shows|explains|covers|teaches|introduces))\b)`,
  'i',
);
/** "Induction for new starters.": the same noun phrase without its article, read only where the sentence has no verb of its own. */
export const BARE_MEDIUM_PHRASE = new RegExp(String.raw`^(?:[\w'-]+\s+){0,4}?${PHRASE_MEDIUM}\b\s*(?=(?:for|on|about|covering)\b)`, 'i');
/** Words naming people: "explain X to all employees", "… for the purchasing team". */
export const PEOPLE = `(?:staff|employees?|colleagues?|team|teams|agents?|managers?|customers?|cashiers?|workers?|drivers?|starters?|joiners?|hires?|people|everyone|members?|users?|leaders?|engineers?|nurses?|volunteers?|contractors?|learners?|students?|operators?|partners?|suppliers?|reps?|representatives?|department|crew|supervisors?|buyers?|sellers?|clients?|parents?|developers?)`;
export const TEACH = `(?:teach|show|explain|train|summari[sz]e|outline|present|describe|tell|remind|help|introduce|walk|brief|instruct|inform|guide|prepare|onboard|educate|coach)(?:es|s|ing)?`;
export const CONNECTOR = `(how to|how|why|what|when|where|to|that|about|on|through|understand|learn|know)`;

export const MAKER_VERB = String.raw`(?:please\s+)?(?:(?:make sure|be sure|remember)\s+(?:to\s+|you\s+|it\s+)?)?`;
