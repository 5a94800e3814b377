/**
 * Makes Lectern's shipped background music (core MUSIC_TRACKS) with a small deterministic
 * synthesiser: chords, arpeggios, bass and pads with soft envelopes, a gentle low-pass and echo.
 * Each track is a seamless loop (note tails and echoes wrap around to the start), 48 kHz mono,
 * about −21 dBFS RMS with peaks rounded off under −4 dBFS, encoded to Ogg Opus at 56 kbit/s (VBR, about 70 kbit/s). Released under CC0 1.0 with Lectern
 * (packages/media/assets/music/LICENSE.md).
 *
 *   node --import tsx packages/media/scripts/make-music.ts [outputDir]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MUSIC_TRACKS, type MusicTrackId } from '@lectern/core';
import { encodeWav } from '../src/wav/wav.ts';

export const MUSIC_RATE = 48000;
/** Peak before encoding; Opus may overshoot by a fraction of a dB, the shipped files stay ≤ −3 dBFS. */
const PEAK_DBFS = -4;
/** Every track is brought to about this loudness (RMS), so switching tracks keeps the level. */
const RMS_DBFS = -21;
/** Peaks above this are rounded off smoothly (tanh) rather than setting the whole track's level. */
const KNEE_DBFS = -9;

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

type Voice = (freq: number, t: number, length: number, phase: number) => number;

/** Piano-like: a few harmonics, the higher ones fading faster, 8 ms attack. */
const piano: Voice = (f, t, _length, phase) => {
  let v = 0;
  for (let k = 1; k <= 5; k++) v += (Math.sin(2 * Math.PI * f * k * t + k * phase) / k ** 1.6) * Math.exp(-t * (0.9 + 0.7 * k));
  return v * Math.min(1, t / 0.008);
};

/** Pluck: bright start, quick decay, 4 ms attack. */
const pluck: Voice = (f, t, _length, phase) => {
  let v = 0;
  for (let k = 1; k <= 6; k++) v += (Math.sin(2 * Math.PI * f * k * t + k * phase) / k ** 1.3) * Math.exp(-t * (3 + 2.2 * k));
  return v * Math.min(1, t / 0.004);
};

/** Pad: two slightly detuned voices of soft harmonics, slow attack and release around the held length. */
const pad: Voice = (f, t, length, phase) => {
  let v = 0;
  for (let k = 1; k <= 4; k++) {
    const a = 1 / k ** 1.8;
    v += a * (Math.sin(2 * Math.PI * f * k * 1.0015 * t + phase) + Math.sin(2 * Math.PI * f * k * 0.9985 * t + k + phase));
  }
  const attack = Math.min(1, t / 1.2);
  const release = t > length ? Math.max(0, 1 - (t - length) / 1.8) : 1;
  return 0.5 * v * attack * attack * release;
};

/** Bass: round sine with a little second harmonic. */
const bass: Voice = (f, t, _length, _phase) =>
  (Math.sin(2 * Math.PI * f * t) + 0.25 * Math.sin(4 * Math.PI * f * t)) * Math.exp(-t * 1.6) * Math.min(1, t / 0.01);

interface Note {
  at: number;
  midi: number;
  voice: Voice;
  gain: number;
  /** Held length for pads; others ring out. */
  length?: number;
}

interface Track {
  bpm: number;
  bars: number;
  /** One chord per `barsPerChord` bars, as MIDI notes (root first). */
  chords: number[][];
  barsPerChord: number;
  cutoffHz: number;
  echo: { seconds: number; feedback: number };
  notes: (chord: number[], bar: number, beat: number) => Note[];
}

