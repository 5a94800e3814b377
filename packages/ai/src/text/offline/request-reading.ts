import type { Tone } from '@lectern/core';

/**
 * A brief is often addressed to the video maker ("Teach staff to report incidents: stop, make
 * safe, tell a supervisor, file the report the same day"): the request is not content. This reads
 * such a sentence into what the viewer should learn, who the viewer is and the steps it lists, so
 * the slides can speak to the viewer instead of repeating the request.
 */
export interface ReadRequest {
  /** What the viewer learns, ready to follow "you'll learn": "how to report incidents". */
  subject: string | null;
  /** The subject as a title: "Report Incidents". */
  subjectTitle: string | null;
  /** The verb phrase of a how-to subject ("report incidents"), for questions like "So how do you …?". */
  action: string | null;
  /** Who the video is for, as a plural noun phrase: "staff", "new cashiers", "employees". */
  audience: string | null;
  /** Steps listed inside the sentence, each an imperative addressed to the viewer. */
  steps: string[];
  /** A statement for the viewer to keep as content, when the request carries one beyond its steps. */
  statement: string | null;
}

const MAKE = String.raw`(?:create|make|produce|build|write|prepare|generate|design|develop|record|put together|(?:i|we)\s+(?:need|want|would like|'d like))`;
const MEDIUM = `(?:video|presentation|lesson|course|module|training|explainer|tutorial|session|walkthrough|clip|film|deck|briefing)s?`;
/** A brief written as a noun phrase may also name its form by what it does for the viewer: "A one-minute refresher for …". */
const PHRASE_MEDIUM = `(?:${MEDIUM}|(?:refresher|primer|induction|orientation|webinar|recap|reminder)s?)`;
const VIDEO_REQUEST = new RegExp(
  String.raw`^(?:please\s+)?(?:can you\s+|could you\s+)?${MAKE}\s+(?:(?:a|an|the|our|my|some|one)\s+)?(?:[\w'-]+\s+){0,3}?${MEDIUM}(?:\s+${MEDIUM})?\b\s*(?:(?:that|which|to)\s+)?`,
  'i',
);
/** "A training video for new cashiers on …": a request written as a noun phrase. */
const MEDIUM_PHRASE = new RegExp(
  String.raw`^(?:a|an|the|our|one)\s+(?:[\w'-]+\s+){0,4}?${PHRASE_MEDIUM}\b\s*(?=(?:for|to|on|about|showing|explaining|covering|introducing|that (?:shows|explains|covers|teaches|introduces))\b)`,
  'i',
);
/** Words naming people: "explain X to all employees", "… for the purchasing team". */
const PEOPLE = `(?:staff|employees?|colleagues?|team|teams|agents?|managers?|customers?|cashiers?|workers?|drivers?|starters?|joiners?|hires?|people|everyone|members?|users?|leaders?|engineers?|nurses?|volunteers?|contractors?|learners?|students?|operators?|partners?|suppliers?|reps?|representatives?|department|crew|supervisors?|buyers?|sellers?|clients?|parents?|developers?)`;
const TEACH = `(?:teach|show|explain|train|summari[sz]e|outline|present|describe|tell|remind|help|introduce|walk|brief|instruct|inform|guide|prepare|onboard|educate|coach)(?:es|s|ing)?`;
const CONNECTOR = `(how to|how|why|what|when|where|to|that|about|on|through|understand|learn|know)`;

/**
 * What a sentence of the brief asks of the video without being content: a quiz, topics to cover,
 * two things to compare, a point to make unmistakable, or how it should sound and how long it is.
 */
export interface Steering {
  kind: 'quiz' | 'topics' | 'compare' | 'emphasis' | 'structure' | 'style';
  /** Topics to cover ("Cover A, B and C") or the two sides of a comparison. */
  items: string[];
}

const MAKER_VERB = String.raw`(?:please\s+)?(?:(?:make sure|be sure|remember)\s+(?:to\s+|you\s+|it\s+)?)?`;

