import { MAX_CONTEXTUAL_KEYWORDS, type Slide, type SlideImage, templateDrawsImage } from '@lectern/core';

/** The unified image search result (spec 001 §3) as the API returns it. */
export interface ImageResult {
  id: string;
  description: string;
  urls: { regular: string; small: string; thumb: string };
  source: string;
  user?: { name: string; username: string };
}

export const toSlideImage = (r: ImageResult, keywords: readonly string[]): SlideImage => ({
  url: r.urls.regular,
  keywords: keywords.slice(0, MAX_CONTEXTUAL_KEYWORDS),
  source: r.source === 'unsplash' || r.source === 'shutterstock' ? r.source : 'generated',
  ...(r.source === 'unsplash' ? { unsplashId: r.id } : {}),
  ...(r.source === 'shutterstock' ? { shutterstockId: r.id } : {}),
  ...(r.user && r.source !== 'generated' ? { attribution: { author: r.user.name, source: r.source } } : {}),
});

/**
 * The image search for one slide: its own keywords (up to 3, spec 001 §9), so each slide's
 * picture is about that slide rather than the first slide's topic (decision 115); a slide
 * without keywords falls back to its image keyword, the project title, then business.
 */
export function slideImageQuery(keywords: readonly string[] | undefined, slide: Slide, projectTitle: string): string {
  const own = (keywords ?? [])
    .map((k) => k.trim())
    .filter(Boolean)
    .slice(0, MAX_CONTEXTUAL_KEYWORDS);
  const query = own.length ? own.join(', ') : slide.imageKeyword.trim() || projectTitle.trim() || 'business';
  return query.slice(0, 100);
}

/**
 * Spec 001 §4 "Image assignment", one pool per slide: slides with an image or a no-image choice
 * are left alone; the others get the first image of their own pool. Every slide keeps its pool
 * as its available images for the chooser. Pools are keyed by slide id.
 */
export function assignSlideImages(slides: readonly Slide[], pools: ReadonlyMap<string, readonly SlideImage[]>): Slide[] {
  return slides.map((slide) => {
    const pool = pools.get(slide.id) ?? [];
    const withPool = pool.length ? { ...slide, availableImages: [...pool] } : slide;
    if (slide.contextualImage?.url || slide.userSelectedNoImage || pool.length === 0) return withPool;
    return { ...withPool, contextualImage: pool[0] as SlideImage };
  });
}

/** Spec 001 §4: choosing No Image marks the slide; choosing or uploading an image clears the flag. */
export const chooseNoImage = (slide: Slide): Slide => ({ ...slide, contextualImage: null, userSelectedNoImage: true });
export const chooseImage = (slide: Slide, image: SlideImage): Slide => ({ ...slide, contextualImage: image, userSelectedNoImage: false });

/** Spec 001 §9 "Voice list sort: FEMALE, MALE, NEUTRAL, then display name". */
export interface Voice {
  name: string;
  languageCode: string;
  ssmlGender: string;
  displayName: string;
}
const GENDER_ORDER = ['FEMALE', 'MALE', 'NEUTRAL'];
export function sortVoices(voices: readonly Voice[]): Voice[] {
  const rank = (g: string) => {
    const i = GENDER_ORDER.indexOf(g);
    return i === -1 ? GENDER_ORDER.length : i;
  };
  return [...voices].sort((a, b) => rank(a.ssmlGender) - rank(b.ssmlGender) || a.displayName.localeCompare(b.displayName));
}

/**
 * Stock photos a slide shows whose source has not been told yet (spec 001 §7 download tracking):
 * only Unsplash asks for it, and only a photo that is drawn counts as used.
 */
export function untrackedStockPhotos(slides: readonly Slide[]): { slideId: string; imageId: string }[] {
  return slides.flatMap((s) => {
    const image = s.contextualImage;
    if (!image?.unsplashId || image.source !== 'unsplash' || image.downloadTracked || s.userSelectedNoImage || !templateDrawsImage(s.templateId)) return [];
    return [{ slideId: s.id, imageId: image.unsplashId }];
  });
}

/** Marks a slide's photo as reported, so it is reported once. */
export const markPhotoTracked = (slide: Slide, imageId: string): Slide =>
  slide.contextualImage?.unsplashId === imageId ? { ...slide, contextualImage: { ...slide.contextualImage, downloadTracked: true } } : slide;
