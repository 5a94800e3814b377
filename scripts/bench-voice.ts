/**
 * Bench section `voice` (issue 21 item 5, decision 166): each offline English voice speaks one fixed
 * text at the natural pace (the default rate) and at the old pace (spec 001 §9's 117 words a
 * minute, the rate that plans it now), and Debian's pocketsphinx (`apt-get install pocketsphinx
 * pocketsphinx-en-us`) writes down what it hears. Per voice and pace: `voice_wpm_*` (words a
 * minute, pauses included) and `voice_wer_*` (word error rate of the transcript, %). The figures
 * compare paces and voices, not voices with people: the recogniser's general US English model is
 * itself the weak ear, eSpeak's formant voices above all. Without pocketsphinx, the WER lines say
 * `skipped`.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEFAULT_SPEECH_RATE, NATURAL_WORDS_PER_MINUTE } from '@lectern/core';
import { ffmpegPath, LocalSpeechProvider } from '@lectern/media';
import { wordErrorRate } from '../packages/media/src/speech/word-error-rate';

const run = promisify(execFile);

/** Plain words of the dictionary the recogniser knows, five sentences, no numbers or abbreviations. */
export const VOICE_BENCH_TEXT =
  'Personal data may only be stored in approved systems. Access is granted to each role and reviewed every quarter. ' +
  'Report a suspected breach to the security desk within one hour. Never send customer lists by mail; use the secure share instead. ' +
  'Delete the data you no longer need at the end of each project.';

/** Spec 001 §9's pace before decision 166: 130 × 0.9 words a minute. */
const OLD_WORDS_PER_MINUTE = 117;

export const OFFLINE_ENGLISH_VOICES = [
  'en-US-Local-Abigail',
  'en-US-Local-Adam',
  'en-US-Local-Alan',
  'en-GB-Local-Alastair',
  'en-US-Local-Annie',
  'en-US-Local-Belinda',
  'en-US-Local-Steph',
  'en-US-Local-Andy',
  'en-US-Local-Michael',
  'en-US-Local-Robert',
  'en-GB-Local-Linda',
  'en-GB-Local-Fiona',
  'en-GB-Local-Ian',
  'en-GB-Local-John',
];

type Line = (name: string, value: number | string, unit: string) => void;

async function hasPocketsphinx(): Promise<boolean> {
  try {
    await run('pocketsphinx_continuous', ['-h'], { timeout: 10_000 });
    return true;
  } catch (error) {
    // It prints its options and exits non-zero when asked for help; only a missing binary is ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

/** What pocketsphinx hears in a WAV: 16 kHz mono with a plain 44-byte header, as it reads it. */
async function transcribe(wav: Buffer, folder: string, name: string): Promise<string> {
  const input = join(folder, `${name}.wav`);
  const sixteen = join(folder, `${name}-16k.wav`);
  await writeFile(input, wav);
  await run(ffmpegPath(), [
    '-v',
    'error',
    '-y',
    '-i',
    input,
    '-ar',
    '16000',
    '-ac',
    '1',
    '-fflags',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    '-map_metadata',
    '-1',
    sixteen,
  ]);
  const { stdout } = await run('pocketsphinx_continuous', ['-infile', sixteen, '-logfn', '/dev/null'], { maxBuffer: 1 << 20 });
  return stdout.replace(/\s+/g, ' ').trim();
}

export async function benchVoice(line: Line, voices: string[] = OFFLINE_ENGLISH_VOICES) {
  const speech = new LocalSpeechProvider();
  const folder = await mkdtemp(join(tmpdir(), 'lectern-bench-voice-'));
  const words = VOICE_BENCH_TEXT.split(/\s+/).length;
  const paces = [
    { label: '', rate: DEFAULT_SPEECH_RATE },
    { label: 'old_pace_', rate: (DEFAULT_SPEECH_RATE * OLD_WORDS_PER_MINUTE) / NATURAL_WORDS_PER_MINUTE },
  ];
  try {
    const recognise = await hasPocketsphinx();
    if (!recognise) console.error('voice_wer: pocketsphinx is not installed (apt-get install pocketsphinx pocketsphinx-en-us)');
    const wer: { natural: number[]; old: number[] } = { natural: [], old: [] };
    for (const voice of voices) {
      const spoken = await Promise.all(
        paces.map((pace) => speech.synthesize({ text: VOICE_BENCH_TEXT, voice, languageCode: voice.slice(0, 5), rate: pace.rate })),
      );
      // Both paces heard at once: pocketsphinx is single-threaded and the bench machine has two cores.
      const heard = recognise ? await Promise.all(spoken.map((s, i) => transcribe(s.wav, folder, `${voice}-${i}`))) : [];
      for (const [i, pace] of paces.entries()) {
        const s = spoken[i] as (typeof spoken)[number];
        line(`voice_wpm_${pace.label}${voice}`, words / (s.durationSeconds / 60), 'wpm');
        if (!recognise) {
          line(`voice_wer_${pace.label}${voice}`, 'skipped', '%');
          continue;
        }
        const rate = 100 * wordErrorRate(VOICE_BENCH_TEXT, heard[i] ?? '');
        (pace.label ? wer.old : wer.natural).push(rate);
        line(`voice_wer_${pace.label}${voice}`, rate, '%');
      }
    }
    if (recognise) {
      const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
      line('voice_wer_mean', mean(wer.natural), '%');
      line('voice_wer_old_pace_mean', mean(wer.old), '%');
    }
  } finally {
    await speech.close();
    await rm(folder, { recursive: true, force: true });
  }
}