/** Reads a sentence addressed to the video maker about the video's form; null when it is not one. */
export function readSteering(sentence: string): Steering | null {
  const s = sentence.trim().replace(/\s+/g, ' ');
  const body = s.replace(/[.!?]+$/, '');
  if (
    /\b(?:quiz|knowledge check|test question|check question|question to check)\b/i.test(s) &&
    /^(?:please\s+)?(?:end|finish|close|include|add|ask|start|open|with|put|give|have|then|and)\b|\bquiz\b/i.test(s)
  )
    return { kind: 'quiz', items: [] };
  const cover = new RegExp(String.raw`^${MAKER_VERB}(?:cover|covering|include|mention|address|go over|touch on|talk about|explain)\s*:?\s+(.+)$`, 'i').exec(
    body,
  );
  if (cover && /^(?:please\s+)?(?:make sure\s+(?:to\s+|you\s+|it\s+)?)?(?:cover|covering|include|mention|address|go over|touch on)\b/i.test(s))
    return { kind: 'topics', items: splitInlineList(cover[1] as string).map((t) => t.replace(/^(?:the|our|your|a|an)\s+/i, '')) };
  const compare = new RegExp(
    String.raw`^${MAKER_VERB}(?:compare|contrast)\s+(?:the\s+)?(.+?)\s+(?:and|with|to|against|versus|vs\.?)\s+(?:the\s+)?(.+)$`,
    'i',
  ).exec(body);
  if (compare) return { kind: 'compare', items: [compare[1] as string, compare[2] as string] };
  if (
    new RegExp(
      String.raw`^${MAKER_VERB}(?:make\s+(?:it\s+|this\s+|sure\s+)?(?:(?:the|our|your)\s+[\w\s-]{1,40}?\s+)?(?:clear|unmistakable|obvious|explicit|plain)|emphasi[sz]e|stress|highlight|focus on|be (?:clear|explicit))\b`,
      'i',
    ).test(s)
  )
    // "Make the temperature rules unmistakable": what to make stand out, when the sentence names it.
    return {
      kind: 'emphasis',
      items: [/^(?:please\s+)?make\s+(?:the|our|your)\s+([\w\s-]{1,40}?)\s+(?:clear|unmistakable|obvious|explicit|plain)\b/i.exec(s)?.[1] ?? ''].filter(
        Boolean,
      ),
    };
  if (/^(?:please\s+)?(?:end|finish|close|start|open|begin|wrap up)\s+(?:it\s+|the video\s+)?(?:with|by|on)\b/i.test(s))
    return { kind: 'structure', items: [] };
  if (
    /^(?:please\s+)?(?:keep|make)\s+(?:it|the video|this|the tone)\b.*\b(?:short|brief|concise|friendly|engaging|fun|simple|light|upbeat|professional|formal|casual|minutes?|seconds?|tone|warm|welcoming|positive|serious|calm|lively|clear)\b/i.test(
      s,
    ) ||
    /^(?:please\s+)?(?:use|adopt|take|go for|write (?:it )?in)\s+an?\s+[\w\s,-]{0,30}\b(?:tone|voice|style|register)\b/i.test(s) ||
    /^(?:the\s+)?(?:video|tone|style|narration|voice|length)\s+should\b/i.test(s) ||
    /^(?:aim|target)\s+(?:for|at)\b.*\b(?:minutes?|seconds?|audience|length)\b/i.test(s) ||
    /^(?:audience|tone|length|duration|style|format|language)\s*:/i.test(s) ||
    // "Speak to them like a coach", "Talk to the team as a friend would": how the narration sounds.
    /^(?:please\s+)?(?:speak|talk|sound|write|narrate|address (?:them|the \w+))\b.*\b(?:like|as)\s+(?:a|an|if|their|your)\b/i.test(s) ||
    /^(?:please\s+)?(?:be|sound)\s+(?:friendly|warm|calm|upbeat|serious|formal|casual|relaxed|firm|direct|enthusiastic|encouraging|positive)\b/i.test(s) ||
    /^(?:please\s+)?(?:include|add)\s+(?:a|an)\s+(?:call to action|summary|recap|intro|outro)\b/i.test(s)
  )
    return { kind: 'style', items: [] };
  return null;
}

/**
 * The tone a style sentence of the brief asks for, as one of spec 001 §3's six tones; null when it
 * names none. The first tone word in the sentence wins ("a serious, formal tone" → Authoritative).
 */
const TONE_WORDS: [RegExp, Tone][] = [
  [/\b(?:friendly|warm|welcoming|light|kind|cheerful|approachable)\b/i, 'Friendly'],
  [/\b(?:casual|relaxed|informal|chatty|conversational|laid[- ]back)\b/i, 'Casual'],
  [
    /\b(?:enthusiastic|upbeat|energetic|lively|fun|exciting|excited|motivating|motivational|inspiring|coach(?:es|ing)?|encouraging|positive)\b/i,
    'Enthusiastic',
  ],
  [/\b(?:calm|gentle|soothing|reassuring|patient|soft|quiet)\b/i, 'Calm'],
  [/\b(?:authoritative|serious|firm|strict|commanding|direct|no-nonsense|stern|sergeant|officer)\b/i, 'Authoritative'],
  [/\b(?:professional|formal|business-?like|neutral|polished)\b/i, 'Professional'],
];

