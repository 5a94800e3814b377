import { analyzeText } from './offline/analysis/analyze-text';
import { briefFraming } from './point-checks/brief-framing';
import { type BriefSteeringSummary, briefSteeringSchema } from './text-generator';

/**
 * Reads what the brief asks of the video's form — a tone, an emphasis, a quiz, topics — with the
 * same rules whichever provider writes the video (decision 118). Only the brief is read: pasted
 * text, web pages and documents are material, never requests (spec 001 §1 and §7).
 */
export function readBriefSteering(brief: string): BriefSteeringSummary {
  if (!brief.trim()) return briefSteeringSchema.parse({});
  const { steering } = analyzeText(brief);
  return briefSteeringSchema.parse({
    tone: steering.tone,
    emphasis: steering.emphasis,
    quiz: steering.quiz,
    topics: steering.topics.slice(0, 20).map((t) => t.slice(0, 200)),
    // The materials are not known here: a phrase they also use is left out where scripts are checked.
    framing: briefFraming(brief, '')
      .slice(0, 30)
      .map((f) => f.slice(0, 200)),
  });
}
