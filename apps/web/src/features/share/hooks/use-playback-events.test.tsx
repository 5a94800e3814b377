import { PLAYBACK_LIMITS, playbackBatchSchema } from '@lectern/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { PLAYBACK_FLUSH_MS, usePlaybackEvents } from './use-playback-events';

const SLUG = 'abcdefghijklmnopqrstuv';

function Player({ onReady }: { onReady?: (p: ReturnType<typeof usePlaybackEvents>) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const playback = usePlaybackEvents(SLUG, video, true);
  onReady?.(playback);
  // biome-ignore lint/a11y/useMediaCaption: a stand-in for the share player's video
  return <video ref={video} aria-label="Video" />;
}

let fetchCalls: { url: string; body: unknown; status: number }[];
let beacon: Mock<(url: string, body: string) => boolean>;
let answer: number;

beforeEach(() => {
  localStorage.clear();
  fetchCalls = [];
  answer = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      fetchCalls.push({ url, body: JSON.parse(String(init.body)), status: answer });
      return new Response(JSON.stringify(answer === 200 ? { recorded: 1 } : { error: 'Too many playback events.' }), { status: answer });
    }),
  );
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function setUp() {
  const view = render(<Player />);
  const video = screen.getByLabelText('Video') as HTMLVideoElement;
  const at = (seconds: number) => Object.defineProperty(video, 'currentTime', { value: seconds, configurable: true, writable: true });
  const playFrom = (seconds: number) => {
    at(seconds);
    fireEvent.play(video);
    fireEvent.playing(video);
  };
  /** Playback moves on in the small steps a browser reports. */
  const playTo = (seconds: number) => {
    for (let t = video.currentTime + 0.25; t <= seconds; t += 0.25) {
      at(t);
      fireEvent.timeUpdate(video);
    }
    at(seconds);
    fireEvent.timeUpdate(video);
  };
  const seekTo = (seconds: number) => {
    at(seconds);
    fireEvent.seeking(video);
    fireEvent.seeked(video);
  };
  const pause = () => fireEvent.pause(video);
  return { view, video, playFrom, playTo, seekTo, pause };
}

const sentEvents = () => [...fetchCalls.map((c) => c.body), ...beacon.mock.calls.map(([, body]) => JSON.parse(body))].flatMap((b) => b.events);
const sentRanges = () => sentEvents().flatMap((e) => (e.kind === 'progress' ? e.ranges : []));

