import { localLanguages, offeredLanguages } from '@lectern/core';
import { canonicalLanguageCode } from '../language-names.ts';
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

const curatedVoices = (): LocalVoice[] =>
  CURATED.map((c) => ({
    name: `${c.languageCode}-Local-${c.name}`,
    languageCode: c.languageCode,
    ssmlGender: c.gender,
    displayName: `${c.name} (${c.languageCode === 'en-US' ? 'US' : 'UK'})`,
    espeakVoice: `${c.espeak}+${c.variant}`,
  }));

/**
 * The eSpeak voices of a curated language (en-US, en-GB; any case), which the engine's own voice
 * list never adds to (buildLocalCatalogue skips curated languages): known without starting the
 * engine (decision 193). Null for every other language.
 */
export function curatedVoicesOf(language: string): LocalVoice[] | null {
  const wanted = language.toLowerCase();
  return CURATED.some((c) => c.languageCode.toLowerCase() === wanted) ? curatedVoices() : null;
}

/**
 * Every other language of the core list (decision 138) gets one female and one male voice from the
 * eSpeak voice the list maps it to (the base voice is male), when the engine has that voice.
 * `aliases` resolves the names earlier versions stored (`de-Local-Female`, one per raw eSpeak
 * language), so projects saved with them still render; they are no longer listed.
 */
export function buildLocalCatalogue(espeakVoices: EspeakVoiceInfo[]): { voices: LocalVoice[]; languages: Language[]; aliases: Map<string, string> } {
  const voices: LocalVoice[] = curatedVoices();
  const served = localLanguages(espeakVoices.map((info) => info.identifier));
  for (const language of served) {
    if (CURATED.some((c) => c.languageCode === language.code) || !language.espeak) continue;
    voices.push(
      {
        name: `${language.code}-Local-Female`,
        languageCode: language.code,
        ssmlGender: 'FEMALE',
        displayName: `${language.name} · Female`,
        espeakVoice: `${language.espeak}+f3`,
      },
      {
        name: `${language.code}-Local-Male`,
        languageCode: language.code,
        ssmlGender: 'MALE',
        displayName: `${language.name} · Male`,
        espeakVoice: language.espeak,
      },
    );
  }
  const aliases = new Map<string, string>();
  for (const info of espeakVoices) {
    const code = info.languages[0]?.name;
    if (!code) continue;
    const legacy = canonicalLanguageCode(code);
    if (aliases.has(`${legacy}-Local-Male`)) continue;
    aliases.set(`${legacy}-Local-Female`, `${info.identifier}+f3`);
    aliases.set(`${legacy}-Local-Male`, info.identifier);
  }
  return { voices, languages: offeredLanguages(served.map((l) => l.code)), aliases };
}
