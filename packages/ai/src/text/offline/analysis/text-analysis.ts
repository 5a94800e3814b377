import type { Tone } from '@lectern/core';
import type { ReadRequest } from '../request/read-request';

export interface SourceSentence {
  /** Index in reading order across the whole text. */
  index: number;
  section: number;
  positionInSection: number;
  text: string;
  words: number;
  terms: string[];
  isListItem: boolean;
  hasCue: boolean;
  score: number;
}

export interface SourceSection {
  heading: string | null;
  /** Its depth: a Markdown or tree heading's level, a numbered heading's (2.1 is 2); 1 when the line does not say. */
  level: number;
  /** 0 for the brief and the given text, k for the k-th document read from its own text or tree (decision 178). */
  document: number;
  sentences: SourceSentence[];
}

export interface Keyphrase {
  phrase: string;
  score: number;
  count: number;
  terms: string[];
}

export interface TextAnalysis {
  title: string | null;
  sections: SourceSection[];
  sentences: SourceSentence[];
  termWeights: Map<string, number>;
  keyphrases: Keyphrase[];
  wordCount: number;
  /** The first sentence addressed to the video maker, read into subject, audience and steps. */
  request: ReadRequest | null;
  /** What the brief asks of the video's form (a quiz, topics to cover, a comparison), never shown as content. */
  steering: BriefSteering;
  /** Course material's learning objectives, as verb phrases: the opening's promise, never content (decision 217). */
  objectives?: string[];
}

export interface BriefSteering {
  quiz: boolean;
  topics: string[];
  compare: [string, string] | null;
  emphasis: boolean;
  /** What an emphasis names ("temperature rules" in "Make the temperature rules unmistakable"), when it names something. */
  emphasisOn: string | null;
  /** The tone a style sentence asks for ("Keep it friendly and light" → Friendly), spec 001 §3's list. */
  tone: Tone | null;
}
