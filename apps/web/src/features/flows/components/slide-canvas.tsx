import { type Avatar, SLIDE_HEIGHT, SLIDE_WIDTH, type Slide, type Theme } from '@lectern/core';
import { drawSlide, isGeneratedImage, loadIconSet } from '@lectern/slides';
import { ensureSlideFonts } from '@lectern/slides/browser-fonts';
import { useEffect, useRef, useState } from 'react';
import { loadAll } from '../hooks/slide-images';
import type { StoredLogo } from '../model/wizard-state';

export interface SlideDrawInput {
  slide: Slide;
  theme: Theme;
  logo: StoredLogo | null;
  slideNumber: number;
  totalSlides: number;
  /**
   * Avatar wizard: the chosen presenter. Slides with avatarVisible keep the avatar area clear
   * (spec 001 §9) and show the presenter there, as the video will.
   */
  presenter?: Avatar | null;
}

/**
 * Draws a slide on a 1920×1080 canvas with the same @lectern/slides code the server uses for
 * the video frames, after the slide fonts are loaded, so preview and video match.
 */
export async function drawSlideOn(canvas: HTMLCanvasElement, input: SlideDrawInput, scale = 1): Promise<boolean> {
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;
  await ensureSlideFonts().catch(() => undefined);
  // Offline pictures draw icons from a set loaded on first use (its own chunk, decision 114).
  if (isGeneratedImage(input.slide.contextualImage?.url ?? '')) await loadIconSet().catch(() => undefined);
  const images = await loadAll([input.slide.contextualImage?.url ?? '', input.logo?.url ?? '']);
  // Thumbnails draw the same 1920×1080 layout through a scale transform (text measures the same).
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.clearRect(0, 0, SLIDE_WIDTH, SLIDE_HEIGHT);
  drawSlide(ctx, input.slide, {
    theme: input.theme,
    images,
    logo: input.logo ? (images.get(input.logo.url) ?? null) : null,
    slideNumber: input.slideNumber,
    totalSlides: input.totalSlides,
    // Spec 001 §4, §9: on slides that show it the presenter stands where the video puts it, and
    // the slide text keeps clear of it (the same drawing as the video's still frames).
    ...(input.presenter ? { presenter: { avatar: input.presenter } } : {}),
  });
  return true;
}

/** A PNG of the slide at full size (spec 001 §1 "Download PNG"). */
export async function slidePng(input: SlideDrawInput): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = SLIDE_WIDTH;
  canvas.height = SLIDE_HEIGHT;
  if (!(await drawSlideOn(canvas, input))) return null;
  return new Promise((resolve) => canvas.toBlob((b) => resolve(b), 'image/png'));
}

interface SlideCanvasProps extends SlideDrawInput {
  label: string;
  className?: string;
  /** Backing-store scale: 1 for the large preview, smaller for thumbnails. */
  scale?: number;
}

/** The slide drawn at 1920×1080 and scaled by CSS to its box. */
export function SlideCanvas({ label, className = '', scale = 1, ...input }: SlideCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const key = JSON.stringify([input.slide, input.theme.id, input.logo?.url, input.slideNumber, input.totalSlides, input.presenter?.id]);
  const latest = useRef(input);
  latest.current = input;

  // biome-ignore lint/correctness/useExhaustiveDependencies: redraw when the serialised inputs change
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    let live = true;
    drawSlideOn(canvas, latest.current, scale)
      .then((ok) => live && setFailed(!ok))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [key, scale]);

  return (
    <div className={`relative aspect-video overflow-hidden rounded-lg bg-slate-200 ${className}`}>
      <canvas
        ref={ref}
        width={Math.round(SLIDE_WIDTH * scale)}
        height={Math.round(SLIDE_HEIGHT * scale)}
        role="img"
        aria-label={label}
        className={`h-full w-full ${failed ? 'invisible' : ''}`}
      />
      {failed && (
        // Spec 001 §8 canvas fallback: a grey box reading Image Unavailable.
        <div className="absolute inset-0 flex items-center justify-center bg-slate-200 text-sm font-medium text-slate-500">Image Unavailable</div>
      )}
    </div>
  );
}
