import { describe, expect, it } from 'vitest';
import type { Slide } from '../flows/slide-schema';
import { presenterVisibleOn } from './presenter-visibility';

const slide = (templateId: Slide['templateId'], text: Partial<Slide> = {}): Slide => ({
  id: 'slide-1',
  title: 'Fire safety',
  description: '',
  script: 'Fire doors stay closed.',
  duration: 20,
  order: 0,
  keyPoints: [],
  templateId,
  visualCues: [],
  avatarVisible: false,
  imageKeyword: '',
  ...text,
});

describe('presenter visibility per slide (spec 001 §4)', () => {
  it('follows the template first: content and comparison slides always show the presenter', () => {
    expect(presenterVisibleOn(slide('bullet-points'))).toBe(true);
    expect(presenterVisibleOn(slide('split-content'))).toBe(true);
  });

  it('shows it on title and quote slides only with an introduction phrase, wherever the slide says it', () => {
    expect(presenterVisibleOn(slide('title-slide'))).toBe(false);
    expect(presenterVisibleOn(slide('title-slide', { script: "Hi, I'm Lisa and this is fire safety." }))).toBe(true);
    expect(presenterVisibleOn(slide('focus-quote', { keyPoints: ['Welcome to the team'] }))).toBe(true);
    expect(presenterVisibleOn(slide('focus-quote', { rightColumnPoints: ['My name is Max'] }))).toBe(true);
    expect(presenterVisibleOn(slide('focus-quote'))).toBe(false);
  });
});
