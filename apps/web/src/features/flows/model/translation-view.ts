import { currentTranslation, type ProgressData, type Slide, withTranslatedText } from '@lectern/core';
import type { WizardState } from './wizard-state';

type TranslationFields = Pick<WizardState, 'slides' | 'projectTitle' | 'selectedLanguage' | 'translatedSlides'>;

/** The slides (and title) in the target language when a translation of the current English words exists, else null. */
export function translatedView(state: TranslationFields): { slides: Slide[]; projectTitle: string } | null {
  const entry = currentTranslation(state.translatedSlides, state.selectedLanguage, state.slides, state.projectTitle);
  if (!entry) return null;
  return { slides: withTranslatedText(state.slides, entry.slides), projectTitle: entry.projectTitle || state.projectTitle };
}

/**
 * The progress_data fields holding slides (spec 001 §3): with a current translation, `slides` is the
 * translated deck — what the render, captions and share page read — and the English is kept in
 * englishContent / originalEnglishTitle; without one, `slides` is English and those two are dropped.
 */
export function savedSlideFields(state: TranslationFields, merged: ProgressData): ProgressData {
  const view = translatedView(state);
  const out: ProgressData = { ...merged };
  if (view) {
    out.slides = view.slides;
    out.projectTitle = view.projectTitle;
    out.englishContent = state.slides;
    out.originalEnglishTitle = state.projectTitle;
  } else {
    out.slides = state.slides;
    out.projectTitle = state.projectTitle;
    delete out.englishContent;
    delete out.originalEnglishTitle;
  }
  return out;
}
