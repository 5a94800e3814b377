import type { Slide } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import type { VideoUnderTest } from './checks';
import { findSlideVoiceDefects, itemsOf } from './checks-slide-voice';

const slide = (title: string, keyPoints: string[], description = '', templateId: Slide['templateId'] = 'bullet-points') =>
  ({ id: title, order: 0, title, description, keyPoints, templateId, duration: 20 }) as unknown as Slide;
const video = (slides: Slide[], scripts: string[]): VideoUnderTest => ({ brief: '', documents: [], materials: '', slides, scripts });
const opening = slide('Benefits & Perks', [], '', 'title-slide');
const body = slide('Health Insurance', ['The plan covers you from day one']);

describe('a closing slide shows what its voice says (decision 216)', () => {
  it('counts each topic a recap slide lists and its voice never names, as the engine closed before', () => {
    const closing = slide('In Summary', ['Health Insurance and Retirement Plan', 'Time Off']);
    const v = video([opening, body, closing], ['Welcome.', 'The plan covers you from day one.', 'To conclude, thank you for your attention.']);
    expect(findSlideVoiceDefects(v).map((d) => [d.rule, d.slide, d.text])).toEqual([
      ['slide-unsaid', 3, 'Health Insurance and Retirement Plan'],
      ['slide-unsaid', 3, 'Time Off'],
    ]);
  });

  it('reads a labelled list as its items: one the voice leaves out is unsaid, one it names in other case is said', () => {
    const closing = slide('The Rest of the Guide', ['More in Benefits & Perks: Dental Cover, Vision Insurance and Where to Get Help.']);
    const v = video([opening, body, closing], ['', '', 'Benefits and Perks also covers dental cover and vision insurance. Thank you.']);
    expect(findSlideVoiceDefects(v).map((d) => d.text)).toEqual(['Where to Get Help']);
  });

  it('finds the left-out line under a closing message, and takes a next step said whole', () => {
    const closing = slide(
      'Key Message',
      ['Log every offer in the CRM'],
      'Log every offer in the CRM. Not covered here: Handling Objections — see the Playbook.',
      'focus-quote',
    );
    const step = slide('Where to Turn Next', ['Write to the benefits team at benefits@contoso.example']);
    expect(findSlideVoiceDefects(video([opening, closing], ['', 'Remember: log every offer in the CRM.'])).map((d) => d.text)).toEqual(['Handling Objections']);
    expect(findSlideVoiceDefects(video([opening, step], ['', 'For anything else, write to the benefits team at benefits@contoso.example.']))).toEqual([]);
  });

  it('checks content slides only on demand, where a point the voice says less than half of is unsaid', () => {
    const v = video([opening, body, slide('Thanks', [])], ['', 'Let us look at health insurance.', 'Thank you.']);
    expect(findSlideVoiceDefects(v)).toEqual([]);
    expect(findSlideVoiceDefects(v, { everySlide: true }).map((d) => [d.slide, d.text])).toEqual([[2, 'The plan covers you from day one']]);
  });

  it('splits a labelled list, leaving the place and a count of sections out', () => {
    expect(itemsOf('Not covered here: Grants, Effective Date and 5 more sections — see the MPL.')).toEqual(['Grants', 'Effective Date']);
    expect(itemsOf('Contact the service desk on 5555')).toEqual(['Contact the service desk on 5555']);
  });
});
