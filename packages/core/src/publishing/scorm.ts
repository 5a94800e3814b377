import { z } from 'zod';

/**
 * LMS packages (issue 14, decision 147). The package reports "completed" once the viewer has
 * actually watched this share of the video's seconds (seeking past parts does not count), the
 * common "watched most of it" rule of video courses. A video with quiz questions also reports
 * each answer and a score, and passes or fails by the owner's pass mark (decision 175).
 */
export const SCORM_COMPLETION_THRESHOLD = 0.9;
export const SCORM_VERSIONS = ['1.2', '2004'] as const;
export type ScormVersion = (typeof SCORM_VERSIONS)[number];

export const DEFAULT_SCORM_VERSION: ScormVersion = '1.2';
/** The share of right answers a learner needs to pass, in percent, unless the owner chooses another. */
export const DEFAULT_SCORM_PASS_MARK = 80;
export const SCORM_MESSAGES = {
  unknownVersion: 'Choose SCORM 1.2 or SCORM 2004 for the LMS package.',
  passMark: 'The pass mark must be a whole percentage from 0 to 100.',
} as const;
/** ?version= of the package download: 1.2 unless asked otherwise. */
export const scormVersionSchema = z.enum(SCORM_VERSIONS, { error: SCORM_MESSAGES.unknownVersion }).default(DEFAULT_SCORM_VERSION);
/** ?passMark= of the package download: the percentage of right answers that passes (80 unless chosen). */
export const scormPassMarkSchema = z.coerce
  .number({ error: SCORM_MESSAGES.passMark })
  .int({ error: SCORM_MESSAGES.passMark })
  .min(0, { error: SCORM_MESSAGES.passMark })
  .max(100, { error: SCORM_MESSAGES.passMark })
  .default(DEFAULT_SCORM_PASS_MARK);
