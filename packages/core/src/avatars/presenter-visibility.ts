import type { Slide } from '../flows/slide-schema';
import { avatarVisibleFor } from '../flows/slide-templates';

/** What a slide says, as the visibility rule reads it: its title, text, points and narration. */
export const slideContent = (slide: Slide) =>
  [
    slide.title,
    slide.description,
    ...slide.keyPoints,
    slide.leftColumnTitle ?? '',
    ...(slide.leftColumnPoints ?? []),
    slide.rightColumnTitle ?? '',
    ...(slide.rightColumnPoints ?? []),
    slide.script,
  ].join(' ');

/**
 * Spec 001 §4 "Avatar visibility per slide" for a whole slide: the template's own setting first,
 * then (title and quote slides) an introduction phrase anywhere in what the slide says. The
 * wizard's preview and the render read it from here.
 */
export const presenterVisibleOn = (slide: Slide) => avatarVisibleFor(slide.templateId, slideContent(slide));
