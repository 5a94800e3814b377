import { type AspectRatioId, type Avatar, type PageSize, pageShape, pageSize, type Slide, type Theme } from '@lectern/core';
import { drawSlide, isGeneratedImage, loadIconSet, type SlideLayout, slideFontText, slidePages, slideReveal } from '@lectern/slides';
import { ensureSlideFonts } from '@lectern/slides/browser-fonts';
import type { CSSProperties } from 'react';
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
  /** The video's shape (issue 14): the slide is laid out and drawn on its page. 16:9 by default. */
  aspect?: AspectRatioId;
  /** Which of the slide's pages in this shape (decision 165: text that does not fit goes on over "(continued)" pages). */
  part?: number;
  /**
   * Decision 170, while the narration plays: how many of the slide's points are shown, drawn as the
   * video draws them, on the page the latest of them is on. The whole slide when absent.
   */
  revealed?: number;
  /**
   * The output language (spec 001 §3): the slide is drawn in its script's font, right to left
   * for Arabic or Hebrew, with the words the renderer adds in it, as the video draws it (decision 188).
   */
  language?: string;
}

/** The page a slide of this shape is drawn on: 1920×1080, 1080×1920 or 1080×1080. */
export const slidePage = (aspect: AspectRatioId | undefined): PageSize => pageSize(aspect);

/**
 * Draws a slide on a canvas of its page (1920×1080 for 16:9) with the same @lectern/slides code
 * the server uses for the video frames, after the slide fonts are loaded, so preview and video match.
 */
export async function drawSlideOn(canvas: HTMLCanvasElement, input: SlideDrawInput, scale = 1): Promise<SlideLayout | null> {
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  await ensureSlideFonts(slideFontText(input.slide, input.language), input.language).catch(() => undefined);
  // Offline pictures draw icons from a set loaded on first use (its own chunk, decision 114).
  if (isGeneratedImage(input.slide.contextualImage?.url ?? '')) await loadIconSet().catch(() => undefined);
  const images = await loadAll([input.slide.contextualImage?.url ?? '', input.logo?.url ?? '']);
  const page = slidePage(input.aspect);
  const logo = input.logo ? (images.get(input.logo.url) ?? null) : null;
  const presenter = input.presenter ? { presenter: { avatar: input.presenter } } : {};
  const language = input.language ? { language: input.language } : {};
  // Thumbnails draw the same full-size layout through a scale transform (text measures the same).
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.clearRect(0, 0, page.width, page.height);
  const part = input.revealed === undefined ? input.part : pageOfPoint(ctx, input, { page, logo, ...presenter, ...language });
  return drawSlide(ctx, input.slide, {
    page,
    ...(part ? { part } : {}),
    ...(input.revealed !== undefined ? { revealed: input.revealed } : {}),
    theme: input.theme,
    images,
    logo,
    slideNumber: input.slideNumber,
    totalSlides: input.totalSlides,
    // Spec 001 §4, §9: on slides that show it the presenter stands where the video puts it, and
    // the slide text keeps clear of it (the same drawing as the video's still frames).
    ...presenter,
    ...language,
  });
}

/** The page (decision 165) the latest revealed point begins on: where the video shows it. */
function pageOfPoint(ctx: CanvasRenderingContext2D, input: SlideDrawInput, options: Parameters<typeof slidePages>[2]): number {
  const { pages } = slideReveal(input.slide, slidePages(ctx, input.slide, options));
  const latest = (input.revealed ?? 0) - 1;
  return Math.max(
    0,
    pages.findIndex((points) => points.includes(latest)),
  );
}

/** A PNG of the slide at full size (spec 001 §1 "Download PNG"). */
export async function slidePng(input: SlideDrawInput): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  const page = slidePage(input.aspect);
  canvas.width = page.width;
  canvas.height = page.height;
  if (!(await drawSlideOn(canvas, input))) return null;
  return new Promise((resolve) => canvas.toBlob((b) => resolve(b), 'image/png'));
}