const TRACKS: Record<MusicTrackId, Track> = {
  // C major: Cmaj7 – Am7 – Fmaj7 – G6, struck chords with a quiet quarter-note arpeggio.
  'calm-focus': {
    bpm: 70,
    bars: 24,
    barsPerChord: 2,
    chords: [
      [48, 52, 55, 59],
      [45, 48, 52, 55],
      [41, 45, 48, 52],
      [43, 47, 50, 52],
    ],
    cutoffHz: 3200,
    echo: { seconds: (60 / 70) * 0.75, feedback: 0.22 },
    notes: (chord, bar, beat) => {
      const out: Note[] = [];
      if (bar % 2 === 0) {
        out.push({ at: 0, midi: chord[0]! - 12, voice: bass, gain: 0.5 });
        for (const m of chord) out.push({ at: 0.01 * (m % 3), midi: m + 12, voice: piano, gain: 0.28 });
      }
      for (let q = 0; q < 4; q++) {
        const pattern = [1, 2, 3, 2];
        out.push({ at: q * beat, midi: chord[pattern[(q + bar) % 4]!]! + 24, voice: piano, gain: q === 0 ? 0.2 : 0.14 });
      }
      return out;
    },
  },
  // F major: F – C – Dm – B♭, eighth-note plucks over bass on beats one and three and a soft pad.
  'bright-steps': {
    bpm: 104,
    bars: 32,
    barsPerChord: 1,
    chords: [
      [41, 45, 48, 53],
      [36, 40, 43, 48],
      [38, 41, 45, 50],
      [34, 38, 41, 46],
    ],
    cutoffHz: 4800,
    echo: { seconds: (60 / 104) * 0.75, feedback: 0.18 },
    notes: (chord, bar, beat) => {
      const out: Note[] = [
        { at: 0, midi: chord[0]! - 12, voice: bass, gain: 0.5 },
        { at: 2 * beat, midi: chord[0]! - 5, voice: bass, gain: 0.35 },
      ];
      for (const m of chord.slice(1)) out.push({ at: 0, midi: m + 12, voice: pad, gain: 0.07, length: 4 * beat });
      const pattern = [0, 2, 1, 3, 2, 1, 3, 2];
      for (let e = 0; e < 8; e++) {
        const m = chord[pattern[(e + (bar % 2) * 3) % 8]!]! + 24;
        out.push({ at: (e * beat) / 2, midi: m, voice: pluck, gain: e % 2 === 0 ? 0.24 : 0.17 });
      }
      return out;
    },
  },
  // D major: D – Bm – G – A, slow pads with a few soft piano notes.
  'warm-horizon': {
    bpm: 60,
    bars: 16,
    barsPerChord: 2,
    chords: [
      [38, 42, 45, 50],
      [35, 38, 42, 47],
      [31, 35, 38, 43],
      [33, 37, 40, 45],
    ],
    cutoffHz: 2400,
    echo: { seconds: 0.5, feedback: 0.26 },
    notes: (chord, bar, beat) => {
      const out: Note[] = [];
      if (bar % 2 === 0) {
        out.push({ at: 0, midi: chord[0]! - 12, voice: bass, gain: 0.45 });
        for (const m of chord) out.push({ at: 0, midi: m + 12, voice: pad, gain: 0.11, length: 8 * beat - 0.5 });
      }
      const melody = bar % 2 === 0 ? [3, 2] : [1, 2];
      melody.forEach((n, i) => {
        out.push({ at: (i * 2 + 1) * beat, midi: chord[n]! + 24, voice: piano, gain: 0.16 });
      });
      return out;
    },
  },
};

/** Longest a note rings (piano and pluck decay to silence well before). */
const RING_SECONDS = 4.5;

