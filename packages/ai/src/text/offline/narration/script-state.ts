import type { Tone } from '@lectern/core';
import type { TextAnalysis } from '../analysis/text-analysis';
import type { ReadRequest } from '../request/read-request';
import type { TonePhrases } from '../tone-phrases';
import type { Piece } from './piece';
import type { SaidPoint } from './recap-pieces';
import type { ScriptRequest, ScriptSlide } from './script-request';
import type { VideoFacts } from './video-facts';

/** What every slide's narration shares: the video's facts, and what has been said so far, slide after slide. */
export interface VideoScript {
  request: ScriptRequest;
  slides: ScriptSlide[];
  tone: Tone;
  phrases: TonePhrases;
  facts: VideoFacts;
  req: ReadRequest | null;
  source: TextAnalysis;
  steps: string[];
  /** The user's own material, when the scripts request carries it. */
  given: TextAnalysis | null;
  purposes: (string | undefined)[];
  stepNumber: (point: string) => number;
  totalSeconds: number;
  /** Every sentence said so far (by key): no sentence is said twice in the video. */
  used: Set<string>;
  /** Content terms of every sentence said so far, slide after slide. */
  videoSaid: string[][];
  isRoleTitle: (s: ScriptSlide, i: number) => boolean;
  /**
   * A title said as a topic inside a line ("Next, we'll look at …"), names and months in capitals; null for a
   * title no line can be built around, a measure ("Nine Hours"): the slide is then not announced by name (decision 199).
   */
  topic: (title: string) => string | null;
  /** A title said mid-sentence as it is, names and months in capitals. */
  said: (title: string) => string;
  contentSlides: { s: ScriptSlide; i: number }[];
  /** Every sentence of the decks' speaker notes (by key): said only on the slide made from their deck slide (decision 185). */
  noteKeys: Set<string>;
  /** Each slide's points in full. */
  pointKeys: Set<string>[];
  othersPoints: (i: number) => Set<string>;
  /** Source sentences (by index) whose words have all been spoken so far. */
  saidFacts: Set<number>;
  /** The points body slides said, so the closing can recap those really made (decision 190). */
  pointsSaid: SaidPoint[];
  /** The line of the title slide that named the topics, if it named them. */
  agendaLine: string;
  /** The topics that line named. */
  agendaTopics: string[];
  stepsCounted: boolean;
  questionAsked: boolean;
  rulesSaid: number;
}

/** One slide's narration while it is written: what it must say, and the candidates that may fill it. */
export interface SlideDraft {
  slide: ScriptSlide;
  i: number;
  isFirst: boolean;
  isLast: boolean;
  variant: number;
  range: { budget: number; min: number; max: number };
  points: string[];
  required: Piece[];
  candidates: Piece[];
  content: (text: string, at: number) => void;
  framing: (text: string, at: number) => void;
  purpose: string | undefined;
  /** The slide's first emphasised rule is said whole, whatever else gives way to fit the slide's length. */
  ruleKept: boolean;
  slideSteps: number[];
}