export function readTone(sentence: string): Tone | null {
  if (readSteering(sentence)?.kind !== 'style') return null;
  let best: { at: number; tone: Tone } | null = null;
  for (const [pattern, tone] of TONE_WORDS) {
    const m = pattern.exec(sentence);
    if (m && (!best || m.index < best.at)) best = { at: m.index, tone };
  }
  return best?.tone ?? null;
}

/** Style instructions ("Keep it under two minutes", "Use a friendly tone", "End with a quiz") are for the maker, never for the viewer. */
export function isStyleInstruction(sentence: string): boolean {
  return readSteering(sentence) !== null;
}

const cleanEnd = (t: string) => t.trim().replace(/[\s.!?]+$/u, '');
const capitalize = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** "tell a supervisor" → "tell your supervisor"; "make safe" → "make it safe". */
export function addressStep(step: string): string {
  let s = cleanEnd(step).replace(/^(?:and|then|or)\s+/i, '');
  s = s.replace(/\b(?:a|the)\s+(supervisor|manager|line manager|team leader|team lead|boss|mentor|coach|buddy|shift lead)\b/gi, 'your $1');
  s = s.replace(/^(make|keep|get|leave)\s+(safe|secure|clean|clear|tidy|ready|sure)\b/i, '$1 it $2');
  return capitalize(s);
}

/** Splits an in-sentence list ("stop, make safe, tell a supervisor and file the report") into items. */
export function splitInlineList(text: string): string[] {
  let parts = cleanEnd(text)
    .split(/\s*[,;]\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  const last = parts[parts.length - 1];
  if (parts.length >= 2 && last && / and /i.test(last) && !/^and /i.test(last)) {
    const at = last.toLowerCase().lastIndexOf(' and ');
    parts = [...parts.slice(0, -1), last.slice(0, at), last.slice(at + 5)];
  }
  return parts.map((p) => p.replace(/^(?:and|then|or)\s+/i, '')).filter((p) => p.split(/\s+/).length <= 12);
}

/**
 * Words before the medium that say how the video is made, not what it is about: its length
 * ("one-minute", "short"), its kind ("training", "welcome"). Decision 159: framing steers, never appears.
 */
const FRAMING_WORD =
  /^(?:short|quick|brief|simple|little|long|full|new|one|two|three|four|five|ten|\d+|[\w]+-(?:minute|second|hour|min|sec)s?|minutes?|seconds?|training|welcome|induction|intro|introductory|explainer|animated|narrated|internal|online|e-?learning)$/i;

/** "A one-minute fire drill briefing" → "fire drill": the subject a noun-phrase request names before its medium. */
export function subjectBeforeMedium(phrase: string): string | null {
  const m = new RegExp(String.raw`^(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:${MAKE}\s+)?(?:a|an|the|our|my|some|one)\s+(.*?)\s*${MEDIUM}\b`, 'i').exec(
    phrase.trim(),
  );
  const words = (m?.[1] ?? '').split(/\s+/).filter(Boolean);
  while (words.length && FRAMING_WORD.test(words[0] as string)) words.shift();
  while (words.length && FRAMING_WORD.test(words[words.length - 1] as string)) words.pop();
  return words.length ? words.join(' ') : null;
}

/** "Fire Drill in Two Minutes", "Safe Lifting (60 s)" → the title without the length it was made for (decision 159). */
export function withoutLengthFraming(title: string): string {
  const n = String.raw`(?:\d+|one|two|three|four|five|ten|a|an|half an?)`;
  return title
    .replace(new RegExp(String.raw`\s*[([]?\s*(?:in|under|within)\s+${n}[\s-]+(?:minutes?|mins?|seconds?|secs?|s|hours?)\s*[)\]]?`, 'gi'), ' ')
    .replace(new RegExp(String.raw`\s*[([]\s*${n}\s*(?:minutes?|mins?|seconds?|secs?|s)\s*[)\]]`, 'gi'), ' ')
    .replace(new RegExp(String.raw`\b${n}[\s-](?:minute|second|min|sec)\b\s*`, 'gi'), '')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s:–—-]+|[\s:–—-]+$/g, '')
    .trim();
}

