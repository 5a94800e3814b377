import { z } from 'zod';
import { TONES } from './flow-constants';

/**
 * What the brief asked of the video's form, read when the outline is made and kept in
 * progress_data (`briefSteering`), so the scripts follow it (docs/decisions/118): a tone the brief
 * states preselects the wizard's tone select; an emphasis makes the narration state the rules plainly.
 */
export const briefSteeringSchema = z.object({
  /** A tone the brief states ("Keep it friendly and light" → Friendly), null when it states none. */
  tone: z.enum(TONES).nullable().default(null),
  /** The brief asks to make rules or obligations unmistakable. */
  emphasis: z.boolean().default(false),
  quiz: z.boolean().default(false),
  topics: z.array(z.string().max(200)).max(20).default([]),
  /** Phrases that frame the video (its length, audience, medium): they steer and are never shown or said (decision 162). */
  framing: z.array(z.string().max(200)).max(30).default([]),
});
export type BriefSteering = z.infer<typeof briefSteeringSchema>;
