/** Spec 001 §3 "Tone options": Professional is the default. */
export const TONES = ['Professional', 'Friendly', 'Casual', 'Enthusiastic', 'Calm', 'Authoritative'] as const;
export type Tone = (typeof TONES)[number];
export const DEFAULT_TONE: Tone = 'Professional';

/** Spec 001 §9 durations. */
export const TEMPLATE_DURATION_MINUTES = [1, 2, 3, 4, 5] as const;
export const DEFAULT_TEMPLATE_DURATION_MINUTES = 2;
export const AVATAR_DURATIONS_SECONDS = [60, 120, 180] as const;
export const DEFAULT_AVATAR_DURATION_SECONDS = 120;
/** Spec 001 §5: warn when the outline's total differs from the target by more than 30 s. */
export const DURATION_WARNING_THRESHOLD_SECONDS = 30;

/** Spec 001 §9 "Speech estimate: words per minute times the rate (default 0.9)", at a natural pace (decision 166), per voice as measured (decision 150). */
export * from './speech-pace';

/** Spec 001 §9 "Language: default en-US; en-US and en-GB are not translated, any other is". */
export const DEFAULT_LANGUAGE = 'en-US';
export const needsTranslation = (language: string) => language !== 'en-US' && language !== 'en-GB';

/** Spec 001 §9 canvas and areas. */
export const SLIDE_WIDTH = 1920;
export const SLIDE_HEIGHT = 1080;
export const MAX_BULLET_POINTS = 5;
export const AVATAR_AREA = { x: 1200, y: 200, width: 720, height: 800 } as const;
export const LOGO_AREA = { width: 200, height: 120 } as const;
export const CONTEXTUAL_IMAGE_AREA = { width: 650, height: 500 } as const;
export const IMAGE_LOAD_TIMEOUT_MS = 10_000;
export const MAX_CONTEXTUAL_KEYWORDS = 3;
export const DEFAULT_IMAGE_KEYWORD = 'business presentation';

/** Spec 001 §5, §9: documents. */
export const MAX_DOCUMENTS = 3;
export const MAX_DOCUMENTS_TOTAL_BYTES = 10 * 1024 * 1024;
export const SUPPORTING_MATERIALS_MARKER = 'Supporting Materials:';

/** Spec 001 §8 messages of the documents step. */
export const DOCUMENT_MESSAGES = {
  noProject: 'No project selected. Please go back to the dashboard and select a project.',
  tooMany: 'Maximum 3 documents allowed',
  tooLarge: 'Total size of all documents cannot exceed 10MB',
  /** Lectern accepts more than PDF (DESIGN.md); the message names them all. */
  unsupported: 'Only PDF, Word (.docx), PowerPoint (.pptx), text (.txt) and Markdown (.md) files are supported',
  uploadFailed: 'Upload failed',
  uploadNetwork: 'Upload failed. Please try again.',
  processed: (x: number, y: number) => `Successfully processed ${x} of ${y} documents`,
  deleted: (filename: string) => `Document "${filename}" deleted successfully`,
  deleteFailed: 'Failed to delete document. Please try again.',
  deleteError: 'Error deleting document. Please try again.',
} as const;

/** Spec 001 §9: sizes shown in Bytes, KB, MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Spec 001 §9: durations shown as seconds with one decimal, or minutes and seconds. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Number(seconds.toFixed(1))}s`;
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds - m * 60);
  return s ? `${m}m ${s}s` : `${m}m`;
}