interface SlideCanvasProps extends SlideDrawInput {
  label: string;
  className?: string;
  /** Backing-store scale: 1 for the large preview, smaller for thumbnails. */
  scale?: number;
  /** The large preview: every shape at the scale of a 16:9 slide of the container's width (see slideBoxStyle). */
  sameScale?: boolean;
  /** Offers the slide's continuation pages, when it has any in this shape, as the video shows them (decision 165). */
  pages?: boolean;
}

const percent = (share: number) => `${Math.round(share * 10000) / 100}%`;

/**
 * The box of a slide of this page in its container: the page's proportions, centred. Thumbnails:
 * a vertical or square slide is as tall as a 16:9 one of the container's width would be, so a row
 * of them keeps its height. `sameScale` (the large preview): every page's short side spans 9/16 of
 * the container, as a 16:9 slide's height does, so a vertical slide's text reads as large as a
 * landscape one's (at the 16:9 height it would be drawn at little more than half that scale), and
 * never taller than 70 % of the window.
 */
export function slideBoxStyle(page: PageSize, { sameScale = false }: { sameScale?: boolean } = {}): CSSProperties {
  const style: CSSProperties = { aspectRatio: `${page.width} / ${page.height}` };
  if (pageShape(page) === 'landscape') return style;
  const ratio = page.width / page.height;
  if (!sameScale) {
    style.maxWidth = percent((9 / 16) * ratio);
    return style;
  }
  style.maxWidth = `min(${percent(9 / 16)}, calc(70vh * ${Math.round(ratio * 10000) / 10000}))`;
  return style;
}

/** The slide drawn at its page's full size (1920×1080 for 16:9) and scaled by CSS to its box. */
export function SlideCanvas({ label, className = '', scale = 1, sameScale = false, pages = false, ...input }: SlideCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState({ key: '', part: 0, parts: 1 });
  const page = slidePage(input.aspect);
  const key = JSON.stringify([
    input.slide,
    input.theme.id,
    input.logo?.url,
    input.slideNumber,
    input.totalSlides,
    input.presenter?.id,
    input.aspect,
    input.revealed,
    input.language,
  ]);
  // Another slide, shape or edit starts again on its first page.
  const part = shown.key === key ? shown.part : 0;
  const latest = useRef({ ...input, part });
  latest.current = { ...input, part };

  // biome-ignore lint/correctness/useExhaustiveDependencies: redraw when the serialised inputs change
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    let live = true;
    drawSlideOn(canvas, latest.current, scale)
      .then((layout) => {
        if (!live) return;
        setFailed(!layout);
        if (layout) setShown({ key, part: layout.part, parts: layout.parts });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [key, scale, part]);
  const parts = shown.key === key ? shown.parts : 1;

  return (
    <div className={`relative mx-auto overflow-hidden rounded-lg bg-slate-200 ${className}`} style={slideBoxStyle(page, { sameScale })}>
      <canvas
        ref={ref}
        width={Math.round(page.width * scale)}
        height={Math.round(page.height * scale)}
        role="img"
        aria-label={label}
        className={`h-full w-full ${failed ? 'invisible' : ''}`}
      />
      {failed && (
        // Spec 001 §8 canvas fallback: a grey box reading Image Unavailable.
        <div className="absolute inset-0 flex items-center justify-center bg-slate-200 text-sm font-medium text-slate-500">Image Unavailable</div>
      )}
      {pages && parts > 1 && (
        // Decision 165: the video shows these pages in turn while this slide's narration plays.
        <fieldset className="absolute bottom-2 left-1/2 flex -translate-x-1/2 gap-1 rounded-full bg-white/90 px-2 py-1 shadow">
          <legend className="sr-only">Pages of this slide in the video</legend>
          {Array.from({ length: parts }, (_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: pages are positions
              key={i}
              type="button"
              aria-pressed={i === part}
              onClick={() => setShown({ key, part: i, parts })}
              className={`rounded-full px-2 text-xs font-semibold ${i === part ? 'bg-brand text-white' : 'text-ink-muted hover:text-ink'}`}
            >
              {i === 0 ? `Page 1 of ${parts}` : `${i + 1}`}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
