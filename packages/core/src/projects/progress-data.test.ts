import { describe, expect, it } from 'vitest';
import { PUBLISH_OPTION_MESSAGES } from '../publishing/publish-options';
import { jsonByteLength, jsonDepth, PROGRESS_DATA_MAX_BYTES, PROGRESS_DATA_MESSAGES, progressDataSchema } from './progress-data';

describe('progressDataSchema', () => {
  it('keeps the wizard fields it does not know as sent', () => {
    const data = { contentSubmitted: true, currentStep: 3, slides: [{ id: 's1' }], selectedTheme: 'ocean', extra: { nested: [1, 'two'] } };
    expect(progressDataSchema.parse(data)).toEqual(data);
  });

  it('measures the size as stored: UTF-8 bytes of the JSON, not characters', () => {
    expect(jsonByteLength({ a: 'é' })).toBe(10);
    const justOver = { text: 'é'.repeat(Math.ceil(PROGRESS_DATA_MAX_BYTES / 2)) };
    const result = progressDataSchema.safeParse(justOver);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PROGRESS_DATA_MESSAGES.tooLarge);
    expect(PROGRESS_DATA_MESSAGES.tooLarge).toContain('over 2 MB');
  });

  it('measures depth without recursion, even for very deep values', () => {
    let deep: unknown = 0;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(jsonDepth(deep, 40)).toBe(41);
    expect(jsonDepth({ a: { b: [1] } })).toBe(3);
    expect(progressDataSchema.safeParse({ deep }).error?.issues[0]?.message).toBe(PROGRESS_DATA_MESSAGES.tooDeep);
  });

  it('keeps the points switch as true or false and refuses anything else plainly (decision 170)', () => {
    expect(progressDataSchema.parse({ revealPoints: false })).toEqual({ revealPoints: false });
    const result = progressDataSchema.safeParse({ revealPoints: 'off' });
    expect(result.error?.issues[0]?.message).toBe(PUBLISH_OPTION_MESSAGES.revealPoints);
    expect(result.error?.issues[0]?.path).toEqual(['revealPoints']);
  });

  it('refuses keys longer than 200 characters with the shape message', () => {
    const result = progressDataSchema.safeParse({ ['k'.repeat(201)]: 1 });
    expect(result.error?.issues[0]?.message).toBe(PROGRESS_DATA_MESSAGES.invalid);
  });
});
