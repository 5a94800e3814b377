import { z } from 'zod';

/**
 * LMS packages (issue 14, decision 147). The package reports "completed" once the viewer has
 * actually watched this share of the video's seconds (seeking past parts does not count), the
 * common "watched most of it" rule of video courses; "passed" is not used, there is no quiz.
 */
export const SCORM_COMPLETION_THRESHOLD = 0.9;
export const SCORM_VERSIONS = ['1.2', '2004'] as const;
export type ScormVersion = (typeof SCORM_VERSIONS)[number];

export const DEFAULT_SCORM_VERSION: ScormVersion = '1.2';
export const SCORM_MESSAGES = {
  unknownVersion: 'Choose SCORM 1.2 or SCORM 2004 for the LMS package.',
} as const;
/** ?version= of the package download: 1.2 unless asked otherwise. */
export const scormVersionSchema = z.enum(SCORM_VERSIONS, { error: SCORM_MESSAGES.unknownVersion }).default(DEFAULT_SCORM_VERSION);
