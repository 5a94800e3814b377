import { describe, expect, it } from 'vitest';
import { slide } from './fake-render-ports';
import { contentKey, readRenderSettings } from './render-settings';

/** Decision 145: the content key names what is seen and heard, never the container. */
describe('contentKey', () => {
  const base = { slides: [slide(1, 'Welcome.'), slide(2, 'Keep exits clear.')], selectedTheme: 'ocean-teal' };
  const key = (data: Record<string, unknown>, presenter: Parameters<typeof contentKey>[1] = { videoType: 'non_avatar', avatarId: null }) =>
    contentKey(readRenderSettings(data), presenter);

  it('is the same for either format', () => {
    expect(key({ ...base, videoFormat: 'webm' })).toBe(key({ ...base, videoFormat: 'mp4' }));
    // Fields the render writes or the wizard keeps for itself do not count either.
    expect(key({ ...base, videoGenerated: true, finalVideoUrl: '/api/videos/x/file', currentStep: 6 })).toBe(key(base));
  });

  it('changes with everything that shows or sounds', () => {
    const original = key(base);
    const changed = [
      { ...base, slides: [slide(1, 'Welcome!'), slide(2, 'Keep exits clear.')] },
      { ...base, selectedTheme: 'forest-emerald' },
      { ...base, aspectRatio: '9:16' },
      { ...base, burnedCaptions: true },
      { ...base, backgroundMusic: { source: 'library', trackId: 'calm-focus' } },
      { ...base, selectedVoice: 'en-US-Local-Abigail' },
      { ...base, selectedLanguage: 'es-ES' },
      { ...base, brandLogo: { key: 'assets/x/y.png' } },
    ].map((data) => key(data));
    expect(new Set([original, ...changed]).size).toBe(changed.length + 1);
    expect(key(base, { videoType: 'avatar', avatarId: 'harry-casual' })).not.toBe(original);
  });

  it('counts the music level only when there is music', () => {
    const music = { ...base, backgroundMusic: { source: 'library', trackId: 'calm-focus' } };
    expect(key({ ...music, musicVolume: 40 })).not.toBe(key({ ...music, musicVolume: 20 }));
    expect(key({ ...base, musicVolume: 40 })).toBe(key({ ...base, musicVolume: 20 }));
  });
});
