import { describe, expect, it } from 'vitest';
import type { SourceSentence } from '../analysis/text-analysis';
import { materialSubtitle, standsAsSubtitle } from './material-subtitle';

const sentence = (text: string, index: number): SourceSentence => ({
  index,
  section: 0,
  positionInSection: index,
  text,
  words: text.split(/\s+/).length,
  terms: [],
  isListItem: false,
  hasCue: false,
  score: 0,
});

describe('the line under the title when material came with the brief', () => {
  it('is the first statement of the material that stands alone, in reading order, never a long one cut', () => {
    const s = [
      'This document is free; you can redistribute it under the terms of the GNU GPL.',
      'See the file bug-log-mailserver.txt for more.',
      'Fontconfig is a library designed to provide system-wide font configuration, customization and application access.',
      'Unless required by applicable law or agreed to in writing, software distributed under the License is distributed on an "AS IS" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.',
    ].map(sentence);
    expect(materialSubtitle(s)?.text).toMatch(/^Fontconfig is a library/);
  });

  it('is never a pointer, a definition, a footnote, a notice in capitals or a sentence naming the text', () => {
    expect(standsAsSubtitle('Full documentation is available in the files bug-log-mailserver.txt and bug-maint-mailcontrol.txt.')).toBe(false);
    expect(standsAsSubtitle('"Licensor" shall mean the copyright owner or entity authorized by the copyright owner.')).toBe(false);
    expect(standsAsSubtitle('[^1]: Guidance note WSO-9, Heat stress in hot industries, second edition.')).toBe(false);
    expect(standsAsSubtitle('DISTRIBUTION OF THIS DOCUMENT DOES NOT CREATE AN ATTORNEY-CLIENT RELATIONSHIP.')).toBe(false);
    expect(standsAsSubtitle('Permission is granted to make verbatim copies of this document.')).toBe(false);
    expect(standsAsSubtitle('Every plate that leaves our kitchens carries our name.')).toBe(true);
  });

  it('is none when no sentence stands alone, rather than a cut one', () => {
    const long = `The agent ${'runs and '.repeat(15)}stops.`;
    expect(materialSubtitle([sentence(long, 0), sentence('It does this nightly at two.', 1)])).toBeNull();
  });
});
