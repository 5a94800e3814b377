import {
  type KeyVisual,
  keyVisualFor,
  MAX_CONTEXTUAL_KEYWORDS,
  type PictureMeaning,
  picturePreferred,
  pictureRelevance,
  type Slide,
  type SlideImage,
  slideTermWeights,
  templateDrawsImage,
} from '@lectern/core';

/** The unified image search result (spec 001 §3) as the API returns it. */
export interface ImageResult {
  id: string;
  description: string;
  urls: { regular: string; small: string; thumb: string };
  source: string;
  user?: { name: string; username: string };
  /** What the picture shows, when its source says (decision 173). */
  meaning?: PictureMeaning;
}

/** A found image with what it shows, before it is kept in the slide's pool (which keeps no meaning). */
export type FoundImage = SlideImage & { meaning?: PictureMeaning };

export const toSlideImage = (r: ImageResult, keywords: readonly string[]): FoundImage => ({
  url: r.urls.regular,
  keywords: keywords.slice(0, MAX_CONTEXTUAL_KEYWORDS),
  source: r.source === 'unsplash' || r.source === 'shutterstock' ? r.source : 'generated',
  ...(r.source === 'unsplash' ? { unsplashId: r.id } : {}),
  ...(r.source === 'shutterstock' ? { shutterstockId: r.id } : {}),
  ...(r.user && r.source !== 'generated' ? { attribution: { author: r.user.name, source: r.source } } : {}),
  ...(r.meaning ? { meaning: r.meaning } : {}),
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
 * Spec 001 §4 "Image assignment", one pool per slide, kept as the slide's available images for
 * the chooser. Slides with an image or a no-image choice are left alone, and so are slides not
 * searched (no pool). The others show the most relevant image of their pool that is about the
 * slide's own words (decision 173: an illustration whose icon is unrelated, or a photo whose
 * description and tags are about something else, is never shown; a photo that says nothing
 * about itself is taken on trust); without one, the slide's designed visual (key figure, step or
 * key term) stands in the picture's place; a key figure also wins over a picture only loosely
 * about the slide. Every searched slide keeps its designed visual, so the chooser can offer it.
 */
export function assignSlideImages(slides: readonly Slide[], pools: ReadonlyMap<string, readonly FoundImage[]>): Slide[] {
  return slides.map((slide) => {
    const found = pools.get(slide.id);
    // Not searched: its picture stays, and a designed visual follows the slide's words as they are now.
    if (!found) return slide.keyVisual ? { ...slide, keyVisual: keyVisualFor(slide) } : slide;
    const pool = found.map(({ meaning: _meaning, ...image }) => image);
    const keyVisual = keyVisualFor(slide);
    const searched: Slide = { ...slide, keyVisual, ...(pool.length ? { availableImages: pool } : {}) };
    if (slide.contextualImage?.url || slide.userSelectedNoImage) return searched;
    const terms = slideTermWeights(slide);
    let best: { index: number; score: number } | null = null;
    found.forEach((image, index) => {
      const score = image.meaning ? pictureRelevance(image.meaning, terms) : 1;
      if (picturePreferred(score, keyVisual) && (!best || score > best.score)) best = { index, score };
    });
    const picked = best ? pool[(best as { index: number }).index] : undefined;
    return { ...searched, contextualImage: picked ?? null };
  });
}

/** Whether a slide's picture was settled on an earlier visit: its image, its no-image choice or its designed visual, with its pool. */
export const imageSettled = (slide: Slide) =>
  Boolean((slide.contextualImage?.url || slide.userSelectedNoImage || slide.keyVisual) && slide.availableImages?.length);

/** The designed visual the chooser offers: the one saved, else one from the slide's words now. */
export const offeredKeyVisual = (slide: Slide): KeyVisual | null => slide.keyVisual ?? keyVisualFor(slide);

/** Decision 173: choosing the designed visual clears the picture and the no-image choice. */
export const chooseKeyVisual = (slide: Slide, visual: KeyVisual): Slide => ({ ...slide, contextualImage: null, userSelectedNoImage: false, keyVisual: visual });

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
