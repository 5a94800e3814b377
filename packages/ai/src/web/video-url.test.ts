import { describe, expect, it } from 'vitest';
import { parseVideoLink, youtubeVideoId, youtubeWatchUrl } from './video-url';

const id = (raw: string) => {
  const url = parseVideoLink(raw);
  return typeof url === 'string' ? url : youtubeVideoId(url);
};

describe('video links', () => {
  it('recognises every YouTube link shape', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?start=3',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/live/dQw4w9WgXcQ',
      '  http://WWW.YOUTUBE.COM./watch?v=dQw4w9WgXcQ  ',
    ])
      expect(id(link), link).toBe('dQw4w9WgXcQ');
  });

  it('does not take other pages, malformed ids or look-alike hosts for YouTube videos', () => {
    for (const link of [
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ<script>',
      'https://www.youtube.com/channel/UC123',
      'https://youtu.be/',
    ])
      expect(id(link), link).toBeNull();
  });

  it('refuses addresses that are not http(s) or far too long', () => {
    expect(parseVideoLink('javascript:alert(1)')).toBe('invalidUrl');
    expect(parseVideoLink('data:text/html,<video>')).toBe('invalidUrl');
    expect(parseVideoLink('file:///etc/passwd')).toBe('invalidUrl');
    expect(parseVideoLink('youtube.com/watch?v=dQw4w9WgXcQ')).toBe('invalidUrl');
    expect(parseVideoLink('')).toBe('invalidUrl');
    expect(parseVideoLink(`https://www.youtube.com/watch?v=dQw4w9WgXcQ&x=${'a'.repeat(5000)}`)).toBe('tooLong');
  });

  it('builds the watch page address', () => {
    expect(youtubeWatchUrl('dQw4w9WgXcQ').href).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(youtubeWatchUrl('dQw4w9WgXcQ', 'http://127.0.0.1:5000').href).toBe('http://127.0.0.1:5000/watch?v=dQw4w9WgXcQ');
  });
});
