import { ASPECT_RATIOS, MUSIC_TRACKS, VIDEO_FORMATS } from '@lectern/core';
import type { WizardState } from './wizard-state';

type Options = Pick<WizardState, 'videoFormat' | 'aspectRatio' | 'burnedCaptions' | 'backgroundMusic' | 'musicVolume'>;

/** One line saying how the finished video was published: "MP4 · Vertical 9:16 · Captions in the picture · Calm Focus music at 25%". */
export function publishingSummary(o: Options): string {
  const m = o.backgroundMusic;
  const track = m === null ? null : m.source === 'library' ? (MUSIC_TRACKS.find((t) => t.id === m.trackId)?.title ?? 'Library') : m.name;
  const music = track === null ? 'No music' : `${track} music at ${o.musicVolume}%`;
  return [
    VIDEO_FORMATS[o.videoFormat].label,
    `${ASPECT_RATIOS[o.aspectRatio].label} ${o.aspectRatio}`,
    o.burnedCaptions ? 'Captions in the picture' : 'Captions as a track',
    music,
  ].join(' · ');
}
