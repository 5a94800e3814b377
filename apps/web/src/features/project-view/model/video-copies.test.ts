import { describe, expect, it } from 'vitest';
import type { VideoRecord } from '../api/project-view-api';
import { embedCode, frameOf, videoCopies } from './video-copies';

const video = (id: string, format: string, content_key: string | null): VideoRecord => ({
  id,
  filename: `${id}.${format}`,
  public_url: `/api/videos/${id}/file`,
  file_size: 1,
  duration: 1,
  format,
  content_key,
  created_at: '2026-11-20T10:00:00Z',
});

describe('videoCopies', () => {
  it('offers the other format when only one exists', () => {
    const { copies, missing } = videoCopies([video('a', 'webm', 'k1')]);
    expect(copies.map((c) => c.id)).toEqual(['a']);
    expect(missing).toBe('mp4');
  });

  it('pairs the latest video with its copy of the same content, never an older version', () => {
    const result = videoCopies([video('new', 'webm', 'k2'), video('old-mp4', 'mp4', 'k1'), video('old', 'webm', 'k1')]);
    expect(result.copies.map((c) => c.id)).toEqual(['new']);
    expect(result.missing).toBe('mp4');
    const paired = videoCopies([video('mp4', 'mp4', 'k2'), video('webm', 'webm', 'k2'), video('older-webm', 'webm', 'k2')]);
    expect(paired.copies.map((c) => c.id)).toEqual(['mp4', 'webm']);
    expect(paired.missing).toBeNull();
  });

  it('treats videos without a content key as unrelated', () => {
    const result = videoCopies([video('a', 'mp4', null), video('b', 'webm', null)]);
    expect(result.copies.map((c) => c.id)).toEqual(['a']);
    expect(result.missing).toBe('webm');
  });

  it('has nothing for no videos', () => {
    expect(videoCopies([])).toEqual({ copies: [], missing: null });
  });
});

describe('embedCode', () => {
  it('sizes the frame by the shape and escapes the title', () => {
    expect(embedCode({ origin: 'https://lectern.example', slug: 'abc', title: 'Fire "Safety" <Basics>', width: 1080, height: 1920 })).toBe(
      '<iframe src="https://lectern.example/share/abc?embed=1" width="360" height="640" title="Fire &quot;Safety&quot; &lt;Basics&gt;" allow="fullscreen" loading="lazy"></iframe>',
    );
    expect(embedCode({ origin: 'https://x', slug: 's', title: 't', width: 1920, height: 1080 })).toContain('width="640" height="360"');
  });
});

describe('frameOf', () => {
  it('reads the shape from the size, 16:9 when unknown', () => {
    expect(frameOf({ width: 1080, height: 1920 }).shape).toBe('portrait');
    expect(frameOf({ width: 1080, height: 1080 }).shape).toBe('square');
    expect(frameOf({ width: null, height: null })).toEqual({ width: 1920, height: 1080, shape: 'landscape' });
  });
});
