import { describe, expect, it } from 'vitest';
import { concatWavs, decodeWav, encodeWav, InvalidWavError, resample, silentWav, wavDurationSeconds } from './wav.ts';

const tone = (n: number, rate = 22050) => ({ sampleRate: rate, samples: Int16Array.from({ length: n }, (_, i) => (i % 100) * 100 - 5000) });

describe('encodeWav', () => {
  it('writes a canonical 44-byte PCM s16le mono header', () => {
    const wav = encodeWav(tone(1000));
    expect(wav.length).toBe(44 + 2000);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(36 + 2000);
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(22050);
    expect(wav.readUInt32LE(28)).toBe(44100);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.toString('ascii', 36, 40)).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(2000);
    expect(wav.readInt16LE(44)).toBe(-5000);
  });

  it('round-trips through decodeWav', () => {
    const audio = tone(777, 24000);
    const back = decodeWav(encodeWav(audio));
    expect(back.sampleRate).toBe(24000);
    expect(Array.from(back.samples)).toEqual(Array.from(audio.samples));
  });
});

describe('decodeWav', () => {
  it('reads a streamed header with unknown sizes and skips extra chunks', () => {
    const wav = encodeWav(tone(10));
    wav.writeUInt32LE(0xffffffff, 4);
    wav.writeUInt32LE(0xffffffff, 40);
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([4, 0, 0, 0]), Buffer.from('INFO')]);
    const withList = Buffer.concat([wav.subarray(0, 36), list, wav.subarray(36)]);
    expect(decodeWav(withList).samples.length).toBe(10);
  });

  it('mixes stereo down to mono', () => {
    const mono = encodeWav({ sampleRate: 8000, samples: new Int16Array(0) });
    const header = Buffer.from(mono.subarray(0, 44));
    header.writeUInt16LE(2, 22);
    const data = Buffer.alloc(8);
    data.writeInt16LE(100, 0);
    data.writeInt16LE(300, 2);
    data.writeInt16LE(-100, 4);
    data.writeInt16LE(-300, 6);
    header.writeUInt32LE(8, 40);
    expect(Array.from(decodeWav(Buffer.concat([header, data])).samples)).toEqual([200, -200]);
  });

  it('rejects what is not 16-bit PCM WAV', () => {
    expect(() => decodeWav(Buffer.from('ID3 not a wav at all'))).toThrow(InvalidWavError);
    const float = encodeWav(tone(4));
    float.writeUInt16LE(3, 20);
    float.writeUInt16LE(32, 34);
    expect(() => decodeWav(float)).toThrow(/Unsupported/);
  });
});

describe('concatWavs', () => {
  it('pads each segment with silence to its slide duration', () => {
    const a = encodeWav(tone(22050 / 2)); // 0.5 s
    const b = encodeWav(tone(22050)); // 1 s
    const out = decodeWav(
      concatWavs([
        { wav: a, durationSeconds: 2 },
        { wav: b, durationSeconds: 1.5 },
      ]),
    );
    expect(wavDurationSeconds(out)).toBeCloseTo(3.5, 5);
    expect(out.samples[22050 / 2 + 10]).toBe(0); // silence after the first narration
    expect(out.samples[2 * 22050]).toBe(-5000); // the second starts exactly at 2 s
  });

  it('never truncates narration longer than its slide, and pads by silencePaddingMs otherwise', () => {
    const a = encodeWav(tone(22050));
    expect(wavDurationSeconds(decodeWav(concatWavs([{ wav: a, durationSeconds: 0.5 }])))).toBeCloseTo(1, 5);
    expect(wavDurationSeconds(decodeWav(concatWavs([a, a], 250)))).toBeCloseTo(2.5, 3);
  });

  it('resamples segments to the first segment rate', () => {
    const out = decodeWav(concatWavs([encodeWav(tone(22050)), encodeWav(tone(24000, 24000))]));
    expect(out.sampleRate).toBe(22050);
    expect(wavDurationSeconds(out)).toBeCloseTo(2, 3);
  });

  it('builds silence', () => {
    expect(wavDurationSeconds(decodeWav(silentWav(1.25)))).toBeCloseTo(1.25, 3);
    expect(resample(tone(100, 8000), 16000).samples.length).toBe(200);
  });
});
