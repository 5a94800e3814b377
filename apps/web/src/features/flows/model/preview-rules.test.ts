import { describe, expect, it } from 'vitest';
import { slide } from '../test/flow-fixtures';
import { assignSlideImages, chooseImage, chooseKeyVisual, chooseNoImage, type FoundImage, imageSettled } from './preview-rules';

const generated = (keyword: string, shows: string[], hints: string[] = []): FoundImage => ({
  url: `generated:${keyword}`,
  keywords: [keyword],
  source: 'generated',
  meaning: { shows, hints },
});

const passwords = slide(1, {
  title: 'Storing passwords safely',
  keyPoints: ['Hash every password with PBKDF2', 'Use at least 600,000 iterations'],
  imageKeyword: 'password',
});
const forklifts = slide(2, {
  title: 'Forklift safety',
  keyPoints: ['Only trained drivers operate a forklift', 'Sound the horn at corners'],
  imageKeyword: 'forklift',
});

describe('showing only pictures about the slide (decision 173)', () => {
  it('shows the most relevant picture of the pool, keeping the whole pool without meanings', () => {
    const pool = [generated('safety', ['shield'], ['safety']), generated('forklift', ['forklift', 'warehouse'], ['pallet'])];
    const [out] = assignSlideImages([forklifts], new Map([['slide-2', pool]]));
    expect(out?.contextualImage?.url).toBe('generated:forklift');
    expect(out?.availableImages?.map((i) => i.url)).toEqual(['generated:safety', 'generated:forklift']);
    expect(out?.availableImages?.some((i) => 'meaning' in i)).toBe(false);
  });

  it('shows the designed visual instead of a picture about nothing the slide says', () => {
    const pool = [generated('pbkdf2 iterations', ['message', 'feedback'], ['chat', 'bubble']), generated('hash', ['hashtag'], ['number', 'sign'])];
    const [out] = assignSlideImages([passwords], new Map([['slide-1', pool]]));
    expect(out?.contextualImage).toBeNull();
    expect(out?.keyVisual).toEqual({ kind: 'figure', text: '600,000', caption: 'Use at least 600,000 iterations' });
    expect(out?.availableImages).toHaveLength(2);
    expect(imageSettled(out as NonNullable<typeof out>)).toBe(true);
  });

  it('takes a photo that says nothing about itself on trust, and refuses one described as something else', () => {
    const photo = (id: string, meaning?: FoundImage['meaning']): FoundImage => ({
      url: `https://images.test/${id}`,
      keywords: ['forklift'],
      source: 'unsplash',
      ...(meaning ? { meaning } : {}),
    });
    const [unrelated] = assignSlideImages([forklifts], new Map([['slide-2', [photo('a', { shows: ['a sunset over the sea'], hints: ['beach'] })]]]));
    expect(unrelated?.contextualImage).toBeNull();
    const [silent] = assignSlideImages([forklifts], new Map([['slide-2', [photo('a', { shows: ['a sunset over the sea'], hints: [] }), photo('b')]]]));
    expect(silent?.contextualImage?.url).toBe('https://images.test/b');
  });

  it('leaves the user’s choice alone: their image, their No Image, and slides not searched', () => {
    const unrelated = [generated('rocket', ['rocket'], ['launch'])];
    const mine = { url: 'https://files.test/mine.png', keywords: ['custom'], source: 'upload' as const };
    const [chosen, none, untouched] = assignSlideImages(
      [chooseImage(passwords, mine), chooseNoImage(forklifts), slide(3)],
      new Map([
        ['slide-1', unrelated],
        ['slide-2', unrelated],
      ]),
    );
    expect(chosen?.contextualImage).toEqual(mine);
    expect(none).toMatchObject({ contextualImage: null, userSelectedNoImage: true });
    expect(untouched).toEqual(slide(3));
  });

  it('keeps a settled slide’s visual in step with its words', () => {
    const settled = { ...passwords, keyVisual: { kind: 'figure' as const, text: '600,000' }, keyPoints: ['Use at least 310,000 iterations'] };
    expect(assignSlideImages([settled], new Map())[0]?.keyVisual).toMatchObject({ kind: 'figure', text: '310,000' });
  });

  it('lets the user pick the designed visual back after an image', () => {
    const picked = chooseKeyVisual(chooseImage(passwords, generated('x', [])), { kind: 'term', text: 'Passwords' });
    expect(picked).toMatchObject({ contextualImage: null, userSelectedNoImage: false, keyVisual: { kind: 'term', text: 'Passwords' } });
  });
});
