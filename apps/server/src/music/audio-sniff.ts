/**
 * Audio containers an uploaded music file may be, told by its first bytes (never by its name or
 * the browser's type): the file is then decoded by ffprobe/ffmpeg (packages/media probeAudio).
 * Magic numbers: ID3v2 (id3.org, "ID3"), MPEG audio frame sync (ISO/IEC 11172-3: 11 set bits,
 * a layer other than "reserved"), ISO BMFF `ftyp` box (ISO/IEC 14496-12, M4A/AAC), RIFF/WAVE
 * (Microsoft RIFF), Ogg ("OggS", RFC 3533; Vorbis and Opus), FLAC ("fLaC").
 */
export type AudioKind = 'mp3' | 'm4a' | 'wav' | 'ogg' | 'flac';

/** Bytes read from the head of a file to tell its kind. */
export const AUDIO_SNIFF_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export function sniffAudio(head: Uint8Array): AudioKind | null {
  if (head.length < 4) return null;
  if (ascii(head, 0, 3) === 'ID3') return 'mp3';
  // MPEG-1/2 audio frame: sync 0xFFE, version not "reserved" (01), layer not "reserved" (00).
  if (head[0] === 0xff && (head[1]! & 0xe0) === 0xe0 && (head[1]! & 0x18) !== 0x08 && (head[1]! & 0x06) !== 0) return 'mp3';
  if (ascii(head, 0, 4) === 'OggS') return 'ogg';
  if (ascii(head, 0, 4) === 'fLaC') return 'flac';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE') return 'wav';
  if (head.length >= 8 && ascii(head, 4, 8) === 'ftyp') return 'm4a';
  return null;
}
