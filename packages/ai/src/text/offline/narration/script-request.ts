import type { PointSource, Tone, VideoStyleId } from '@lectern/core';
import type { NotedDocument } from './slide-notes';

export interface ScriptSlide {
  id: string;
  title: string;
  description?: string;
  keyPoints?: string[];
  visualCues?: string[];
  templateId: string;
  duration: number;
  leftColumnTitle?: string;
  leftColumnPoints?: string[];
  rightColumnTitle?: string;
  rightColumnPoints?: string[];
  /** Where its points come from (decision 161): names the deck slide whose speaker notes it says (decision 185). */
  pointSources?: PointSource[];
}

export interface ScriptRequest {
  slides: ScriptSlide[];
  projectTitle: string;
  tone: Tone;
  sourceText: string;
  /** The style the outline was planned with: tells each slide's role ("Step by step", "Recommendation"). */
  styleId?: VideoStyleId;
  /** The brief asked to make the rules unmistakable (decision 118): rules are said plainly and never dropped for length. */
  emphasis?: boolean;
  /** The narration voice, when chosen: its measured pace sizes the scripts (decision 150). */
  voice?: string;
  /** The project's documents with their trees: a deck's speaker notes are said on the slides made from it (decision 185). */
  documents?: NotedDocument[];
}
