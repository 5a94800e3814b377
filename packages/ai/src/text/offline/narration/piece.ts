import type { ListSubject } from './whole-point';

/**
 * What a sentence is for, which decides when it may be used:
 * - content: the slide's points and the source's own sentences, always preferred;
 * - framing: honest talk about the video itself (the slide's role, the step count, what comes next),
 *   used only while the script is short of its budget;
 * - filler: a generic connective about a phrase ("Keep … in mind"), at most one per script.
 */
export type Kind = 'content' | 'framing' | 'filler';
export interface Piece {
  text: string;
  /** Where the sentence sits in the script (lower first); the order of the candidate list is the priority. */
  at: number;
  kind: Kind;
  /** Alternatives sharing a group: at most one of them is said. */
  group?: string;
  /** For a recall, the sentence recalled: never recalled in a script that already says it. */
  of?: string;
  /** A required sentence kept whole while others are shortened or left out to fit (the first emphasised rule). */
  keep?: boolean;
  /** A line announcing the slide by its title: naming a point is not saying it, so the point is still said (decision 159). */
  announces?: boolean;
  /** A line that only counts ("There are four steps."): left out where an earlier line of the script already gives the count. */
  counts?: string;
  /** The closing recap: it says again, on purpose, the points the video made (issue 20 item 4). */
  recap?: boolean;
  /**
   * One of the slide's points (`lead` "" for none): once the script is chosen, each is joined to the
   * sentence said before it by their relation (join-sentences.ts, decision 190). A `fixed` lead (an
   * emphasised rule's "Make no mistake:") is kept.
   */
  point?: { lead: string; fixed?: boolean; shown?: string; subject?: ListSubject };
  /** The topics a line of the title slide names (decision 190): the closing does not name them all again. */
  topics?: string[];
  /** Said whole or not at all: never cut to fit (a list of the video's topics cut short would misstate them). */
  whole?: boolean;
  /** A sentence of the slide's own section that explains a point (decision 190): joined to the sentence before it by their relation. */
  support?: boolean;
}
