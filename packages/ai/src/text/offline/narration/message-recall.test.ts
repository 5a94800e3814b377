import { describe, expect, it } from 'vitest';
import type { ScriptSlide } from './script-request';
import { writeOfflineScripts } from './write-offline-scripts';

const slide = (id: string, title: string, templateId: string, keyPoints: string[] = [], description?: string): ScriptSlide => ({
  id,
  title,
  templateId,
  keyPoints,
  duration: 20,
  ...(description ? { description } : {}),
});

const RULE = 'Business class needs the written approval of a director';

describe('a Key Message slide always says its message (decision 194)', () => {
  it('says a message an earlier slide already said again on purpose, as a recall', () => {
    const slides = [
      slide('t', 'Travel Policy', 'title-slide', [], 'What staff need to know'),
      slide('a', 'Air Travel', 'bullet-points', ['Fly economy class on flights of up to six hours', RULE]),
      slide('q', 'Business Class Approval', 'focus-quote', [RULE], `${RULE}.`),
      slide('b', 'Hotels', 'bullet-points', ['Choose a hotel within the nightly cap of $180']),
      slide('z', 'In Summary', 'focus-quote', ['Air travel and hotels'], 'Air travel and hotels.'),
    ];
    const { scripts } = writeOfflineScripts({ slides, projectTitle: 'Travel Policy', tone: 'Professional', sourceText: '' });
    const quote = scripts[2]?.script ?? '';
    expect(quote).toMatch(/(?:Remember: |As we saw earlier, )business class needs the written approval of a director\./);
  });

  it('says a message not said before as it is, and a closing message too', () => {
    const message = 'Keep your phone charged and your manager informed of any change of plan';
    const slides = [
      slide('t', 'Travel Policy', 'title-slide', [], 'What staff need to know'),
      slide('a', 'Air Travel', 'bullet-points', ['Fly economy class on flights of up to six hours']),
      slide('q', 'Keeping Your Phone Charged', 'focus-quote', [message], `${message}.`),
      slide('b', 'Hotels', 'bullet-points', ['Choose a hotel within the nightly cap of $180']),
      slide(
        'z',
        'Recommendation',
        'focus-quote',
        ['Log every trip in the portal so that finance can pay it'],
        'Log every trip in the portal so that finance can pay it.',
      ),
    ];
    const { scripts } = writeOfflineScripts({ slides, projectTitle: 'Travel Policy', tone: 'Professional', sourceText: '' });
    expect(scripts[2]?.script).toContain(`${message}.`);
    expect(scripts[2]?.script).not.toMatch(/Remember: |As we saw earlier/);
    expect(scripts[4]?.script).toContain('Log every trip in the portal so that finance can pay it.');
  });
});
