import type { VideoAnalytics } from '@lectern/core';

export interface SlideReach {
  /** 1-based, as the chart and the table number slides. */
  number: number;
  title: string;
  viewers: number;
  /** Viewers of this slide as a share of the most-reached slide (0–1). */
  share: number;
}

export interface DropOff {
  slides: SlideReach[];
  /** The most viewers of any slide: those who started, or more where viewers skipped ahead (decision 177). */
  audience: number;
  /** The slide before which most viewers left, with how many; null when no slide lost anyone. */
  steepest: { slide: SlideReach; lost: number } | null;
}

/**
 * Where viewers leave, slide by slide (issue 22 item 2). Shares are of the most-reached slide, not
 * the first: a viewer who skips ahead reaches the slide landed on and not the ones skipped
 * (decision 177), so a later slide can have more viewers than the first and no share exceeds 100 %.
 * The steepest drop is the largest fall from one slide to the next; the first of equal falls wins.
 */
export function dropOff(slides: VideoAnalytics['slides']): DropOff {
  const audience = slides.reduce((most, s) => Math.max(most, s.viewers), 0);
  const reach = slides.map((s, i) => ({ number: i + 1, title: s.title, viewers: s.viewers, share: audience > 0 ? s.viewers / audience : 0 }));
  let steepest: DropOff['steepest'] = null;
  for (let i = 1; i < reach.length; i++) {
    const slide = reach[i] as SlideReach;
    const lost = (reach[i - 1] as SlideReach).viewers - slide.viewers;
    if (lost > 0 && lost > (steepest?.lost ?? 0)) steepest = { slide, lost };
  }
  return { slides: reach, audience, steepest };
}
