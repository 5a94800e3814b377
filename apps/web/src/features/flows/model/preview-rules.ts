import type { Slide, SlideImage } from '@lectern/core';

/** The unified image search result (spec 001 §3) as the API returns it. */
export interface ImageResult {
  id: string;
  description: string;
  urls: { regular: string; small: string; thumb: string };
  source: string;
  user?: { name: string; username: string };
}

export const toSlideImage = (r: ImageResult, keyword: string): SlideImage => ({
  url: r.urls.regular,
  keywords: [keyword],
  source: r.source === 'unsplash' || r.source === 'shutterstock' ? r.source : 'generated',
  ...(r.source === 'unsplash' ? { unsplashId: r.id } : {}),
  ...(r.source === 'shutterstock' ? { shutterstockId: r.id } : {}),
  ...(r.user && r.source !== 'generated' ? { attribution: { author: r.user.name, source: r.source } } : {}),
});

/** Spec 001 §9: the pool keyword is the first slide's keyword, else the project title, else business. */
export function poolKeyword(slides: readonly Slide[], projectTitle: string): string {
  return slides[0]?.imageKeyword.trim() || projectTitle.trim() || 'business';
}

/**
 * Spec 001 §4 "Image assignment": slides with an image or a no-image choice are left alone;
 * the others get images from the pool round robin by slide index. Every slide keeps the pool
 * as its available images for the chooser.
 */
export function assignImages(slides: readonly Slide[], pool: readonly SlideImage[]): Slide[] {
  return slides.map((slide, index) => {
    const withPool = pool.length ? { ...slide, availableImages: [...pool] } : slide;
    if (slide.contextualImage?.url || slide.userSelectedNoImage || pool.length === 0) return withPool;
    return { ...withPool, contextualImage: pool[index % pool.length] as SlideImage };
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
