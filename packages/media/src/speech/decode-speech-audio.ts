import { spawn } from 'node:child_process';
import { ffmpegPath } from '../ffmpeg/run-ffmpeg.ts';
import { decodeWav, InvalidWavError, type PcmAudio } from '../wav/wav.ts';
import { abortError, SPEECH_MESSAGES, SpeechError } from './speech-errors.ts';

/**
 * A speech server's answer as 16-bit mono PCM: a plain WAV is read as it is; anything else ffmpeg
 * can decode (MP3, Opus, FLAC, AAC, or a WAV whose header a streaming server left without sizes)
 * is decoded at its own sample rate. Audio that will not decode is "No audio content returned"
 * (spec 001 §8), never a failed render with ffmpeg's words.
 */
export async function decodeSpeechAudio(audio: Buffer, signal?: AbortSignal): Promise<PcmAudio> {
  if (!audio.length) throw new SpeechError(SPEECH_MESSAGES.noAudio);
  if (audio.toString('ascii', 0, 4) === 'RIFF') {
    try {
      const pcm = decodeWav(audio);
      if (pcm.samples.length) return pcm;
    } catch (error) {
      if (!(error instanceof InvalidWavError)) throw error;
    }
  }
  const wav = await new Promise<Buffer>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const child = spawn(ffmpegPath(), ['-v', 'error', '-i', 'pipe:0', '-map', '0:a:0', '-ac', '1', '-c:a', 'pcm_s16le', '-f', 'wav', 'pipe:1'], {
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    const out: Buffer[] = [];
    const onAbort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    // ffmpeg may stop reading early on bad input: a broken pipe then is its answer, not an error.
    child.stdin.on('error', () => {});
    child.stdin.end(audio);
    child.once('error', reject);
    child.once('close', (code) => {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) return reject(abortError(signal));
      if (code !== 0) return reject(new SpeechError(SPEECH_MESSAGES.noAudio));
      resolve(Buffer.concat(out));
    });
  });
  try {
    // A WAV written to a pipe has no sizes; decodeWav reads its data to the end.
    const pcm = decodeWav(wav);
    if (!pcm.samples.length) throw new SpeechError(SPEECH_MESSAGES.noAudio);
    return pcm;
  } catch (error) {
    if (error instanceof InvalidWavError) throw new SpeechError(SPEECH_MESSAGES.noAudio, undefined, { cause: error });
    throw error;
  }
}
