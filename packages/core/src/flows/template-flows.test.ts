import { describe, expect, it } from 'vitest';
import { SLIDE_TEMPLATES } from './slide-templates';
import { templateFlowFor, templateFlowHeading, templateFlowSchema } from './template-flows';

describe('template flows (spec 001 §3 "Template flow")', () => {
  it('is microlearning up to the 120 s target and a lesson beyond', () => {
    expect(templateFlowFor(1).id).toBe('microlearning');
    expect(templateFlowFor(2).id).toBe('microlearning');
    expect([3, 4, 5].map((m) => templateFlowFor(m).id)).toEqual(['lesson', 'lesson', 'lesson']);
  });

  it.each([1, 2, 3, 4, 5])('%i minutes: slides with template, purpose and a duration in range, adding up to the length', (minutes) => {
    const flow = templateFlowFor(minutes);
    expect(templateFlowSchema.parse(flow)).toEqual(flow);
    expect(flow.totalSlides).toBe(flow.slides.length);
    expect(flow.slides[0]?.templateId).toBe('title-slide');
    expect(flow.slides.reduce((s, x) => s + x.estimatedDuration, 0)).toBe(minutes * 60);
    for (const slide of flow.slides) {
      const { min, max } = SLIDE_TEMPLATES[slide.templateId].recommendedDuration;
      expect(slide.estimatedDuration).toBeGreaterThanOrEqual(min);
      expect(slide.estimatedDuration).toBeLessThanOrEqual(max);
      expect(slide.purpose.trim()).not.toBe('');
    }
  });

  it('gives lessons more slides as they get longer', () => {
    expect([3, 4, 5].map((m) => templateFlowFor(m).totalSlides)).toEqual([7, 9, 11]);
  });

  it('writes the spec header for each flow', () => {
    expect(templateFlowHeading(templateFlowFor(2))).toEqual({ title: 'Create Microlearning Video', subtitle: 'Quick 2-minute focused learning session' });
    // The 1-minute video is microlearning too, and says its own length.
    expect(templateFlowHeading(templateFlowFor(1))).toEqual({ title: 'Create Microlearning Video', subtitle: 'Quick 1-minute focused learning session' });
    expect(templateFlowHeading(templateFlowFor(4))).toEqual({ title: 'Create Lesson Video', subtitle: 'Comprehensive 4-minute training lesson' });
  });
});
