import { beforeAll, describe, expect, it } from 'vitest';
import { buildIconSet, FALLBACK_ICONS, type Icon, type IconSet, matchIcons, queryTerms, registerIconSet } from './icon-set';
import { ICON_SET_DATA } from './icon-set-data';
import { NON_PICTURE_WORDS, pictureWordsFor, stemWord } from './icon-words';

let set: IconSet;
beforeAll(() => {
  set = registerIconSet(ICON_SET_DATA);
});

/** Every word an icon is known by: its name's parts and its tags, and its category. */
const wordsOf = (icon: Icon) => new Set([...icon.nameStems, ...icon.tagStems, icon.category]);
const about = (icon: Icon | undefined, ...words: string[]) => Boolean(icon && words.map(stemWord).some((w) => wordsOf(icon).has(w)));

describe('the icon index', () => {
  it('holds a large set of subject icons with tags and no brand logos', () => {
    expect(set.icons.length).toBeGreaterThan(1500);
    expect(set.icons.every((i) => i.paths.length > 0 && i.category !== 'brand')).toBe(true);
    expect(set.icons.filter((i) => i.tagStems.size > 0).length / set.icons.length).toBeGreaterThan(0.9);
    expect(set.icons.some((i) => i.name.endsWith('-off'))).toBe(false);
    for (const name of FALLBACK_ICONS) expect(set.byName.has(name), name).toBe(true);
  });

  it('skips malformed lines', () => {
    expect(buildIconSet(['', 'no-paths|system|tag|', 'ok|system|tag|M1 1h2']).icons.map((i) => i.name)).toEqual(['ok']);
  });
});

describe('stemming', () => {
  it('maps inflections of a word to one stem', () => {
    for (const [a, b] of [
      ['truck', 'trucks'],
      ['policy', 'policies'],
      ['box', 'boxes'],
      ['plan', 'planning'],
      ['train', 'trained'],
      ['drive', 'driving'],
    ] as [string, string][])
      expect(stemWord(a), `${a} / ${b}`).toBe(stemWord(b));
    expect(stemWord('care')).not.toBe(stemWord('car'));
    expect(stemWord('plane')).not.toBe(stemWord('planning'));
    expect(stemWord('coding')).toBe(stemWord('code'));
  });
});

describe('matchIcons', () => {
  it('a keyword that is an icon name draws that icon (every single-word icon in the set)', () => {
    let checked = 0;
    for (const icon of set.icons) {
      const stem = icon.nameStems[0] as string;
      if (icon.name.includes('-') || icon.name.length < 2 || NON_PICTURE_WORDS.has(icon.name) || pictureWordsFor(stem)[0] !== stem) continue;
      checked++;
      expect(matchIcons(set, icon.name, 1)[0]?.nameStems, icon.name).toContain(stem);
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('matches plurals and other inflections like the base word', () => {
    for (const [a, b] of [
      ['truck', 'trucks'],
      ['umbrella', 'umbrellas'],
      ['fire extinguisher', 'fire extinguishers'],
    ] as [string, string][])
      expect(matchIcons(set, b, 1)[0]?.name).toBe(matchIcons(set, a, 1)[0]?.name);
  });

  it('picks an icon about the slide’s subject, not its generic word', () => {
    expect(about(matchIcons(set, 'dental insurance')[0], 'tooth', 'dental', 'medical', 'health')).toBe(true);
    expect(about(matchIcons(set, 'forklift safety')[0], 'forklift', 'truck', 'warning', 'safety')).toBe(true);
    expect(about(matchIcons(set, 'password security')[0], 'password', 'lock', 'security')).toBe(true);
    expect(about(matchIcons(set, 'retirement savings')[0], 'saving', 'money', 'pig', 'coin')).toBe(true);
    expect(about(matchIcons(set, 'international travel')[0], 'travel', 'plane', 'luggage', 'world')).toBe(true);
  });

  it('uses the picture sense of presentation words, through tags and senses alike', () => {
    // "training" in a course is a classroom, not the gym's dumbbell the tags suggest.
    expect(about(matchIcons(set, 'safety training')[0], 'school', 'chalkboard', 'certificate', 'teacher', 'education')).toBe(true);
    expect(about(matchIcons(set, 'team')[0], 'user', 'people', 'group')).toBe(true);
  });

  it('shows the keyword’s other words on the next icons, each a different icon', () => {
    const icons = matchIcons(set, 'forklift, helmet, pallet');
    expect(icons.length).toBeGreaterThanOrEqual(2);
    expect(new Set(icons.map((i) => i.nameStems[0])).size).toBe(icons.length);
    expect(icons.some((i) => about(i, 'helmet'))).toBe(true);
  });

  it('ignores words that say nothing about a picture', () => {
    expect(queryTerms('An introduction to the basics').length).toBe(0);
    expect(queryTerms('Overview of 2024 forklift rules, part 2').map((t) => t.stem)).toContain('forklift');
  });

  it('falls back to a generic icon that differs from keyword to keyword, deterministically', () => {
    const nonsense = ['qwv zzk', 'plorb', 'xyzzy frob', 'grault', 'wibble wobble', 'snark', 'blorft', 'quux', 'zorp', 'vorpal glim'];
    const picks = nonsense.map((k) => matchIcons(set, k, 3));
    for (const p of picks) {
      expect(p).toHaveLength(1);
      expect(FALLBACK_ICONS).toContain(p[0]?.name);
    }
    expect(new Set(picks.map((p) => p[0]?.name)).size).toBeGreaterThanOrEqual(5);
    expect(matchIcons(set, 'plorb', 3).map((i) => i.name)).toEqual(picks[1]?.map((i) => i.name));
  });
});
