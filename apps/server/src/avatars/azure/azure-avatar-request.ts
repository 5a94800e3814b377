import { createHash } from 'node:crypto';
import { type Avatar, QUIZ_PAUSE_SECONDS, scriptParts } from '@lectern/core';

/**
 * The request body of Azure batch avatar synthesis, api-version 2024-08-01
 * (https://learn.microsoft.com/azure/ai-services/speech-service/text-to-speech-avatar/batch-synthesis-avatar
 * and .../batch-synthesis-avatar-properties).
 */
export const AZURE_AVATAR_API_VERSION = '2024-08-01';

/**
 * A transparent background needs `webm` + `vp9` + an alpha of 00 ("How to edit the background",
 * batch-synthesis-avatar-properties): the spec's mp4/h264 with #00FFFFFF cannot carry alpha
 * (docs/decisions/134).
 */
export const TRANSPARENT_AVATAR_VIDEO = { videoFormat: 'webm', videoCodec: 'vp9', backgroundColor: '#00000000' } as const;

export interface AvatarSynthesisBody {
  inputKind: 'PlainText' | 'SSML';
  inputs: { content: string }[];
  synthesisConfig?: { voice: string };
  avatarConfig: {
    talkingAvatarCharacter: string;
    talkingAvatarStyle: string;
    videoFormat: 'webm';
    videoCodec: 'vp9';
    backgroundColor: string;
    subtitleType: 'none';
  };
}

export interface SlideSynthesis {
  slideId: string;
  script: string;
  language: string;
  voice: string;
  avatar: Pick<Avatar, 'character' | 'style'>;
}

// XML 1.0 allows tab, newline and carriage return below U+0020; the rest would make the SSML invalid.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML forbids
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const escapeXml = (text: string) =>
  text.replace(XML_FORBIDDEN, ' ').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

/** `en-US-AvaMultilingualNeural` → `en-US`. */
export const voiceLocale = (voice: string) => /^([a-z]{2,3}-[A-Z]{2,4})-/i.exec(voice)?.[1] ?? 'en-US';

/**
 * The voice's own language is sent as plain text. Any other language goes as SSML with
 * `<lang xml:lang>`, which makes a multilingual neural voice speak that language with the same
 * voice (Azure "Speech Synthesis Markup Language: adjust speaking languages"), so a presenter
 * keeps one voice across languages. A script that pauses (a quiz's "[pause]", decision 175) goes
 * as SSML too, its parts apart by `<break time>` of QUIZ_PAUSE_SECONDS (Azure "Add a break"), so
 * the presenter waits for the answer as the offline one does (decision 187). Scripts are escaped:
 * a script can never add SSML of its own.
 */
export function avatarSynthesisBody(slide: SlideSynthesis): AvatarSynthesisBody {
  const locale = voiceLocale(slide.voice);
  const language = LANGUAGE_TAG.test(slide.language) ? slide.language : locale;
  const sameLanguage = language.toLowerCase() === locale.toLowerCase() || language.toLowerCase() === locale.split('-')[0]?.toLowerCase();
  const avatarConfig = {
    talkingAvatarCharacter: slide.avatar.character,
    talkingAvatarStyle: slide.avatar.style,
    ...TRANSPARENT_AVATAR_VIDEO,
    // Captions are made by the render from the scripts; none are burnt into the presenter.
    subtitleType: 'none',
  } as const;
  const parts = scriptParts(slide.script);
  if (sameLanguage && parts.length <= 1) {
    return { inputKind: 'PlainText', inputs: [{ content: parts[0] ?? slide.script }], synthesisConfig: { voice: slide.voice }, avatarConfig };
  }
  const spoken = parts.map(escapeXml).join(`<break time="${Math.round(QUIZ_PAUSE_SECONDS * 1000)}ms"/>`);
  const ssml =
    `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="${escapeXml(locale)}">` +
    `<voice name="${escapeXml(slide.voice)}">${sameLanguage ? spoken : `<lang xml:lang="${escapeXml(language)}">${spoken}</lang>`}</voice></speak>`;
  return { inputKind: 'SSML', inputs: [{ content: ssml }], avatarConfig };
}

/**
 * The synthesis id for one slide of one job: Azure keeps a synthesis under the id its creator
 * chose (3-64 characters, letters, digits, `.`, `_`, `-`, starting and ending with a letter or
 * digit; Batch Syntheses - Create, api-version 2024-08-01). The id holds a digest of the slide and
 * of everything that shapes its clip, so asking again for the same job and slide finds the clip
 * already made (and paid for), whichever other slides are asked for with it, while a changed
 * script gets a new one.
 */
export function synthesisId(jobPrefix: string, slideId: string, body: AvatarSynthesisBody): string {
  const digest = createHash('sha256').update(JSON.stringify({ slideId, body })).digest('hex').slice(0, 16);
  const prefix =
    jobPrefix
      .replace(/[^a-zA-Z0-9._-]+/g, '-')
      .replace(/^[^a-zA-Z0-9]+/, '')
      .slice(0, 40)
      .replace(/[^a-zA-Z0-9]+$/, '') || 'lectern';
  return `${prefix}-${digest}`;
}
