import { SLIDE_TEMPLATES, type SlideTemplateId } from './slide-templates';

/**
 * Seconds for each slide of a plan, adding up to `targetSeconds`, every slide within its
 * template's recommended range (spec 001 §3 "Slide template"). Each slide starts at its
 * template's fixed duration; the difference is then shared one second at a time in proportion
 * to those fixed durations, so longer templates take more. The title slide keeps its fixed
 * duration unless the other slides cannot absorb the difference. When the target lies outside
 * what the ranges allow, the ranges win and the total falls short of (or over) the target: the
 * outline's duration warning then tells the person (spec 001 §5).
 */
export function fitSlideDurations(templateIds: readonly SlideTemplateId[], targetSeconds: number): number[] {
  const templates = templateIds.map((id) => SLIDE_TEMPLATES[id]);
  const durations = templates.map((t) => t.fixedDuration);
  const target = Math.round(targetSeconds);
  const passes = [templates.map((t) => t.id !== 'title-slide'), templates.map(() => true)];
  for (const eligible of passes) {
    let delta = target - durations.reduce((a, b) => a + b, 0);
    while (delta !== 0) {
      const grow = delta > 0;
      let pick = -1;
      let best = grow ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
      templates.forEach((t, i) => {
        const d = durations[i] as number;
        if (!eligible[i] || (grow ? d >= t.recommendedDuration.max : d <= t.recommendedDuration.min)) return;
        // Growing: the slide furthest below its share; shrinking: the one furthest above it.
        const ratio = (grow ? d + 1 : d) / t.fixedDuration;
        if (grow ? ratio < best : ratio > best) {
          best = ratio;
          pick = i;
        }
      });
      if (pick === -1) break;
      durations[pick] = (durations[pick] as number) + (grow ? 1 : -1);
      delta += grow ? -1 : 1;
    }
  }
  return durations;
}

/** Whether a duration lies in its template's recommended range. */
export function withinRecommendedRange(templateId: SlideTemplateId, seconds: number): boolean {
  const { min, max } = SLIDE_TEMPLATES[templateId].recommendedDuration;
  return seconds >= min && seconds <= max;
}
