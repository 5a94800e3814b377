import { describe, expect, it } from 'vitest';
import { giftsContext } from './outline-fixture';
import { missingTopics, writeOfflineOutline } from './write-outline';

describe('writing every slide of the outline', () => {
  it('writes one slide per planned slide, the title slide naming the video and the close naming the slides’ topics', () => {
    const slides = writeOfflineOutline(giftsContext());
    expect(slides).toHaveLength(5);
    expect(slides[0]?.title).toBe('Gifts');
    const bodyTitles = slides.slice(1, -1).map((s) => s.title);
    expect(slides[4]?.keyPoints.every((p) => bodyTitles.includes(p))).toBe(true);
  });

  it('finds the topics of the brief that no slide mentions', () => {
    expect(missingTopics(['dental', 'gifts'], writeOfflineOutline(giftsContext()))).toEqual(['dental']);
  });
});
