import type { SlideDraft, VideoScript } from './script-state';

/**
 * What the viewer will learn, said on the title slide (issue 20 item 4, decision 190): the topics of
 * the slides the video really has — never a slide named by its role, a quiz or a section left
 * out — in their order, as many as the slide's length carries. The longest list that fits is said
 * (a group: one of them at most); a video with more topics than fit says it starts with its first ones.
 * Naming the topics does not say their points: each is still said on its slide (assemble.ts).
 */
export function agendaPieces(v: VideoScript, d: SlideDraft, at: number): void {
  // (a title no line can be built around, a measure, is not named: decision 199)
  const named = v.contentSlides.filter(({ s, i }) => !v.isRoleTitle(s, i)).map(({ s }) => v.topic(s.title));
  const topics = [...new Set(named.filter((t): t is string => !!t))];
  for (let n = Math.min(topics.length, 4); n >= 2; n--) {
    // A list cut short says it is the start, so it never reads as all the video covers.
    const text = n === topics.length ? v.phrases.agenda(listOf(topics)) : `We'll start with ${listOf(topics.slice(0, n - 1))}, then look at ${topics[n - 1]}.`;
    d.candidates.push({ text, at, kind: 'content', whole: true, announces: true, group: 'agenda', topics: topics.slice(0, n) });
  }
  if (topics.length === 1)
    d.candidates.push({ text: v.phrases.agenda(topics[0] as string), at, kind: 'content', whole: true, announces: true, group: 'agenda', topics });
}

/** Topics that are themselves pairs ("air travel and rail travel") are kept apart by commas, the last by ", and". */
const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')}${items.some((t) => / and /.test(t)) ? ', and' : ' and'} ${items[items.length - 1]}`;
