import { canonicalLanguageCode, languageName } from '../language-names.ts';
import type { Language, SsmlGender, Voice } from '../speech-types.ts';
import type { EspeakVoiceInfo } from './espeak-engine.ts';

/** A voice offered by the local engine and the eSpeak voice (+ variant) that speaks it. */
export interface LocalVoice extends Voice {
  espeakVoice: string;
}

/**
 * Curated English voices (decision 051): eSpeak variants with natural pitch ranges and no robotic
 * or whispering effect, named after their variant files. en-GB uses Received Pronunciation.
 */
const CURATED: { languageCode: 'en-US' | 'en-GB'; espeak: string; variant: string; name: string; gender: SsmlGender }[] = [
  { languageCode: 'en-US', espeak: 'gmw/en-US', variant: 'Annie', name: 'Annie', gender: 'FEMALE' },
  { languageCode: 'en-US', espeak: 'gmw/en-US', variant: 'belinda', name: 'Belinda', gender: 'FEMALE' },
  { languageCode: 'en-US', espeak: 'gmw/en-US', variant: 'steph', name: 'Steph', gender: 'FEMALE' },
  { languageCode: 'en-US', espeak: 'gmw/en-US', variant: 'Andy', name: 'Andy', gender: 'MALE' },
  { languageCode: 'en-US', espeak: 'gmw/en-US', variant: 'Michael', name: 'Michael', gender: 'MALE' },
  { languageCode: 'en-US', espeak: 'gmw/en-US', variant: 'robert', name: 'Robert', gender: 'MALE' },
  { languageCode: 'en-GB', espeak: 'gmw/en-GB-x-rp', variant: 'linda', name: 'Linda', gender: 'FEMALE' },
  { languageCode: 'en-GB', espeak: 'gmw/en-GB-x-rp', variant: 'f2', name: 'Fiona', gender: 'FEMALE' },
  { languageCode: 'en-GB', espeak: 'gmw/en-GB-x-rp', variant: 'ian', name: 'Ian', gender: 'MALE' },
  { languageCode: 'en-GB', espeak: 'gmw/en-GB-x-rp', variant: 'john', name: 'John', gender: 'MALE' },
];

/** eSpeak voices already covered by the curated English list. */
const COVERED = new Set(['gmw/en-US', 'gmw/en', 'gmw/en-GB-x-rp']);

const SIMPLE_CODE = /^[a-z]{2,3}(-([A-Z]{2}|\d{3}))?$/;

/** Every other eSpeak language gets one female and one male voice (the base voice is male). */
export function buildLocalCatalogue(espeakVoices: EspeakVoiceInfo[]): { voices: LocalVoice[]; languages: Language[] } {
  const voices: LocalVoice[] = CURATED.map((c) => ({
    name: `${c.languageCode}-Local-${c.name}`,
    languageCode: c.languageCode,
    ssmlGender: c.gender,
    displayName: `${c.name} (${c.languageCode === 'en-US' ? 'US' : 'UK'})`,
    espeakVoice: `${c.espeak}+${c.variant}`,
  }));
  const languages = new Map<string, string>([
    ['en-US', languageName('en-US')],
    ['en-GB', languageName('en-GB')],
  ]);
  for (const info of espeakVoices) {
    const espeakCode = info.languages[0]?.name;
    if (!espeakCode || COVERED.has(info.identifier)) continue;
    const code = canonicalLanguageCode(espeakCode);
    if (languages.has(code)) continue;
    const label = SIMPLE_CODE.test(code) ? languageName(code) : info.name;
    languages.set(code, label);
    voices.push(
      { name: `${code}-Local-Female`, languageCode: code, ssmlGender: 'FEMALE', displayName: `${label} · Female`, espeakVoice: `${info.identifier}+f3` },
      { name: `${code}-Local-Male`, languageCode: code, ssmlGender: 'MALE', displayName: `${label} · Male`, espeakVoice: info.identifier },
    );
  }
  return {
    voices,
    languages: [...languages].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name, 'en')),
  };
}
