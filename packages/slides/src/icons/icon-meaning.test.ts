import { isRelevantPicture, type PictureMeaning } from '@lectern/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerIllustrationIcons } from '../node';
import { illustrationMeaning } from './icon-meaning';

beforeAll(() => registerIllustrationIcons());

const meaning = (keyword: string) => illustrationMeaning(keyword) as PictureMeaning;

describe('what an offline picture shows (decision 173)', () => {
  it('names the main icon and the presentation words it is the picture of', () => {
    expect(meaning('dental insurance').shows).toContain('dental');
    expect(meaning('training').shows).toEqual(expect.arrayContaining(['training']));
    expect(meaning('forklift safety').hints).toEqual(expect.arrayContaining(['warehouse']));
  });

  it('gives a homonym icon its own sense: a "#" is not password hashing', () => {
    expect(meaning('password hashing').shows).toEqual(['hashtag']);
    expect(isRelevantPicture(meaning('password hashing'), { title: 'Password hashing', keyPoints: ['Hash every password with PBKDF2'] })).toBe(false);
  });

  it('passes a picture of the slide’s subject and refuses the generic picture of a keyword no icon knows', () => {
    const dental = { title: 'Dental insurance', keyPoints: ['Two cleanings a year are covered', 'Braces at 50%'] };
    expect(isRelevantPicture(meaning('dental insurance'), dental)).toBe(true);
    const pbkdf2 = { title: 'PBKDF2 iterations', keyPoints: ['Use at least 600,000 iterations', 'Store the salt with the hash'] };
    expect(isRelevantPicture(meaning('pbkdf2 iterations'), pbkdf2)).toBe(false);
  });
});
