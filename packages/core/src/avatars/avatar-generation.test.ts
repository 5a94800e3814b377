import { describe, expect, it } from 'vitest';
import { AVATAR_PROGRESS_STEPS, avatarEstimateText, avatarResumeAction, avatarStepAt } from './avatar-generation';

describe('avatar generation (spec 001 §4)', () => {
  it('keeps the spec percentages', () => {
    expect(Object.values(AVATAR_PROGRESS_STEPS).map((s) => s.percent)).toEqual([5, 15, 30, 70, 80, 100]);
  });

  it('names the step a percentage belongs to', () => {
    expect(avatarStepAt(0)).toBe('preparing');
    expect(avatarStepAt(14)).toBe('preparing');
    expect(avatarStepAt(15)).toBe('submitting');
    expect(avatarStepAt(55)).toBe('generating');
    expect(avatarStepAt(79)).toBe('results');
    expect(avatarStepAt(99)).toBe('composing');
    expect(avatarStepAt(100)).toBe('done');
  });

  it('estimates 2-3 minutes at start and 1-2 minutes while generating, or the renderer’s own shorter figure', () => {
    expect(avatarEstimateText(5, null)).toBe('2-3 minutes');
    expect(avatarEstimateText(40, null)).toBe('1-2 minutes');
    expect(avatarEstimateText(40, 12)).toBe('About 15 seconds');
    expect(avatarEstimateText(40, 90)).toBe('About 1-2 minutes');
    expect(avatarEstimateText(40, 600)).toBe('1-2 minutes');
    expect(avatarEstimateText(100, 3)).toBe('');
  });

  it('offers Resume before composition and Retry after it, never with a final video', () => {
    expect(avatarResumeAction({})).toBeNull();
    expect(avatarResumeAction({ azureVideosGenerated: true })).toBe('resume');
    expect(avatarResumeAction({ azureVideoUrl: 'x', compositionAttempted: true })).toBe('retry');
    expect(avatarResumeAction({ azureVideoUrl: 'x', compositionAttempted: true, finalVideoUrl: '/v' })).toBeNull();
  });
});