/** The track's samples: every note added circularly, so tails that pass the end sound at the start. */
export function synthesize(id: MusicTrackId): Float32Array {
  const track = TRACKS[id];
  const beat = 60 / track.bpm;
  const barSeconds = 4 * beat;
  const length = Math.round(track.bars * barSeconds * MUSIC_RATE);
  const dry = new Float32Array(length);
  for (let bar = 0; bar < track.bars; bar++) {
    const chord = track.chords[Math.floor(bar / track.barsPerChord) % track.chords.length]!;
    for (const note of track.notes(chord, bar, beat)) {
      const start = Math.round((bar * barSeconds + note.at) * MUSIC_RATE);
      const ring = Math.round(((note.length ?? 0) + RING_SECONDS) * MUSIC_RATE);
      const f = hz(note.midi);
      // A fixed phase per pitch: notes of a chord do not all peak together (no harsh attack).
      const phase = (note.midi * 2.399963) % (2 * Math.PI);
      for (let i = 0; i < ring; i++) {
        const t = i / MUSIC_RATE;
        dry[(start + i) % length]! += note.gain * note.voice(f, t, note.length ?? 0, phase);
      }
    }
  }
  return finish(dry, track);
}

/**
 * Low-pass and echo, run over the loop twice and kept from the second pass: the filters' state
 * then carries over the loop point, so the end joins the start without a click.
 */
function finish(dry: Float32Array, track: Track): Float32Array {
  const n = dry.length;
  const out = new Float32Array(n);
  const delay = Math.round(track.echo.seconds * MUSIC_RATE);
  const echo = new Float32Array(n);
  const alpha = 1 - Math.exp((-2 * Math.PI * track.cutoffHz) / MUSIC_RATE);
  let low1 = 0;
  let low2 = 0;
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < n; i++) {
      // Two one-pole low-passes: a gentle 12 dB/octave roll-off, no harsh highs.
      low1 += alpha * (dry[i]! - low1);
      low2 += alpha * (low1 - low2);
      const delayed = echo[(i - delay + n) % n]!;
      const wet = low2 + track.echo.feedback * delayed;
      echo[i] = wet;
      if (pass === 1) out[i] = wet;
    }
  }
  return level(out);
}

/** RMS to RMS_DBFS, peaks above KNEE_DBFS rounded off towards PEAK_DBFS, and never above it. */
function level(samples: Float32Array): Float32Array {
  let sum = 0;
  for (const v of samples) sum += v * v;
  const rms = Math.sqrt(sum / samples.length) || 1;
  const gain = 10 ** (RMS_DBFS / 20) / rms;
  const knee = 10 ** (KNEE_DBFS / 20);
  const ceiling = 10 ** (PEAK_DBFS / 20);
  const room = ceiling - knee;
  let peak = 0;
  for (let i = 0; i < samples.length; i++) {
    const v = samples[i]! * gain;
    const a = Math.abs(v);
    const shaped = a <= knee ? a : knee + room * Math.tanh((a - knee) / room);
    samples[i] = Math.sign(v) * shaped;
    peak = Math.max(peak, shaped);
  }
  if (peak > ceiling) for (let i = 0; i < samples.length; i++) samples[i] = (samples[i]! * ceiling) / peak;
  return samples;
}

export function toWav(samples: Float32Array): Buffer {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) pcm[i] = Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767);
  return encodeWav({ sampleRate: MUSIC_RATE, samples: pcm });
}

function main() {
  const outDir = process.argv[2] ?? fileURLToPath(new URL('../assets/music/', import.meta.url));
  const work = mkdtempSync(join(tmpdir(), 'lectern-music-'));
  try {
    for (const { id, title } of MUSIC_TRACKS) {
      const wav = join(work, `${id}.wav`);
      writeFileSync(wav, toWav(synthesize(id)));
      // -fflags +bitexact: no encoder version in the file, so the same script writes the same bytes.
      execFileSync(process.env.FFMPEG_PATH || 'ffmpeg', [
        ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-i', wav],
        ...['-c:a', 'libopus', '-b:a', '56k', '-application', 'audio', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact'],
        ...['-metadata', `title=${title}`, '-metadata', 'artist=Lectern', '-metadata', 'copyright=CC0 1.0'],
        join(outDir, `${id}.ogg`),
      ]);
      console.log(`${id}.ogg`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
