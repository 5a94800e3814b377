import { describe, expect, it } from 'vitest';
import { type CaptionTrack, chooseTrack, pageHasVideo, readPlayerResponse, readTrackElements } from './video-tracks';

const base = new URL('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
const track = (languageCode: string, automatic = false): CaptionTrack => ({
  url: `https://x/${languageCode}${automatic ? '-asr' : ''}`,
  languageCode,
  automatic,
  name: '',
});

describe('the watch page player response', () => {
  it('reads the caption tracks, the title and the playability status, stopping at the object’s end', () => {
    const player = {
      playabilityStatus: { status: 'OK' },
      videoDetails: { title: 'Safe lifting {basics}', videoId: 'dQw4w9WgXcQ' },
      captions: {
        playerCaptionsTracklistRenderer: {
          captionTracks: [
            { baseUrl: '/api/timedtext?v=dQw4w9WgXcQ&lang=de', name: { simpleText: 'German' }, languageCode: 'de', vssId: '.de' },
            {
              baseUrl: 'https://www.youtube.com/api/timedtext?v=dQw4w9WgXcQ&lang=en&kind=asr',
              name: { runs: [{ text: 'English (auto-generated)' }] },
              languageCode: 'en',
              kind: 'asr',
            },
            { baseUrl: 'javascript:alert(1)', languageCode: 'fr' },
            { languageCode: 'it' },
          ],
        },
      },
    };
    const html = `<script>var ytInitialPlayerResponse = ${JSON.stringify(player)};var meta = document.createElement('meta'); if (a) { b(); }</script>`;
    expect(readPlayerResponse(html, base)).toEqual({
      status: 'OK',
      title: 'Safe lifting {basics}',
      description: '',
      tracks: [
        { url: 'https://www.youtube.com/api/timedtext?v=dQw4w9WgXcQ&lang=de', languageCode: 'de', automatic: false, name: 'German' },
        { url: 'https://www.youtube.com/api/timedtext?v=dQw4w9WgXcQ&lang=en&kind=asr', languageCode: 'en', automatic: true, name: 'English (auto-generated)' },
      ],
    });
  });

  it('is null without a player response or with a broken one, and lists no tracks for a video without captions', () => {
    expect(readPlayerResponse('<html>nothing</html>', base)).toBeNull();
    expect(readPlayerResponse('ytInitialPlayerResponse = {"a": "unterminated', base)).toBeNull();
    expect(readPlayerResponse('ytInitialPlayerResponse = {"a": 1,,};', base)).toBeNull();
    expect(readPlayerResponse('ytInitialPlayerResponse = {"playabilityStatus":{"status":"LOGIN_REQUIRED","reason":"Private video"}};', base)).toEqual({
      status: 'LOGIN_REQUIRED',
      title: '',
      description: '',
      tracks: [],
    });
  });
});

describe('HTML5 track elements', () => {
  it('reads captions and subtitles tracks, not chapters or metadata', () => {
    const html = `<video src="talk.mp4"><track kind="chapters" src="ch.vtt"><track kind='captions' src='/cc/en.vtt' srclang=en label="English"><track src="de.vtt" srclang="de" label="Deutsch &amp; mehr"><track kind="subtitles" src="data:text/vtt,WEBVTT"></video>`;
    expect(readTrackElements(html, new URL('https://talks.example/videos/1'))).toEqual([
      { url: 'https://talks.example/cc/en.vtt', languageCode: 'en', automatic: false, name: 'English' },
      { url: 'https://talks.example/videos/de.vtt', languageCode: 'de', automatic: false, name: 'Deutsch & mehr' },
    ]);
    expect(pageHasVideo(html)).toBe(true);
    expect(pageHasVideo('<meta property="og:type" content="video.other">')).toBe(true);
    expect(pageHasVideo('<p>An article</p>')).toBe(false);
  });
});

describe('choosing a track', () => {
  it('takes the chosen language exactly, then the same base language, preferring captions a person wrote', () => {
    const tracks = [track('en', true), track('de', true), track('de'), track('pt-BR'), track('pt-PT')];
    expect(chooseTrack(tracks, 'pt-PT')?.languageCode).toBe('pt-PT');
    expect(chooseTrack(tracks, 'de-DE')).toEqual(track('de'));
    expect(chooseTrack(tracks, 'en-US')).toEqual(track('en', true));
  });

  it('else any captions a person wrote, else automatic ones', () => {
    expect(chooseTrack([track('en', true), track('fr')], 'ja-JP')).toEqual(track('fr'));
    expect(chooseTrack([track('en', true), track('fr', true)], 'ja-JP')).toEqual(track('en', true));
    expect(chooseTrack([track('es')], undefined)).toEqual(track('es'));
    expect(chooseTrack([], 'en-US')).toBeNull();
  });
});
