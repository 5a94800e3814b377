import { endianness } from 'node:os';

/**
 * PCM WAV reading and writing. Every speech provider returns 16-bit PCM mono WAV with a header
 * written here, whatever its source sent (OpenAI streams a header with unknown sizes, espeak gives
 * bare samples), so the rest of the pipeline handles one format.
 */

export interface PcmAudio {
  sampleRate: number;
  /** Mono signed 16-bit samples. */
  samples: Int16Array;
}

const HEADER_BYTES = 44;
const LITTLE_ENDIAN = endianness() === 'LE';

/** Writes a canonical 44-byte RIFF/WAVE header followed by the samples (s16le mono). */
export function encodeWav({ sampleRate, samples }: PcmAudio): Buffer {
  const dataBytes = samples.length * 2;
  const out = Buffer.alloc(HEADER_BYTES + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16); // fmt chunk size
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28); // byte rate
  out.writeUInt16LE(2, 32); // block align
  out.writeUInt16LE(16, 34); // bits per sample
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  if (LITTLE_ENDIAN) Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength).copy(out, HEADER_BYTES);
  else for (let i = 0; i < samples.length; i++) out.writeInt16LE(samples[i] ?? 0, HEADER_BYTES + i * 2);
  return out;
}

export class InvalidWavError extends Error {
  override name = 'InvalidWavError';
}

/**
 * Reads a 16-bit PCM WAV (any channel count, mixed down to mono). Tolerates streamed headers whose
 * RIFF or data sizes are 0 or 0xFFFFFFFF by reading to the end of the buffer.
 */
export function decodeWav(wav: Buffer): PcmAudio {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') {
    throw new InvalidWavError('Not a RIFF/WAVE file');
  }
  let offset = 12;
  let format: { channels: number; sampleRate: number; bits: number; tag: number } | undefined;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        tag: wav.readUInt16LE(body),
        channels: wav.readUInt16LE(body + 2),
        sampleRate: wav.readUInt32LE(body + 4),
        bits: wav.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format) throw new InvalidWavError('WAV data before its format chunk');
      // 1 = PCM, 0xFFFE = WAVE_FORMAT_EXTENSIBLE (PCM subformat in practice for 16-bit speech).
      if ((format.tag !== 1 && format.tag !== 0xfffe) || format.bits !== 16) {
        throw new InvalidWavError(`Unsupported WAV encoding (format ${format.tag}, ${format.bits} bits)`);
      }
      const available = wav.length - body;
      const bytes = size === 0 || size === 0xffffffff || size > available ? available : size;
      const frameBytes = 2 * format.channels;
      const frames = Math.floor(bytes / frameBytes);
      if (format.channels === 1 && LITTLE_ENDIAN) {
        const copy = new Int16Array(frames);
        Buffer.from(copy.buffer).set(wav.subarray(body, body + frames * 2));
        return { sampleRate: format.sampleRate, samples: copy };
      }
      const samples = new Int16Array(frames);
      for (let f = 0; f < frames; f++) {
        let sum = 0;
        for (let c = 0; c < format.channels; c++) sum += wav.readInt16LE(body + f * frameBytes + c * 2);
        samples[f] = Math.round(sum / format.channels);
      }
      return { sampleRate: format.sampleRate, samples };
    }
    if (size === 0xffffffff) break;
    offset = body + size + (size % 2); // chunks are word-aligned
  }
  throw new InvalidWavError('WAV has no data chunk');
}

export const wavDurationSeconds = (audio: PcmAudio) => audio.samples.length / audio.sampleRate;

/** Linear-interpolation resampling: enough for speech moving between 22.05 and 24 kHz. */
export function resample(audio: PcmAudio, sampleRate: number): PcmAudio {
  if (audio.sampleRate === sampleRate) return audio;
  const ratio = audio.sampleRate / sampleRate;
  const length = Math.round(audio.samples.length / ratio);
  const out = new Int16Array(length);
  const src = audio.samples;
  for (let i = 0; i < length; i++) {
    const pos = i * ratio;
    const i0 = Math.floor(pos);
    const a = src[Math.min(i0, src.length - 1)] ?? 0;
    const b = src[Math.min(i0 + 1, src.length - 1)] ?? 0;
    out[i] = Math.round(a + (b - a) * (pos - i0));
  }
  return { sampleRate, samples: out };
}

export interface WavSegment {
  wav: Buffer;
  /** Pad the segment with trailing silence up to this length (a slide's duration). Never truncates. */
  durationSeconds?: number;
}

/**
 * Joins WAVs into one narration track (the rate of the first segment wins; others are resampled).
 * Each segment is padded with silence to its `durationSeconds`, or by `silencePaddingMs` when none
 * is given, so slide N's narration starts exactly when slide N appears.
 */
export function concatWavs(segments: (Buffer | WavSegment)[], silencePaddingMs = 0): Buffer {
  const parts = segments.map((s) => (Buffer.isBuffer(s) ? { wav: s } : s));
  const decoded = parts.map((p) => decodeWav(p.wav));
  const sampleRate = decoded[0]?.sampleRate ?? 22050;
  const lengths = decoded.map((audio, i) => {
    const pcm = resample(audio, sampleRate);
    decoded[i] = pcm;
    const wanted = parts[i]?.durationSeconds;
    const padded = wanted === undefined ? pcm.samples.length + Math.round((silencePaddingMs / 1000) * sampleRate) : Math.round(wanted * sampleRate);
    return Math.max(pcm.samples.length, padded);
  });
  const samples = new Int16Array(lengths.reduce((a, b) => a + b, 0));
  let at = 0;
  decoded.forEach((pcm, i) => {
    samples.set(pcm.samples, at);
    at += lengths[i] ?? 0;
  });
  return encodeWav({ sampleRate, samples });
}

/** Silence of the given length, e.g. for a slide without narration. */
export const silentWav = (seconds: number, sampleRate = 22050) => encodeWav({ sampleRate, samples: new Int16Array(Math.round(seconds * sampleRate)) });
