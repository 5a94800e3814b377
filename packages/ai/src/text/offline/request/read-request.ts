import { hasMainVerb } from '../../nlp/is-fragment';
import { BARE_MEDIUM_PHRASE, CONNECTOR, MEDIUM_PHRASE, PEOPLE, TEACH, VIDEO_REQUEST } from './request-patterns';
import { addressStep, cleanEnd, splitInlineList, upperFirst } from './split-inline-list';
import { subjectBeforeMedium } from './without-length-framing';

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
  /** Topics the request lists for the video to cover ("… covering the badge policy, the dress code and the canteen hours"): each one is a point. */
  topics: string[];
  /** Steps listed inside the sentence, each an imperative addressed to the viewer. */
  steps: string[];
  /** A statement for the viewer to keep as content, when the request carries one beyond its steps. */
  statement: string | null;
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

/** The items of a list of topics ("the badge policy, the dress code, and the canteen hours"), without their articles; none when the text is one topic. */
export function topicList(text: string): string[] {
  if (/:/.test(text) || !/[,;]/.test(text)) return [];
  const items = splitInlineList(text).map((t) => t.replace(/^(?:the|our|your|a|an)\s+/i, ''));
  return items.length >= 2 ? items : [];
}

/** A subject that only points at the material: "this", "the attached letter", "this document". */
const POINTING_ONLY =
  /^(?:this|that|it|these|those|them|(?:this|that|these|those|the attached|the following|the above|the enclosed|our|my)\s+(?:documents?|letters?|memos?|e-?mails?|articles?|pages?|texts?|files?|notices?|pdfs?|materials?|attachments?))$/i;

/**
 * "Induction for new starters.", "Video for new hires about their first laptop.": a request written
 * without its article has no verb of its own, or none after what it is about ("hires" read as a verb
 * is part of who it is for). "Training for new staff on the fire doors is mandatory" is content.
 */
