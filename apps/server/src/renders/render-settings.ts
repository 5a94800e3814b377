import { DEFAULT_LANGUAGE, type ProgressData, type Slide, slideSchema, themeById } from '@lectern/core';
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

/** Spec 001 §3 progress_data fields that shape the final video. */
export function readRenderSettings(data: ProgressData) {
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return {
    slides: readRenderableSlides(data),
    theme: themeById(str(data.selectedTheme) ?? str(data.theme)),
    voice: str(data.selectedVoice) ?? str(data.selectedAzureVoice),
    language: str(data.selectedLanguage) ?? str(data.targetLanguage) ?? DEFAULT_LANGUAGE,
    logoKey: str((data.brandLogo as { key?: unknown } | undefined)?.key),
  };
}
