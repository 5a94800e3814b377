/** What the slides written so far have used: titles, messages and source sentences, so nothing is shown twice. */
export interface OutlineWriterState {
  usedTitles: Set<string>;
  usedQuotes: Set<string>;
  /** How many slides show each source sentence (by index) as a key point. */
  pointUses: Map<number, number>;
  /** Titles of the content slides written so far, by slide index, for the closing recap. */
  contentTitles: string[];
  /** The points the body slides written so far show (by title key), which the closing recap never repeats word for word. */
  shownPoints: Set<string>;
}

export const newWriterState = (): OutlineWriterState => ({
  usedTitles: new Set(),
  usedQuotes: new Set(),
  pointUses: new Map(),
  contentTitles: [],
  shownPoints: new Set(),
});
