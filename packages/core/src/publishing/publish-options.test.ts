import { describe, expect, it } from 'vitest';
import { pageSize } from './aspect-ratios';
import { readPublishOptions } from './publish-options';

describe('readPublishOptions', () => {
  it('gives old projects the 16:9 WebM they always had', () => {
    expect(readPublishOptions({})).toEqual({ format: 'webm', aspect: '16:9', burnedCaptions: false, music: null, musicVolume: 25, revealPoints: true });
  });

  it('reads every option a wizard saves', () => {
    const options = readPublishOptions({
      videoFormat: 'mp4',
      aspectRatio: '9:16',
      burnedCaptions: true,
      backgroundMusic: { source: 'library', trackId: 'calm-focus' },
      musicVolume: 40.4,
      revealPoints: false,
    });
    expect(options).toEqual({
      format: 'mp4',
      aspect: '9:16',
      burnedCaptions: true,
      music: { source: 'library', trackId: 'calm-focus' },
      musicVolume: 40,
      revealPoints: false,
    });
  });

  it('falls back on malformed or hostile values', () => {
    const options = readPublishOptions({
      videoFormat: 'avi',
      aspectRatio: '4:3',
      burnedCaptions: 'yes',
      backgroundMusic: { source: 'library', trackId: '../../etc/passwd' },
      musicVolume: 1e9,
      revealPoints: 'no',
    });
    expect(options).toEqual({ format: 'webm', aspect: '16:9', burnedCaptions: false, music: null, musicVolume: 25, revealPoints: true });
  });
});

describe('pageSize', () => {
  it('keeps the long side at 1920', () => {
    expect(pageSize('16:9')).toEqual({ width: 1920, height: 1080 });
    expect(pageSize('9:16')).toEqual({ width: 1080, height: 1920 });
    expect(pageSize('1:1')).toEqual({ width: 1080, height: 1080 });
    expect(pageSize(undefined)).toEqual({ width: 1920, height: 1080 });
  });
});
