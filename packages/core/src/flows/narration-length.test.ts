import { describe, expect, it } from 'vitest';
import { narrationSecondsEstimate, shortNarrationNote } from './narration-length';
import { estimateSpeechSeconds, SLIDE_PAUSE_SECONDS } from './speech-pace';

const sentence = 'Leave the building by the nearest exit and meet at the assembly point in the car park.';
const script = (n: number) => Array.from({ length: n }, () => sentence).join(' ');

describe('the narration length the scripts step reports (decision 185)', () => {
  it('estimates each script at the voice’s pace, with the pause after its slide', () => {
    const slides = [
      { script: sentence, duration: 20 },
      { script: '', duration: 7 },
    ];
    expect(narrationSecondsEstimate(slides)).toBeCloseTo(estimateSpeechSeconds(sentence, 0.9) + SLIDE_PAUSE_SECONDS + 7, 5);
  });

  it('says a clearly shorter narration, with both lengths, and nothing for one that fills its length', () => {
    const short = [{ script: sentence, duration: 180 }];
    expect(shortNarrationNote(short)).toMatch(/^The narration runs about \d+ seconds of the 3 minutes you chose: the material says no more\./);
    expect(shortNarrationNote(short)).toMatch(/charged the minutes it runs/);
    const ten = narrationSecondsEstimate([{ script: script(10), duration: 1 }]);
    const filled = [{ script: script(10), duration: Math.round(ten * 1.05) }];
    expect(shortNarrationNote(filled)).toBeNull();
    expect(shortNarrationNote([{ script: '', duration: 60 }])).toBeNull();
  });
});
