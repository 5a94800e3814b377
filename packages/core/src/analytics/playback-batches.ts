import { mergeRanges } from './playback-aggregate';
import { PLAYBACK_LIMITS, type PlaybackBatch, type PlaybackEvent, type WatchedRange } from './playback-events';

/**
 * Ranges as the browser sends them (decision 182): merged where they overlap or touch, clamped to
 * the positions the server takes, and rounded to tenths so a batch stays small.
 */
export function tidyRanges(ranges: readonly WatchedRange[]): WatchedRange[] {
  const rounded = ranges.map(([from, to]): WatchedRange => [Math.floor(from * 10) / 10, Math.ceil(to * 10) / 10]);
  return mergeRanges(rounded, PLAYBACK_LIMITS.maxSeconds);
}

/**
 * A viewer's pending events as batches the server accepts whole (decision 177's caps): a progress
 * event with more ranges than one may hold is split into several, and no batch holds more than
 * `eventsPerBatch` events. Order is kept, so `play` still comes before what followed it.
 */
export function playbackBatches(viewerId: string, events: readonly PlaybackEvent[]): PlaybackBatch[] {
  const flat: PlaybackEvent[] = [];
  for (const event of events) {
    if (event.kind !== 'progress') {
      flat.push(event);
      continue;
    }
    const ranges = tidyRanges(event.ranges);
    for (let i = 0; i < ranges.length; i += PLAYBACK_LIMITS.rangesPerEvent)
      flat.push({ ...event, ranges: ranges.slice(i, i + PLAYBACK_LIMITS.rangesPerEvent) });
  }
  const batches: PlaybackBatch[] = [];
  for (let i = 0; i < flat.length; i += PLAYBACK_LIMITS.eventsPerBatch) batches.push({ viewerId, events: flat.slice(i, i + PLAYBACK_LIMITS.eventsPerBatch) });
  return batches;
}
