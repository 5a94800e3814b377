import { languageDisplayName, needsTranslation, slidesContentHash, slideText, TRANSLATION_MESSAGES } from '@lectern/core';
import { useCallback, useRef, useState } from 'react';
import { type TranslationStatus, translateProjectSlides, useTranslationStatus } from '../api/translation-api';
import { translatedView } from '../model/translation-view';
import type { WizardState } from '../model/wizard-state';
import type { WizardPatch } from './use-wizard-state';

/** Failed translations by project, language and English content, so reaching Preview after a failure shows it rather than asking again. */
const failures = new Map<string, string>();

/** Why this account cannot have translations (decision 141), or null when it can. */
export function translationBlocker(status: TranslationStatus | undefined): string | null {
  if (!status) return null;
  if (!status.provider) return status.notice ?? TRANSLATION_MESSAGES.notConfigured;
  if (!status.languageConversion.enabled) return TRANSLATION_MESSAGES.notEnabled;
  if (status.languageConversion.remaining <= 0) return TRANSLATION_MESSAGES.quotaUsed(status.languageConversion.quota);
  return null;
}

export const languageName = languageDisplayName;

/**
 * Spec 001 §4 "Translation": on reaching Preview with a non-English target, the English slides are
 * translated once per language and content (translatedSlides + lastTranslatedSlidesHash); a failure
 * keeps the English slides and says why.
 */
export function useSlideTranslation(projectId: string, state: WizardState, update: (patch: WizardPatch) => void) {
  const status = useTranslationStatus();
  const [translating, setTranslating] = useState(false);
  const [, rerender] = useState(0);
  const running = useRef(false);
  const target = state.selectedLanguage;
  const wanted = needsTranslation(target);
  const hash = slidesContentHash(state.slides, state.projectTitle);
  const key = `${projectId}:${target}:${hash}`;
  const view = wanted ? translatedView(state) : null;
  // A translation already made stays usable whatever the account's switch says now.
  const blocker = wanted && !view ? translationBlocker(status.data) : null;
  // A quota used up by this very project does not stop a repeat: the server counts each project once.
  const canAsk = wanted && status.data !== undefined && status.data.provider !== null && status.data.languageConversion.enabled;

  /** Translates when needed; resolves when done (or failed, with the failure kept to show). */
  const ensure = useCallback(
    async (force = false) => {
      if (!canAsk || view || running.current || state.slides.length === 0) return;
      if (!force && failures.has(key)) return;
      running.current = true;
      setTranslating(true);
      failures.delete(key);
      try {
        const result = await translateProjectSlides(projectId, {
          targetLanguage: target,
          slides: state.slides.map(slideText),
          projectTitle: state.projectTitle,
        });
        update((s) => ({
          translatedSlides: { ...s.translatedSlides, [target]: { hash, slides: result.slides.map(slideText), projectTitle: result.projectTitle } },
          lastTranslatedSlidesHash: hash,
        }));
        void status.refetch();
      } catch (err) {
        failures.set(key, (err as Error).message || TRANSLATION_MESSAGES.failed(TRANSLATION_MESSAGES.unreachable));
        rerender((n) => n + 1);
      } finally {
        running.current = false;
        setTranslating(false);
      }
    },
    [canAsk, view, key, projectId, target, hash, state.slides, state.projectTitle, update, status],
  );

  return {
    /** The target needs translating (not en-US / en-GB). */
    wanted,
    /** Ready once the translation status is known (or not needed). */
    ready: !wanted || status.data !== undefined || status.isError,
    translating,
    /** The translated slides and title, when current. */
    view,
    /** Why the account cannot translate (no provider, switch off, quota used). */
    blocker,
    /** The last failure for this language and content. */
    error: wanted && !view ? (failures.get(key) ?? null) : null,
    canAsk,
    ensure,
    busyText: TRANSLATION_MESSAGES.translating(languageName(target)),
  };
}
