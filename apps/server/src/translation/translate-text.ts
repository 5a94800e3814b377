import type { TranslateResult, Translator } from '@lectern/ai';
import { DEFAULT_LANGUAGE } from '@lectern/core';
import type { Db } from '@lectern/db';
import { z } from 'zod';
import { ownedProjectRow } from '../projects/project-use-cases';
import { type ConversionClaim, claimProjectConversion, claimTextConversion } from './language-conversions';

/** POST /api/ai/translate: one text, and optionally the project it belongs to (decision 151). */
export const translateTextSchema = z.object({
  text: z.string(),
  targetLanguage: z.string().min(2),
  projectId: z.string().optional(),
});
export type TranslateTextInput = z.infer<typeof translateTextSchema>;

/** Lectern writes in English; an English target is the text itself (spec 001 §9: English locales are not translated). */
const isEnglish = (code: string) => code.split('-')[0]?.toLowerCase() === 'en';

/**
 * One text through the configured translation provider (decision 141). The conversion is claimed
 * before the provider is asked, so a refusal (403) asks no provider (decision 151). Spec 001 §8: a
 * translation call that fails logs and returns the original text, and its claim is given back;
 * without a provider, for an empty text or an English target nothing is asked and nothing counted.
 */
export async function translateText(
  translator: Translator | null,
  input: { text: string; targetLanguage: string },
  options: { claim?: () => Promise<ConversionClaim>; signal?: AbortSignal; log?: (message: string) => void } = {},
): Promise<TranslateResult> {
  const log = options.log ?? console.warn;
  if (!translator || !input.text.trim() || isEnglish(input.targetLanguage)) return { text: input.text, translated: false };
  const claim = await options.claim?.();
  let text: string | undefined;
  try {
    [text] = await translator.translate([input.text], { from: DEFAULT_LANGUAGE, to: input.targetLanguage, signal: options.signal });
  } catch (error) {
    log(`Translation failed: ${(error as Error).message}`);
  }
  await claim?.settle(text !== undefined);
  return text === undefined ? { text: input.text, translated: false } : { text, translated: true };
}

/**
 * A signed-in user's text translation: tied to a project, it counts that project once, like the
 * project's own translation (decision 141); without one, each translated text counts one
 * conversion (decision 151), so the endpoint is no way around the quota.
 */
export async function translateTextForUser(
  deps: { db: Db; translator: Translator | null },
  userId: string,
  input: TranslateTextInput,
  signal?: AbortSignal,
): Promise<TranslateResult> {
  const { projectId } = input;
  if (projectId !== undefined) await ownedProjectRow(deps.db, userId, projectId);
  const claim = projectId === undefined ? () => claimTextConversion(deps.db, userId) : () => claimProjectConversion(deps.db, userId, projectId);
  return translateText(deps.translator, input, { claim, signal });
}
