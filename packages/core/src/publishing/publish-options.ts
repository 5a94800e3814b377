import { z } from 'zod';
import { type AspectRatioId, readAspectRatio } from './aspect-ratios';
import { type BackgroundMusic, backgroundMusicSchema, MUSIC_VOLUME } from './music-tracks';
import { readVideoFormat, type VideoFormat } from './video-formats';

/**
 * How a project's video is published (issue 14), stored in progress_data (spec 001 §3 is
 * open-ended) under these keys:
 * - `videoFormat`: 'webm' | 'mp4' — chosen on Generate Video, switchable on the project view;
 * - `aspectRatio`: '16:9' | '9:16' | '1:1' — chosen in Preview Slides;
 * - `burnedCaptions`: boolean — captions drawn into the picture besides the caption track;
 * - `backgroundMusic`: BackgroundMusic | null, `musicVolume`: 0–100;
 * - `revealPoints`: boolean — bullet and comparison points appear as they are spoken (issue 21,
 *   decision 170), chosen in Preview Slides; on unless set to false.
 * Old projects have none of them and publish as before: 16:9 WebM, no burned captions, no music
 * (and, since decision 170, points that appear as they are spoken).
 */
export const PUBLISH_FIELDS = {
  videoFormat: 'videoFormat',
  aspectRatio: 'aspectRatio',
  burnedCaptions: 'burnedCaptions',
  backgroundMusic: 'backgroundMusic',
  musicVolume: 'musicVolume',
  revealPoints: 'revealPoints',
} as const;

export const PUBLISH_OPTION_MESSAGES = {
  revealPoints: 'Revealing points as they are spoken must be switched on or off (true or false).',
} as const;

/** Decision 170: stored as a boolean; absent means on. */
export const revealPointsSchema = z.boolean({ message: PUBLISH_OPTION_MESSAGES.revealPoints });

export interface PublishOptions {
  format: VideoFormat;
  aspect: AspectRatioId;
  burnedCaptions: boolean;
  music: BackgroundMusic | null;
  /** 0–100, see MUSIC_VOLUME. */
  musicVolume: number;
  /** Decision 170: points appear as they are spoken. */
  revealPoints: boolean;
}

const volumeSchema = z.number().finite().min(MUSIC_VOLUME.min).max(MUSIC_VOLUME.max);

/** Reads the publishing options from progress_data; malformed values fall back to the defaults. */
export function readPublishOptions(data: Record<string, unknown>): PublishOptions {
  const music = backgroundMusicSchema.safeParse(data.backgroundMusic);
  const volume = volumeSchema.safeParse(data.musicVolume);
  return {
    format: readVideoFormat(data.videoFormat),
    aspect: readAspectRatio(data.aspectRatio),
    burnedCaptions: data.burnedCaptions === true,
    music: music.success ? music.data : null,
    musicVolume: volume.success ? Math.round(volume.data) : MUSIC_VOLUME.default,
    revealPoints: revealPointsSchema.safeParse(data.revealPoints).data ?? true,
  };
}