describe('usePlaybackEvents', () => {
  it('sends play once and the watched ranges, closing a range on seek and pause', async () => {
    const p = setUp();
    p.playFrom(0);
    p.playTo(10);
    p.seekTo(30);
    p.playTo(35);
    p.pause();
    p.playFrom(35);
    p.playTo(40);
    p.pause();
    await vi.waitFor(() => expect(fetchCalls).toHaveLength(2));
    for (const call of fetchCalls) {
      expect(call.url).toBe(`/api/share/${SLUG}/events`);
      expect(playbackBatchSchema.safeParse(call.body).success).toBe(true);
    }
    expect(sentEvents().filter((e) => e.kind === 'play')).toHaveLength(1);
    // The pause and the play again at 35 s touch, so the ranges join up as one when merged.
    expect(sentRanges()).toEqual([
      [0, 10],
      [30, 35],
      [35, 40],
    ]);
  });

  it('merges what was watched twice into one range before sending', async () => {
    const p = setUp();
    p.playFrom(0);
    p.playTo(5);
    p.seekTo(2);
    p.playTo(8);
    p.seekTo(7.5);
    p.playTo(9);
    p.pause();
    await vi.waitFor(() => expect(fetchCalls).toHaveLength(1));
    expect(sentRanges()).toEqual([[0, 9]]);
  });

  it('treats a jump the browser did not announce as a seek', async () => {
    const p = setUp();
    p.playFrom(0);
    p.playTo(5);
    Object.defineProperty(p.video, 'currentTime', { value: 60, configurable: true, writable: true });
    fireEvent.timeUpdate(p.video);
    p.playTo(62);
    p.pause();
    await vi.waitFor(() => expect(fetchCalls).toHaveLength(1));
    expect(sentRanges()).toEqual([
      [0, 5],
      [60, 62],
    ]);
  });

  it('flushes by sendBeacon as text on page hide, including the stretch still playing', () => {
    const p = setUp();
    p.playFrom(0);
    p.playTo(12);
    fireEvent(window, new Event('pagehide'));
    expect(fetchCalls).toHaveLength(0);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe(`/api/share/${SLUG}/events`);
    expect(typeof body).toBe('string');
    expect(JSON.parse(body).events).toEqual([{ kind: 'play' }, { kind: 'progress', ranges: [[0, 12]] }]);
  });

  it('flushes when the tab is hidden and falls back to fetch keepalive when the beacon is refused', async () => {
    beacon.mockReturnValue(false);
    const p = setUp();
    p.playFrom(0);
    p.playTo(3);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    fireEvent(document, new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    await vi.waitFor(() => expect(fetchCalls).toHaveLength(1));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetch).mock.calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true });
  });

  it('sends every 15 s while playing', () => {
    vi.useFakeTimers();
    const p = setUp();
    p.playFrom(0);
    p.playTo(15);
    expect(fetchCalls).toHaveLength(0);
    act(() => vi.advanceTimersByTime(PLAYBACK_FLUSH_MS));
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
    p.playTo(30);
    act(() => vi.advanceTimersByTime(PLAYBACK_FLUSH_MS));
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2);
    p.playTo(33);
    p.pause();
    act(() => vi.advanceTimersByTime(PLAYBACK_FLUSH_MS * 3));
    // Paused: one flush for the pause, none after it.
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(3);
  });

  it('swallows a 429 and drops the batch, and sends later events normally', async () => {
    answer = 429;
    const p = setUp();
    p.playFrom(0);
    p.playTo(5);
    p.pause();
    await vi.waitFor(() => expect(fetchCalls).toHaveLength(1));
    answer = 200;
    p.playFrom(5);
    p.playTo(8);
    p.pause();
    await vi.waitFor(() => expect(fetchCalls).toHaveLength(2));
    // The refused batch is not sent again.
    expect(fetchCalls[1]!.body).toMatchObject({ events: [{ kind: 'progress', ranges: [[5, 8]] }] });
  });

  it('sends ended with the last stretch, and quiz answers and questions as they happen', async () => {
    let playback: ReturnType<typeof usePlaybackEvents> | undefined;
    render(<Player onReady={(p) => (playback = p)} />);
    const video = screen.getByLabelText('Video') as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { value: 20, configurable: true });
    Object.defineProperty(video, 'currentTime', { value: 18, configurable: true, writable: true });
    fireEvent.play(video);
    fireEvent.playing(video);
    fireEvent.ended(video);
    act(() => playback!.quizAnswer('q2', [1, 0]));
    act(() => playback!.question());
    await vi.waitFor(() => expect(fetchCalls).toHaveLength(3));
    expect(sentEvents()).toEqual([
      { kind: 'play' },
      { kind: 'progress', ranges: [[18, 20]] },
      { kind: 'ended' },
      { kind: 'quiz-answer', quizId: 'q2', answers: [1, 0] },
      { kind: 'question' },
    ]);
  });

  it('keeps one valid viewer id per browser across pages, without a cookie', async () => {
    const first = setUp();
    first.playFrom(0);
    first.pause();
    first.view.unmount();
    const second = setUp();
    second.playFrom(0);
    second.pause();
    await vi.waitFor(() => expect(fetchCalls).toHaveLength(2));
    const ids = fetchCalls.map((c) => (c.body as { viewerId: string }).viewerId);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[0]!.length).toBeGreaterThanOrEqual(PLAYBACK_LIMITS.viewerIdMin);
    expect(localStorage.getItem('lectern.viewer-id')).toBe(ids[0]);
    expect(document.cookie).toBe('');
  });

  it('uses an id for the page when storage is blocked', async () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    const p = setUp();
    p.playFrom(0);
    p.playTo(2);
    p.pause();
    p.playFrom(2);
    p.playTo(4);
    p.pause();
    await vi.waitFor(() => expect(fetchCalls).toHaveLength(2));
    expect(playbackBatchSchema.safeParse(fetchCalls[0]!.body).success).toBe(true);
    expect((fetchCalls[0]!.body as { viewerId: string }).viewerId).toBe((fetchCalls[1]!.body as { viewerId: string }).viewerId);
  });
});
