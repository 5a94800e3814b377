import { DEFAULT_IMAGE_KEYWORD } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import { distinctKeyphrases } from '../analysis/keyphrases';
import { imageKeywordFrom } from './image-keyword-from';
import { giftsContext } from './outline-fixture';

describe('an image keyword', () => {
  it('is a concrete noun phrase of the text, or the default without one', () => {
    expect(imageKeywordFrom(distinctKeyphrases(giftsContext().analysis.keyphrases, 6))).toBe('gifts policy');
    expect(imageKeywordFrom([])).toBe(DEFAULT_IMAGE_KEYWORD);
  });
});
