import { describe, expect, it } from 'vitest';
import { cleanText } from './clean-text';
import { withoutMarkupMarkers } from './markup-markers';

describe('no markup mark is shown or said (decision 217)', () => {
  it('reads Setext headings and headings written without their space as headings', () => {
    expect(withoutMarkupMarkers('Spotting Phishing\n=================\n\nText.')).toBe('# Spotting Phishing\n\n\nText.');
    expect(withoutMarkupMarkers('What to do\n----------\nReport it.')).toBe('## What to do\n\nReport it.');
    expect(withoutMarkupMarkers('#Spotting phishing')).toBe('# Spotting phishing');
    // (a number after "#" is a number: "Bug #727708", "#727708")
    expect(withoutMarkupMarkers('#727708 was closed')).toBe('#727708 was closed');
  });
  it('leaves a rule after a blank line and an e-mail signature alone', () => {
    expect(withoutMarkupMarkers('Text.\n\n---\nMore.')).toBe('Text.\n\n---\nMore.');
    expect(withoutMarkupMarkers('Thanks,\n--\nAnna')).toBe('Thanks,\n--\nAnna');
  });
  it('takes out reference links, struck text, task boxes, escapes and entities', () => {
    expect(cleanText('See [the guide][1] first.\n\n[1]: https://example.com/guide')).toBe('See the guide first.\n');
    expect(cleanText('The limit is ~~£50~~ £100.')).toBe('The limit is £100.');
    expect(cleanText('- [ ] Back up the laptop\n- [x] Lock the screen')).toBe('- Back up the laptop\n- Lock the screen');
    expect(cleanText('Press \\* then \\#.')).toBe('Press * then #.');
    expect(cleanText('Tea &amp; coffee, 5&nbsp;minutes, it&#39;s free')).toBe("Tea & coffee, 5 minutes, it's free");
  });
});