function audienceOf(raw: string | undefined): string | null {
  if (!raw) return null;
  // "for new office staff: hear the alarm, …": who the video is for ends where its content list begins (decision 159).
  let a = raw
    .trim()
    .replace(/^to\s+/i, '')
    .replace(/\s*:.*$/, '');
  const singular = /^(?:every|each|any)\s+/i.test(a);
  a = a.replace(/^(?:all(?:\s+of)?|every|each|any|our|the|your|my)\s+/i, '').replace(/^(?:our|the|your|my)\s+/i, '');
  // "new retail cashiers at our stores", "people joining the team next month": who, not where or when.
  a = a
    .replace(/\s+(?:at|in|across|from)\s+(?:our|the|all)\b.*$/i, '')
    .replace(/\s+(?:next|this|last)\s+(?:week|month|year|quarter)\b.*$/i, '')
    .trim();
  if (!a || /^(?:them|people|everyone|everybody|us|you|viewers?|the audience|audience)$/i.test(a)) return null;
  if (singular && !/s$/i.test(a)) a = `${a}s`;
  return a;
}

/** Reads a request sentence; null when the sentence is not addressed to the video maker. */
export function readRequest(sentence: string): ReadRequest | null {
  const text = sentence.trim().replace(/\s+/g, ' ');
  let rest = text;
  const video = VIDEO_REQUEST.exec(rest) ?? MEDIUM_PHRASE.exec(rest);
  if (video) rest = rest.slice(video[0].length);
  let audience: string | null = null;
  let connector: string | null = null;
  let body = rest;

  const teach = new RegExp(String.raw`^${TEACH}\s+`, 'i').exec(rest);
  if (teach) {
    const after = rest.slice(teach[0].length);
    // "explain our benefits to US and international staff", "summarise the policy for all staff"
    const toPeople = new RegExp(String.raw`^(.+?)\s+(?:to|for)\s+((?:[\w'-]+\s+){0,6}?${PEOPLE}\b(?:\s+of\s+(?:the|our)\s+[\w-]+)?)\s*[.!?]?$`, 'i').exec(
      after,
    );
    // "explain to every employee how …", "teach new cashiers how to …", "show staff that …"
    const withAudience = new RegExp(String.raw`^((?:to\s+)?(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+${CONNECTOR}\s+(.+)$`, 'i').exec(after);
    const direct = new RegExp(String.raw`^${CONNECTOR}\s+(.+)$`, 'i').exec(after);
    if (toPeople && !/^(?:how|why|what|when|where|that)\b/i.test(toPeople[1] as string)) {
      audience = audienceOf(toPeople[2]);
      connector = 'about';
      body = toPeople[1] as string;
    } else if (withAudience && /^to\s/i.test(withAudience[1] as string)) {
      audience = audienceOf(withAudience[1]);
      connector = (withAudience[2] as string).toLowerCase();
      body = withAudience[3] as string;
    } else if (direct) {
      connector = (direct[1] as string).toLowerCase();
      body = direct[2] as string;
    } else if (withAudience) {
      audience = audienceOf(withAudience[1]);
      connector = (withAudience[2] as string).toLowerCase();
      body = withAudience[3] as string;
    } else {
      connector = 'about';
      body = after;
    }
  } else if (video && /^(?:for|to)\s+[^:]+:\s*\S/i.test(rest) && !/^(?:for|to)\s+[^:]*\s(?:on|about)\s[^:]*:/i.test(rest)) {
    // "A one-minute fire drill briefing for new office staff: hear the alarm, …": the audience ends at
    // the colon, the list after it is the content, and the words before the medium name the subject (decision 159).
    const colonAt = rest.indexOf(':');
    audience = audienceOf(
      rest
        .slice(0, colonAt)
        .replace(/^(?:for|to)\s+/i, '')
        .replace(/\s+(?:covering|including|about|on|to)$/i, ''),
    );
    const topic = subjectBeforeMedium(video[0]);
    connector = 'about';
    body = `${topic ? (/(?:ing|s)$/i.test(topic) ? topic : `the ${topic}`) : ''}: ${rest.slice(colonAt + 1)}`;
  } else if (video) {
    const about = /^(?:for\s+((?:\S+\s+){0,6}?\S+)\s+)?(?:about|on|covering|explaining|showing|introducing|that covers|that explains)\s+(.+)$/i.exec(rest);
    // Words may carry accents ("our cafés"): any run of non-spaces is a word here.
    const forWhom = /^(?:for|to)\s+((?:\S+\s+){0,6}?\S+)\s+(?:on|about)\s+(.+)$/i.exec(rest);
    const forOnly = /^(?:for|to)\s+(.+?)[.!?]?$/i.exec(rest);
    if (about) {
      audience = audienceOf(about[1]);
      connector = /^(?:how|why|what|when)\b/i.test(about[2] as string) ? '' : 'about';
      body = about[2] as string;
    } else if (forWhom) {
      audience = audienceOf(forWhom[1]);
      connector = 'about';
      body = forWhom[2] as string;
    } else if (forOnly) {
      // "An onboarding welcome video for people joining the team next month": who it is for, no subject.
      return { subject: null, subjectTitle: null, action: null, audience: audienceOf(forOnly[1]), steps: [], statement: null };
    } else {
      connector = /^(?:how|why|what|when)\b/i.test(rest) ? '' : 'about';
    }
  } else return null;

  body = cleanEnd(body);
  if (!body || /^:\s*$/.test(body)) return null;
  let steps: string[] = [];
  const colon = body.indexOf(':');
  let main = body;
  if (colon >= 0) {
    const list = splitInlineList(body.slice(colon + 1));
    if (list.length >= 2) steps = list.map(addressStep);
    main = body.slice(0, colon).trim();
  }

  let subject: string | null = null;
  let action: string | null = null;
  let statement: string | null = null;
  const c = connector ?? '';
  if (!main) {
    // A list with no subject named ("A video for new staff: sign in, …"): the list is the content.
  } else if (c === 'understand' || c === 'learn' || c === 'know') {
    subject = /^(?:how|why|what|when|where)\b/i.test(main) ? main : `about ${main}`;
    const how = /^how to (.+)$/i.exec(main);
    if (how) action = how[1] as string;
  } else if (c === 'to' || c === 'how to') {
    const vp = main;
    if (colon < 0) {
      const list = splitInlineList(vp);
      if (list.length >= 3) {
        steps = list.map(addressStep);
        statement = null;
      } else action = vp;
    } else action = vp;
    subject = action ? `how to ${action}` : null;
  } else if (c === 'how' || c === 'why' || c === 'what' || c === 'when' || c === 'where') {
    subject = `${c} ${main}`;
  } else if (c === 'that') {
    statement = `${capitalize(cleanEnd(main))}.`;
  } else if (c === '' && /^(?:how|why|what|when)\b/i.test(main)) {
    subject = main.replace(/^\w+/, (w) => w.toLowerCase());
    const how = /^how to (.+)$/i.exec(subject);
    if (how) action = how[1] as string;
  } else {
    subject = `about ${main.replace(/^(?:the\s+)?(?:topic of|subject of)\s+/i, '')}`;
  }
  if (subject && !statement && steps.length === 0) {
    const said = subject.replace(/^about\s+/i, '');
    statement = `${capitalize(said)}${audience ? `, for ${audience}` : ''}.`;
  }
  const core = subject?.replace(/^(?:how to|about)\s+/i, '') ?? null;
  const subjectTitle = core && /^(?:how to|about)\s/i.test(subject ?? '') ? core.replace(/^(?:our|the|a|an|your|my)\s+/i, '') : subject;
  return { subject, subjectTitle, action, audience, steps, statement };
}

/** Short verbs whose final consonant doubles before "-ing" (stop → stopping). */
const DOUBLES =
  /^(?:stop|plan|spot|log|tag|drop|step|skip|scan|plug|run|set|get|put|cut|shut|sit|hit|let|grab|ship|chat|map|shop|swap|wrap|jog|begin|admit|submit|commit|refer|prefer|control)$/;

/** "report incidents" → "reporting incidents", for sentences that need a noun phrase. */
export function gerund(verbPhrase: string): string {
  const [verb = '', ...rest] = verbPhrase.trim().split(/\s+/);
  const v = verb.toLowerCase();
  let ing: string;
  if (v === 'be' || v === 'see') ing = `${v}ing`;
  else if (/ie$/.test(v)) ing = `${v.slice(0, -2)}ying`;
  else if (/[^aeiou]e$/.test(v)) ing = `${v.slice(0, -1)}ing`;
  else if (DOUBLES.test(v)) ing = `${v}${v.slice(-1)}ing`;
  else ing = `${v}ing`;
  return [ing, ...rest].join(' ');
}