function bareRequest(text: string): boolean {
  if (!hasMainVerb(text)) return true;
  const about = /^(?:[\w'-]+\s+){0,4}?[\w'-]+\s+for\s+(?:\S+\s+){0,6}?(?:about|on|covering)\s+(.+)$/i.exec(text);
  return !!about && !hasMainVerb(about[1] as string);
}

/** Reads a request sentence; null when the sentence is not addressed to the video maker. */
export function readRequest(sentence: string): ReadRequest | null {
  const text = sentence.trim().replace(/\s+/g, ' ');
  let rest = text;
  const video = VIDEO_REQUEST.exec(rest) ?? MEDIUM_PHRASE.exec(rest) ?? (bareRequest(rest) ? BARE_MEDIUM_PHRASE.exec(rest) : null);
  if (video) rest = rest.slice(video[0].length);
  let audience: string | null = null;
  if (video) {
    // Who the video is for, set off by commas in the middle ("on claiming expenses, for new starters who will use the
    // app, covering the basics"), and a cover that names nothing ("covering the basics") steer; neither is a topic (decision 219).
    rest = rest.replace(
      /,\s*(?:covering|including|with|explaining)\s+(?:just\s+|only\s+)?(?:the\s+)?(?:basics|essentials|key points|main points|highlights|everything)\b[^,]*?(?=,|[.!?]?$)/i,
      '',
    );
    const aside = new RegExp(String.raw`,\s*for\s+((?:[\w'-]+\s+){0,4}?${PEOPLE})(?:\s+who\b[^,]*)?(?=,|[.!?]?$)`, 'i').exec(rest);
    if (aside) {
      audience = audienceOf(aside[1]);
      rest = rest.slice(0, aside.index) + rest.slice(aside.index + aside[0].length);
    }
  }
  let connector: string | null = null;
  let body = rest;

  // ("Training for new hires about …" names the form, as "Video for …" does: a gerund before "for" is no verb of the request)
  const teach = /^\w+ing\s+for\b/i.test(rest) ? null : new RegExp(String.raw`^${TEACH}\s+`, 'i').exec(rest);
  if (teach) {
    const after = rest.slice(teach[0].length);
    // "explain our benefits to US and international staff", "summarise the policy for all staff"
    const toPeople = new RegExp(String.raw`^(.+?)\s+(?:to|for)\s+((?:[\w'-]+\s+){0,6}?${PEOPLE}\b(?:\s+of\s+(?:the|our)\s+[\w-]+)?)\s*[.!?]?$`, 'i').exec(
      after,
    );
    // "explain to every employee how …", "teach new cashiers how to …", "show staff that …"
    const withAudience = new RegExp(String.raw`^((?:to\s+)?(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+${CONNECTOR}\s+(.+)$`, 'i').exec(after);
    const direct = new RegExp(String.raw`^${CONNECTOR}\s+(.+)$`, 'i').exec(after);
    // (not when a question word opens inside it: "staff how to give feedback to team members" names its audience first)
    if (toPeople && !/(?:^|\s)(?:how|why|what|when|where|that)\b/i.test(toPeople[1] as string)) {
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
      audience = audienceOf(about[1]) ?? audience;
      connector = /^(?:how|why|what|when)\b/i.test(about[2] as string) ? '' : 'about';
      body = about[2] as string;
    } else if (forWhom) {
      audience = audienceOf(forWhom[1]);
      connector = 'about';
      body = forWhom[2] as string;
    } else if (forOnly) {
      // "An onboarding welcome video for people joining the team next month": who it is for, no subject.
      return { subject: null, subjectTitle: null, action: null, audience: audienceOf(forOnly[1]), topics: [], steps: [], statement: null };
    } else {
      connector = /^(?:how|why|what|when)\b/i.test(rest) ? '' : 'about';
    }
  } else return null;

  // "… covering the badge policy, the dress code and the canteen hours": a list of what to cover is
  // the content, one point each; the request around it only steers (issue 20 item 4).
  const topics = connector === 'about' ? topicList(body) : [];
  if (topics.length) return { subject: null, subjectTitle: null, action: null, audience, topics, steps: [], statement: null };

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
  // "… explaining how our assistance programme works for all staff?": who it is for closes the question
  // the viewer learns the answer to; it steers and is never said (decision 213). An action's "for" or
  // "to" is its object ("how to give feedback to team members") and stays.
  const forPeople = new RegExp(String.raw`^(.+?)\s+for\s+((?:[\w'-]+\s+){0,4}?${PEOPLE})$`, 'i').exec(main);
  if (forPeople && /^(?:how|why|what|when|where)$/.test(c || (/^(?:how|why|what|when|where)\b(?! to\b)/i.exec(main)?.[0] ?? '').toLowerCase())) {
    audience ??= audienceOf(forPeople[2]);
    main = forPeople[1] as string;
  }
  if (!main || POINTING_ONLY.test(main)) {
    // A list with no subject named ("A video for new staff: sign in, …"): the list is the content.
    // "Explain this to our staff", "Summarise the attached letter": the words point at the material, they name no subject (decision 195).
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
    statement = `${upperFirst(cleanEnd(main))}.`;
  } else if (c === '' && /^(?:how|why|what|when)\b/i.test(main)) {
    subject = main.replace(/^\w+/, (w) => w.toLowerCase());
    const how = /^how to (.+)$/i.exec(subject);
    if (how) action = how[1] as string;
  } else {
    // "… for new hires about their first laptop": said to those viewers, it is "your first laptop".
    subject = `about ${main.replace(/^(?:the\s+)?(?:topic of|subject of)\s+/i, '').replace(/^their\s+/i, audience ? 'your ' : 'their ')}`;
  }
  if (subject && !statement && steps.length === 0) {
    const said = subject.replace(/^about\s+/i, '');
    statement = `${upperFirst(said)}${audience ? `, for ${audience}` : ''}.`;
  }
  const core = subject?.replace(/^(?:how to|about)\s+/i, '') ?? null;
  const subjectTitle = core && /^(?:how to|about)\s/i.test(subject ?? '') ? core.replace(/^(?:our|the|a|an|your|my|their)\s+/i, '') : subject;
  return { subject, subjectTitle, action, audience, topics: [], steps, statement };
}
