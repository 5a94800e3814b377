/**
 * Re-measures the offline voices' pace tables in packages/core speech-pace.ts (decisions 150, 166):
 * `node --import tsx scripts/measure-speech-pace.ts [voice…]`. The offline writer's narrations of
 * five sample briefs (executive brief, workshop and compliance at 2 minutes, story and sales at 1
 * minute) are each synthesised alone at the default rate; words are counted as the budget counts
 * them (whitespace-separated) and seconds are the whole audio, sentence pauses and edge silence
 * included. Prints each voice's measured pace and the table value that makes it speak the planned
 * pace: a Flite voice's own pace (measured × the stretch it spoke at), an eSpeak voice's spoken
 * words per setting word.
 */
import { createOfflineTextGenerator } from '@lectern/ai';
import { DEFAULT_SPEECH_RATE, espeakSettingFor, fliteStretchFor, isFliteVoiceName, speechWordsPerMinute, type VideoStyleId } from '@lectern/core';
import { LocalSpeechProvider } from '@lectern/media';
import { OFFLINE_ENGLISH_VOICES } from './bench-voice';

const SAMPLES: { brief: string; styleId: VideoStyleId; seconds: number }[] = [
  {
    styleId: 'executive-brief',
    seconds: 120,
    brief:
      'Explain to every employee how the new expense policy works. Receipts must be uploaded within 30 days of the purchase. Meals are reimbursed up to 40 euros a day when you travel overnight. Taxis are allowed only when no public transport runs. Your manager approves each claim within five working days.',
  },
  {
    styleId: 'workshop-style',
    seconds: 120,
    brief: 'Teach staff to report incidents: stop, make safe, tell a supervisor, file the report the same day.',
  },
  {
    styleId: 'compliance-clarity',
    seconds: 120,
    brief:
      'Explain to every employee how we handle customer data. Personal data may only be stored in approved systems. Access is granted per role and reviewed every quarter. Report a suspected breach to the security desk within one hour. Never send customer lists by e-mail; use the secure share instead.',
  },
  { styleId: 'story-journey', seconds: 60, brief: 'Create a short video that teaches new cashiers how to handle refunds at the store counter.' },
  {
    styleId: 'sales-persuasion',
    seconds: 60,
    brief: 'Present our team calendar app to department heads: shared rotas, holiday requests approved in one tap, and reminders before every shift.',
  },
];

const VOICES = [
  ...OFFLINE_ENGLISH_VOICES,
  'fr-FR-Local-Male',
  'de-DE-Local-Male',
  'es-ES-Local-Male',
  'it-IT-Local-Male',
  'pt-BR-Local-Male',
  'nl-NL-Local-Male',
  'pl-PL-Local-Male',
  'sv-SE-Local-Male',
];

async function main() {
  const voices = process.argv.slice(2).length ? process.argv.slice(2) : VOICES;
  const writer = createOfflineTextGenerator();
  const scripts: string[] = [];
  for (const sample of SAMPLES) {
    const { slides, steering } = await writer.outline({ brief: sample.brief, styleId: sample.styleId, durationSeconds: sample.seconds, projectTitle: '' });
    const result = await writer.scripts({ slides, projectTitle: '', sourceText: sample.brief, styleId: sample.styleId, steering });
    scripts.push(...result.scripts.map((s) => s.script.trim()).filter(Boolean));
  }
  const words = scripts.reduce((n, s) => n + s.split(/\s+/).length, 0);
  console.log(`${scripts.length} scripts, ${words} words; planned ${speechWordsPerMinute(DEFAULT_SPEECH_RATE).toFixed(1)} wpm at rate ${DEFAULT_SPEECH_RATE}`);
  const speech = new LocalSpeechProvider();
  try {
    for (const voice of voices) {
      let seconds = 0;
      for (const text of scripts) seconds += (await speech.synthesize({ text, voice, languageCode: voice.slice(0, 5) })).durationSeconds;
      const wpm = words / (seconds / 60);
      const table = isFliteVoiceName(voice)
        ? `own pace ${(wpm * fliteStretchFor(voice)).toFixed(0)} (stretch ${fliteStretchFor(voice).toFixed(3)})`
        : `spoken per setting ${(wpm / espeakSettingFor(voice)).toFixed(3)} (setting ${espeakSettingFor(voice)})`;
      console.log(`${voice} ${wpm.toFixed(1)} wpm; ${table}`);
    }
  } finally {
    await speech.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
