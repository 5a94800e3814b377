import { describe, expect, it } from 'vitest';
import { sniffAudio } from './audio-sniff';

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffAudio', () => {
  it('tells each accepted container by its first bytes', () => {
    expect(sniffAudio(bytes('ID3', [4, 0, 0, 0, 0, 0, 0]))).toBe('mp3');
    expect(sniffAudio(bytes([0xff, 0xfb, 0x90, 0x64]))).toBe('mp3');
    expect(sniffAudio(bytes([0, 0, 0, 0x20], 'ftypM4A '))).toBe('m4a');
    expect(sniffAudio(bytes('RIFF', [0x24, 0, 0, 0], 'WAVE'))).toBe('wav');
    expect(sniffAudio(bytes('OggS', [0, 2, 0, 0]))).toBe('ogg');
    expect(sniffAudio(bytes('fLaC', [0, 0, 0, 0x22]))).toBe('flac');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffAudio(bytes('%PDF-1.7\n'))).toBeNull();
    expect(sniffAudio(bytes([0x89], 'PNG\r\n', [0x1a, 0x0a]))).toBeNull();
    expect(sniffAudio(bytes('RIFF', [0x24, 0, 0, 0], 'AVI '))).toBeNull();
    expect(sniffAudio(bytes('#EXTM3U\n'))).toBeNull();
    // An MPEG sync with the reserved layer, and too few bytes to tell.
    expect(sniffAudio(bytes([0xff, 0xf9, 0, 0]))).toBeNull();
    expect(sniffAudio(bytes('ID'))).toBeNull();
  });
});
