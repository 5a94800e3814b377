import { createHash } from 'node:crypto';
import { DEFAULT_LANGUAGE, type ProgressData, pageSize, readPublishOptions, type Slide, slideSchema, themeById } from '@lectern/core';
import { z } from 'zod';

/** The slides of progress_data that can be rendered, in order; malformed entries are skipped. */
export function readRenderableSlides(data: ProgressData): Slide[] {
  const parsed = z.array(z.unknown()).safeParse(data.slides);
  if (!parsed.success) return [];
  return parsed.data
    .map((s) => slideSchema.safeParse(s))
    .filter((r) => r.success)
    .map((r) => r.data)
    .sort((a, b) => a.order - b.order);
}

/**
 * Spec 001 §3 progress_data fields that shape the final video, with issue 14's publishing options
 * (core readPublishOptions): the page follows the aspect ratio; the format is only the default of
 * a render request, which may ask for the other one.
 */
export function readRenderSettings(data: ProgressData) {
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const publish = readPublishOptions(data);
  return {
    slides: readRenderableSlides(data),
    theme: themeById(str(data.selectedTheme) ?? str(data.theme)),
    voice: str(data.selectedVoice) ?? str(data.selectedAzureVoice),
    language: str(data.selectedLanguage) ?? str(data.targetLanguage) ?? DEFAULT_LANGUAGE,
    logoKey: str((data.brandLogo as { key?: unknown } | undefined)?.key),
    aspect: publish.aspect,
    page: pageSize(publish.aspect),
    burnedCaptions: publish.burnedCaptions,
    music: publish.music,
    musicVolume: publish.musicVolume,
    format: publish.format,
    revealPoints: publish.revealPoints,
  };
}
export type RenderSettings = ReturnType<typeof readRenderSettings>;

/** Bump when what a content key covers changes, so old keys never match new videos. */
const CONTENT_KEY_VERSION = 1;

/**
 * Decision 145: a digest of everything that shows or sounds in a project's video — slides (with
 * their images and timings), theme, logo, voice, language, aspect ratio, burned captions, music
 * and its level, points appearing as they are spoken, presenter — and NOT the container format. Two renders with the same key differ
 * only in format, so the second one costs no minutes. Uploaded files are named by their storage
 * key, which is never reused for other bytes.
 */
export function contentKey(settings: RenderSettings, presenter: { videoType: 'avatar' | 'non_avatar'; avatarId: string | null }): string {
  // Where a point comes from is not in the video (decision 161): it does not change the content.
  const slides = settings.slides.map(({ availableImages: _pool, pointSources: _sources, ...shown }) => shown);
  return createHash('sha256')
    .update(
      JSON.stringify({
        v: CONTENT_KEY_VERSION,
        slides,
        theme: settings.theme,
        logo: settings.logoKey ?? null,
        voice: settings.voice ?? null,
        language: settings.language,
        aspect: settings.aspect,
        burnedCaptions: settings.burnedCaptions,
        music: settings.music,
        musicVolume: settings.music ? settings.musicVolume : null,
        // Decision 170: points appearing as they are spoken change the picture; off keeps the keys of videos made before.
        ...(settings.revealPoints ? { revealPoints: true } : {}),
        presenter,
      }),
    )
    .digest('hex');
}
