import type { KeyVisual, Slide, SlideImage } from '@lectern/core';
import { themeById } from '@lectern/core';
import { canvasMeasure, drawIllustration, drawKeyVisual, isGeneratedImage, keywordOfGeneratedImage, loadIconSet } from '@lectern/slides';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { offeredKeyVisual } from '../model/preview-rules';

/** A thumbnail: generated illustrations are drawn with the slide renderer's own code. */
export function ImageThumb({ image, themeId, label }: { image: SlideImage; themeId: string; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const generated = isGeneratedImage(image.url);
  useEffect(() => {
    if (!generated) return;
    let live = true;
    const draw = () => {
      const ctx = ref.current?.getContext('2d');
      if (!live || !ctx) return;
      ctx.clearRect(0, 0, 325, 250);
      drawIllustration(ctx, keywordOfGeneratedImage(image.url), { x: 0, y: 0, width: 325, height: 250 }, themeById(themeId));
    };
    // The icons load on first use; draw without them if they cannot load.
    loadIconSet().then(draw, draw);
    return () => {
      live = false;
    };
  }, [generated, image.url, themeId]);
  return generated ? (
    <canvas ref={ref} width={325} height={250} role="img" aria-label={label} className="aspect-[13/10] w-full rounded-md bg-surface" />
  ) : (
    <img src={image.url} alt={label} className="aspect-[13/10] w-full rounded-md bg-surface object-cover" />
  );
}

/** Decision 173: the slide's designed visual, drawn with the slide renderer's own code. */
function KeyVisualThumb({ visual, themeId, label }: { visual: KeyVisual; themeId: string; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = ref.current?.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, 325, 250);
    drawKeyVisual(ctx, visual, { x: 12, y: 10, width: 301, height: 220 }, themeById(themeId), canvasMeasure(ctx));
  }, [visual, themeId]);
  return <canvas ref={ref} width={325} height={250} role="img" aria-label={label} className="aspect-[13/10] w-full rounded-md bg-surface" />;
}

interface ImageChooserDialogProps {
  open: boolean;
  slide: Slide | null;
  themeId: string;
  onClose: () => void;
  onChoose: (image: SlideImage) => void;
  onNoImage: () => void;
  /** Decision 173: show the slide's designed visual (key figure, step or term) instead of a picture. */
  onKeyVisual: (visual: KeyVisual) => void;
  onUpload: (file: File) => Promise<void>;
}

/** Spec 001 §2 preview: "Choose Image" with Upload Custom Image, No Image and Available Images (n). */
export function ImageChooserDialog({ open, slide, themeId, onClose, onChoose, onNoImage, onKeyVisual, onUpload }: ImageChooserDialogProps) {
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const images = slide?.availableImages ?? [];
  const currentUrl = slide?.userSelectedNoImage ? null : (slide?.contextualImage?.url ?? null);
  const visual = slide ? offeredKeyVisual(slide) : null;
  const visualShown = Boolean(visual && slide && !currentUrl && !slide.userSelectedNoImage);

  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    // Spec 001 §5: the file type must start with image/.
    if (!file.type.startsWith('image/')) return setError('Please select an image file.');
    setUploading(true);
    setError(null);
    try {
      await onUpload(file);
    } catch (err) {
      setError((err as Error).message || 'Failed to upload image.');
    } finally {
      setUploading(false);
    }
  };

  const tile = (selected: boolean) =>
    `block w-full rounded-lg border-2 p-1 text-left transition-colors ${selected ? 'border-brand ring-2 ring-brand/20' : 'border-transparent hover:border-brand/40'}`;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Choose Image"
      size="lg"
      description={slide ? `For “${slide.title}”` : undefined}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <label
            htmlFor={inputId}
            className={`inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-line bg-card px-4 text-sm font-semibold text-ink hover:bg-surface has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${uploading ? 'opacity-60' : ''}`}
          >
            {uploading ? 'Uploading…' : 'Upload Custom Image'}
            <input id={inputId} type="file" accept="image/*" className="sr-only" disabled={uploading} onChange={(e) => void upload(e.target.files?.[0])} />
          </label>
          <span className="text-xs text-ink-subtle">PNG, JPG, WebP, GIF or SVG, up to 8MB</span>
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        <div>
          <h3 className="text-sm font-semibold text-ink">Available Images ({images.length})</h3>
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            <li>
              <button
                type="button"
                onClick={onNoImage}
                aria-pressed={slide?.userSelectedNoImage === true}
                className={tile(slide?.userSelectedNoImage === true)}
              >
                <span className="flex aspect-[13/10] w-full flex-col items-center justify-center rounded-md bg-surface text-ink-muted">
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="1.6">
                    <circle cx="12" cy="12" r="9" />
                    <path d="m6 6 12 12" strokeLinecap="round" />
                  </svg>
                  <span className="mt-1 text-sm font-medium">No Image</span>
                </span>
              </button>
            </li>
            {visual && (
              <li>
                <button type="button" onClick={() => onKeyVisual(visual)} aria-pressed={visualShown} className={tile(visualShown)}>
                  <KeyVisualThumb visual={visual} themeId={themeId} label={`Designed visual: ${visual.text}`} />
                </button>
              </li>
            )}
            {images.map((image, i) => (
              <li key={image.url}>
                <button type="button" onClick={() => onChoose(image)} aria-pressed={currentUrl === image.url} className={tile(currentUrl === image.url)}>
                  <ImageThumb image={image} themeId={themeId} label={`Image ${i + 1}: ${image.keywords[0] ?? 'illustration'}`} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Dialog>
  );
}
