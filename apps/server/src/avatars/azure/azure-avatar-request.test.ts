import { findAvatar, PRESENTER_VOICES } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import { avatarSynthesisBody, synthesisId, voiceLocale } from './azure-avatar-request';

const lisa = findAvatar('lisa-casual-sitting')!;
const slide = { slideId: 'slide-1', script: 'Welcome to the course.', language: 'en-US', voice: PRESENTER_VOICES.female, avatar: lisa };

describe('avatarSynthesisBody', () => {
  it('sends the voice language as plain text with the presenter and a transparent WebM', () => {
    expect(avatarSynthesisBody(slide)).toEqual({
      inputKind: 'PlainText',
      inputs: [{ content: 'Welcome to the course.' }],
      synthesisConfig: { voice: 'en-US-AvaMultilingualNeural' },
      avatarConfig: {
        talkingAvatarCharacter: 'lisa',
        talkingAvatarStyle: 'casual-sitting',
        videoFormat: 'webm',
        videoCodec: 'vp9',
        backgroundColor: '#00000000',
        subtitleType: 'none',
      },
    });
  });

  it('makes the same voice speak another language through SSML, with the script escaped', () => {
    const body = avatarSynthesisBody({ ...slide, language: 'fr-FR', script: 'Bonjour & <voice name="x">bienvenue</voice>\u0007' });
    expect(body.inputKind).toBe('SSML');
    expect(body.synthesisConfig).toBeUndefined();
    expect(body.inputs[0]?.content).toBe(
      '<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="en-US"><voice name="en-US-AvaMultilingualNeural">' +
        '<lang xml:lang="fr-FR">Bonjour &amp; &lt;voice name=&quot;x&quot;&gt;bienvenue&lt;/voice&gt; </lang></voice></speak>',
    );
  });

  it('asks the presenter to wait at a quiz pause with an SSML break, in the voice language and in another (decision 187)', () => {
    const script = 'Which is right? A. 30 days. B. 60 days. [pause] It is B & only B.';
    const body = avatarSynthesisBody({ ...slide, script });
    expect(body.inputKind).toBe('SSML');
    expect(body.inputs[0]?.content).toBe(
      '<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="en-US"><voice name="en-US-AvaMultilingualNeural">' +
        'Which is right? A. 30 days. B. 60 days.<break time="3000ms"/>It is B &amp; only B.</voice></speak>',
    );
    const french = avatarSynthesisBody({ ...slide, language: 'fr-FR', script: 'Vrai ou faux ? [pause] Vrai.' });
    expect(french.inputs[0]?.content).toContain('<lang xml:lang="fr-FR">Vrai ou faux ?<break time="3000ms"/>Vrai.</lang>');
    // The mark is never said, whatever its case; a script without one is plain text as before.
    expect(avatarSynthesisBody({ ...slide, script: 'Ready? [PAUSE] Go.' }).inputs[0]?.content).not.toMatch(/pause\]/i);
  });

  it('treats a malformed language as the voice language', () => {
    expect(avatarSynthesisBody({ ...slide, language: '"><evil' }).inputKind).toBe('PlainText');
    expect(voiceLocale('de-DE-SeraphinaMultilingualNeural')).toBe('de-DE');
  });
});

describe('synthesisId', () => {
  const body = avatarSynthesisBody(slide);
  it('is a valid Azure id, stable for the same content and new for changed content', () => {
    const id = synthesisId('3f1c2a9e-0d4b-4c8e-9a7f-2b6d1e5c8f00', 'slide-1', body);
    expect(id).toMatch(/^[a-zA-Z0-9][a-zA-Z0-9._-]{1,62}[a-zA-Z0-9]$/);
    expect(synthesisId('3f1c2a9e-0d4b-4c8e-9a7f-2b6d1e5c8f00', 'slide-1', body)).toBe(id);
    expect(synthesisId('3f1c2a9e-0d4b-4c8e-9a7f-2b6d1e5c8f00', 'slide-1', avatarSynthesisBody({ ...slide, script: 'Changed.' }))).not.toBe(id);
    expect(synthesisId('3f1c2a9e-0d4b-4c8e-9a7f-2b6d1e5c8f00', 'slide-2', body)).not.toBe(id);
  });

  it('cleans a prefix that Azure would refuse', () => {
    for (const prefix of ['--', '', 'a/b c?d', 'x'.repeat(200), '_render_']) {
      expect(synthesisId(prefix, 'slide-12', body)).toMatch(/^[a-zA-Z0-9][a-zA-Z0-9._-]{1,62}[a-zA-Z0-9]$/);
    }
  });
});
