import type { Tone, VideoStyleId } from '@lectern/core';

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
}
