import { describe, expect, it } from 'vitest';
import { withTranslatedText } from '../languages/translation-cache';
import { keyVisualFor, stepOf, translatedKeyVisual } from './key-visual';
import { keyVisualSchema } from './slide-schema';

describe('the designed visual in a picture’s place (decision 173)', () => {
  it('shows the key figure a slide states', () => {
    const visual = keyVisualFor({
      title: 'Storing passwords safely',
      keyPoints: ['Hash every password with PBKDF2', 'Use at least 600,000 iterations', 'Never log a password'],
      imageKeyword: 'passwords',
    });
    expect(visual).toEqual({ kind: 'figure', text: '600,000', caption: 'Use at least 600,000 iterations' });
    expect(keyVisualSchema.parse(visual)).toEqual(visual);
  });

  it('takes the strongest figure of the title and points, not a list number', () => {
    expect(
      keyVisualFor({ title: '3 things to know about cover', keyPoints: ['1. The plan pays 80% of dental costs', 'Claims close after 90 days'] }),
    ).toMatchObject({ kind: 'figure', text: '80%' });
  });

  it('numbers a step slide when it states no figure', () => {
    expect(keyVisualFor({ title: 'Step 3: Isolate the machine', keyPoints: ['Unplug the network cable'], imageKeyword: 'machine' })).toEqual({
      kind: 'step',
      text: '3',
      caption: 'Step',
    });
    expect(stepOf('Phase two – roll out')).toEqual({ number: 2, word: 'Phase' });
    expect(stepOf('2. Report it')).toBeNull();
    expect(stepOf('Steps to follow')).toBeNull();
  });

  it('otherwise shows the key term as the slide writes it, with a definition a point gives', () => {
    expect(
      keyVisualFor({
        title: 'Spotting phishing',
        keyPoints: ['Phishing: fake messages that ask for your password', 'Check the sender'],
        imageKeyword: 'phishing',
      }),
    ).toEqual({ kind: 'term', text: 'Phishing', caption: 'fake messages that ask for your password' });
    expect(keyVisualFor({ title: 'How dental insurance works', keyPoints: ['Cleanings are free'], imageKeyword: 'dental insurance' })).toEqual({
      kind: 'term',
      text: 'Dental insurance',
    });
  });

  it('takes a term the slide is about: in its title or used again, not a word of one answer', () => {
    expect(keyVisualFor({ title: 'Quick quiz', keyPoints: ['A. True', 'B. False'], imageKeyword: 'false' })).toBeNull();
    expect(keyVisualFor({ title: 'Before you lift', keyPoints: ['Test the load first', 'Split a heavy load'], imageKeyword: 'load' })).toEqual({
      kind: 'term',
      text: 'Load',
    });
  });

  it('has nothing to show for a keyword the slide does not use, or the default keyword', () => {
    expect(keyVisualFor({ title: 'Welcome', keyPoints: ['Glad you are here'], imageKeyword: 'rocket' })).toBeNull();
    expect(keyVisualFor({ title: 'Welcome', keyPoints: [], imageKeyword: 'business presentation' })).toBeNull();
  });

  it('is made again from a translated slide’s words: the number as written there, no English term', () => {
    expect(
      translatedKeyVisual(
        { kind: 'figure', text: '600,000', caption: 'Use at least 600,000 iterations' },
        { title: 'Passwörter', keyPoints: ['Mindestens 600.000 Iterationen verwenden'] },
      ),
    ).toEqual({
      kind: 'figure',
      text: '600.000',
      caption: 'Mindestens 600.000 Iterationen verwenden',
    });
    expect(translatedKeyVisual({ kind: 'figure', text: '30 days' }, { title: '期限', keyPoints: ['30日以内に申請してください'] })?.text).toBe('30日');
    expect(translatedKeyVisual({ kind: 'figure', text: '£25' }, { title: 'Belege', keyPoints: ['Belege über 25 £ beifügen'] })?.text).toBe('25 £');
    expect(translatedKeyVisual({ kind: 'step', text: '3', caption: 'Step' }, { title: 'Schritt 3: Maschine isolieren' })).toEqual({
      kind: 'step',
      text: '3',
      caption: 'Schritt',
    });
    expect(translatedKeyVisual({ kind: 'term', text: 'Phishing' }, { title: 'Phishing erkennen' })).toBeNull();
    expect(translatedKeyVisual({ kind: 'figure', text: '85%' }, { title: 'Menschen', keyPoints: ['Die meisten Angriffe'] })).toBeNull();

    const english = { id: 's1', title: 'Claims', keyPoints: ['Submit claims within 30 days'], keyVisual: { kind: 'figure' as const, text: '30 days' } };
    const [german] = withTranslatedText([english], [{ id: 's1', title: 'Anträge', keyPoints: ['Anträge innerhalb von 30 Tagen einreichen'] }]);
    expect(german?.keyVisual).toEqual({ kind: 'figure', text: '30 Tagen', caption: 'Anträge innerhalb von 30 Tagen einreichen' });
  });
});
