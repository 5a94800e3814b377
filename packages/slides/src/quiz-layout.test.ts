import { pageSize } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import { layoutSlidePages, type SlideContent } from './layout';
import type { TextBlock } from './layout-types';
import { fakeMeasure } from './test-measure';

const quizSlide = (templateId: SlideContent['templateId']) =>
  ({
    title: 'Quick Quiz',
    description: 'Where do you meet?',
    keyPoints: ['A. The north car park', 'B. The front door'],
    templateId,
    imageKeyword: '',
    avatarVisible: false,
    quiz: { question: 'Where do you meet when the alarm sounds?', answers: ['The north car park', 'The front door'], correct: [0], explanation: '' },
  }) as SlideContent;

const words = (block: TextBlock | null | undefined) => (block?.lines ?? []).map((l) => l.text).join(' ');

describe('a quiz slide as drawn (decision 175)', () => {
  for (const templateId of ['bullet-points', 'focus-quote'] as const) {
    for (const shape of ['16:9', '9:16', '1:1'] as const) {
      it(`is headed by its question with every lettered answer below, from a ${templateId} slide in ${shape}`, () => {
        const [page] = layoutSlidePages(quizSlide(templateId), { measure: fakeMeasure, page: pageSize(shape) });
        expect(page?.templateId).toBe('bullet-points');
        expect(words(page?.title)).toBe('Where do you meet when the alarm sounds?');
        expect(page?.bullets.map(words)).toEqual(['A. The north car park', 'B. The front door']);
      });
    }
  }
});
