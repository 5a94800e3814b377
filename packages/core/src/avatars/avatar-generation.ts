/**
 * Spec 001 §4 "Avatar generation state" and the progress panel "Creating Your Video": the states,
 * the steps with their percentages, and the estimated-time texts.
 */
export const AVATAR_GENERATION_STATES = ['idle', 'submitting', 'waiting', 'done', 'error'] as const;
export type AvatarGenerationState = (typeof AVATAR_GENERATION_STATES)[number];

/** Spec 001 §4: 5 % preparing, 15 % submitting, 30 % AI generating, 70 % results, 80 % composing, 100 % done. */
export const AVATAR_PROGRESS_STEPS = {
  preparing: { percent: 5, text: 'Preparing your slides and scripts...' },
  submitting: { percent: 15, text: 'Submitting to the presenter engine...' },
  generating: { percent: 30, text: 'AI presenter is being generated...' },
  results: { percent: 70, text: 'Collecting the presenter clips...' },
  composing: { percent: 80, text: 'Composing the final video...' },
  done: { percent: 100, text: 'Your video is ready!' },
} as const;
export type AvatarProgressStep = keyof typeof AVATAR_PROGRESS_STEPS;

/** Spec 001 §4 "Estimated time text: 2-3 minutes at start, 1-2 minutes while generating". */
export const AVATAR_ESTIMATES = { start: '2-3 minutes', generating: '1-2 minutes' } as const;

/** Which spec step a render's percentage belongs to (the bar between two steps stays in the earlier one). */
export function avatarStepAt(percent: number): AvatarProgressStep {
  let current: AvatarProgressStep = 'preparing';
  for (const [step, { percent: at }] of Object.entries(AVATAR_PROGRESS_STEPS) as [AvatarProgressStep, { percent: number }][]) {
    if (percent >= at) current = step;
  }
  return current;
}

/**
 * The estimate shown beside the bar. A cloud presenter takes the spec's minutes; the offline
 * presenter is faster, so when the render reports its own estimate that honest figure is shown.
 */
export function avatarEstimateText(percent: number, etaSeconds: number | null | undefined): string {
  if (percent >= 100) return '';
  if (typeof etaSeconds === 'number' && Number.isFinite(etaSeconds) && etaSeconds >= 0) {
    if (etaSeconds < 60) return `About ${Math.max(5, Math.ceil(etaSeconds / 5) * 5)} seconds`;
    if (etaSeconds < 120) return 'About 1-2 minutes';
  }
  return percent >= AVATAR_PROGRESS_STEPS.generating.percent ? AVATAR_ESTIMATES.generating : AVATAR_ESTIMATES.start;
}

/** Spec 001 §8 "Avatar" errors, written once. */
export const AVATAR_MESSAGES = {
  backendError: (status: number) => `Backend error: ${status}`,
  backendRequestFailed: 'Backend request failed',
  generateFailed: 'Failed to generate avatar video',
  noResults: 'No avatar results available',
  noVideoUrl: 'No Azure avatar video URL available',
  composeFailed: 'Failed to compose final video',
  noVideosGenerated: 'No avatar videos were generated successfully',
  noUrlInResults: 'No Azure video URL found in batch results',
  panelFailed: 'Video generation failed',
  chooseAvatar: 'Please choose an avatar to continue',
} as const;

/** Spec 001 §2 step 6 buttons. */
export const AVATAR_BUTTONS = {
  generate: 'Generate Video',
  generating: 'Generating...',
  resume: 'Resume Video Creation',
  retry: 'Retry Video Creation',
  processing: 'Processing...',
} as const;

/**
 * Spec 001 §4 "Avatar persistence and resume": with presenter clips saved and no final video the
 * wizard offers to carry on; Retry when composition was already attempted, Resume otherwise.
 */
export function avatarResumeAction(data: {
  azureVideoUrl?: unknown;
  azureVideosGenerated?: unknown;
  compositionAttempted?: unknown;
  finalVideoUrl?: unknown;
}): 'resume' | 'retry' | null {
  if (data.finalVideoUrl) return null;
  if (!data.azureVideoUrl && data.azureVideosGenerated !== true) return null;
  return data.compositionAttempted === true ? 'retry' : 'resume';
}

/** Spec 001 §2: the avatar wizard's six steps; progress_data.currentStep counts them out of 7. */
export const AVATAR_WIZARD_STEPS = ['Context', 'Avatar', 'Outline', 'Scripts', 'Preview Slides', 'Generate Video'] as const;
