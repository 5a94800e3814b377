import { decodeWav, encodeWav, InvalidWavError } from '../../wav/wav.ts';
import { wordTimingsFromAudio } from '../audio-word-timings.ts';
import { SPEECH_MESSAGES, SpeechError } from '../speech-errors.ts';
import type { Synthesis } from '../speech-types.ts';

/**
 * Normalises a provider's WAV (or headerless 16-bit PCM at `rawSampleRate`) into the pipeline's
 * format. These services return audio only: word timings come from the pauses heard in it
 * (decision 167).
 */
export function synthesisFromAudio(text: string, audio: Buffer | undefined, rawSampleRate: number): Synthesis {
  if (!audio?.length) throw new SpeechError(SPEECH_MESSAGES.noAudio);
  let pcm: ReturnType<typeof decodeWav>;
  try {
    pcm = audio.toString('ascii', 0, 4) === 'RIFF' ? decodeWav(audio) : decodeWav(encodeRaw(audio, rawSampleRate));
  } catch (error) {
    if (error instanceof InvalidWavError) throw new SpeechError(SPEECH_MESSAGES.noAudio, undefined, { cause: error });
    throw error;
  }
  if (!pcm.samples.length) throw new SpeechError(SPEECH_MESSAGES.noAudio);
  const durationSeconds = pcm.samples.length / pcm.sampleRate;
  return { wav: encodeWav(pcm), durationSeconds, words: wordTimingsFromAudio(text, pcm.samples, pcm.sampleRate) };
}

function encodeRaw(pcm: Buffer, sampleRate: number): Buffer {
  const even = pcm.subarray(0, pcm.length - (pcm.length % 2));
  const samples = new Int16Array(even.length / 2);
  for (let i = 0; i < samples.length; i++) samples[i] = even.readInt16LE(i * 2);
  return encodeWav({ sampleRate, samples });
}
