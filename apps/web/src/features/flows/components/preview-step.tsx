import { type Avatar, SLIDE_TEMPLATES, type Slide, THEMES, templateDrawsImage, themeById } from '@lectern/core';
import { revealPoints } from '@lectern/slides';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { trackImageUse, uploadAsset } from '../api/images-api';
import { useVoices } from '../api/speech-api';
import { useNarrationPreview } from '../hooks/use-narration-preview';
import { useSlideTranslation } from '../hooks/use-slide-translation';
import type { WizardPatch } from '../hooks/use-wizard-state';
import { chooseImage, chooseKeyVisual, chooseNoImage, markPhotoTracked, untrackedStockPhotos } from '../model/preview-rules';
import { type FlowSteps, NATIVE_STEPS, type WizardState } from '../model/wizard-state';
import { AspectRatioChoice } from './aspect-ratio-choice';
import { ImageChooserDialog } from './image-chooser-dialog';
import { SlideCanvas, slidePng } from './slide-canvas';
import { SwitchField } from './switch-field';
import { TranslationNotice } from './translation-notice';

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'];

const fileName = (title: string, n: number) =>
  `slide-${n}-${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'slide'
  }.png`;

interface PreviewStepProps {
  projectId: string;
  state: WizardState;
  update: (patch: WizardPatch) => void;
  onGenerate: () => void;
  steps?: FlowSteps;
  /** Avatar wizard: the chosen presenter, drawn where it will stand on the slides that show it. */
  presenter?: Avatar | null;
}

/** Spec 001 §2 "Preview Slides": theme, logo, large preview, thumbnails, images, PNG downloads. */
export function PreviewStep({ projectId, state, update, onGenerate, steps = NATIVE_STEPS, presenter = null }: PreviewStepProps) {
  const [index, setIndex] = useState(0);
  const [choosingFor, setChoosingFor] = useState<string | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [logoBusy, setLogoBusy] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const logoInput = useId();
  const translation = useSlideTranslation(projectId, state, update);
  const englishSlides = state.slides;
  // Spec 001 §4: the preview shows the slides in the target language once they are translated.
  const slides = translation.view?.slides ?? englishSlides;
  // Decision 188: translated slides are drawn in their language's script, direction and words.
  const slideLanguage = translation.view ? { language: state.selectedLanguage } : {};
  const theme = themeById(state.selectedTheme);
  const aspect = state.aspectRatio;
  // Decision 170: the slide's narration plays over the large preview, its points appearing as the video shows them.
  const narration = useNarrationPreview();
  const voices = useVoices(state.selectedLanguage);
  const voiceName = state.selectedVoice || voices.data?.[0]?.name || '';
  const { stop: stopNarration } = narration;
  // biome-ignore lint/correctness/useExhaustiveDependencies: another slide, shape or switch stops the narration
  useEffect(() => stopNarration(), [index, aspect, state.revealPoints, stopNarration]);

  // Spec 001 §4 "Translation": reaching Preview with a non-English target translates the slides (once per language and content).
  const { ready: translationReady, ensure: ensureTranslation } = translation;
  useEffect(() => {
    if (translationReady) void ensureTranslation();
  }, [translationReady, ensureTranslation]);

  // Spec 001 §7: a stock photo shown on a slide is in use; its source is told once (the server holds the key).
  useEffect(() => {
    // A slide whose picture the presenter replaces does not use the photo.
    const pending = untrackedStockPhotos(presenter ? englishSlides.filter((s) => !s.avatarVisible) : englishSlides);
    if (pending.length === 0) return;
    for (const { imageId } of pending) void trackImageUse(imageId);
    update((s) => ({
      slides: s.slides.map((slide) => {
        const found = pending.find((p) => p.slideId === slide.id);
        return found ? markPhotoTracked(slide, found.imageId) : slide;
      }),
    }));
  }, [englishSlides, update, presenter]);

  if (translation.translating) {
    return (
      <Card className="p-8 text-center" aria-busy="true">
        <p role="status" className="text-lg font-semibold text-ink">
          {translation.busyText}
        </p>
        <p className="mt-1 text-sm text-ink-muted">Every slide's title, texts and script are being translated.</p>
      </Card>
    );
  }

  if (slides.length === 0) {
    return (
      <Card className="p-8 text-center">
        <h2 className="text-lg font-semibold text-ink">No slides to preview</h2>
        <p className="mt-1 text-sm text-ink-muted">Create an outline first, then come back to style your slides.</p>
        <Button className="mt-4" variant="secondary" onClick={() => update({ currentStep: steps.context })}>
          Back to Context
        </Button>
      </Card>
    );
  }

  const current = Math.min(index, slides.length - 1);
  const slide = slides[current] as Slide;
  // Only slides that draw a picture offer one: anything else would be stored and never shown. A
  // presenter stands where a content slide's picture would be (the layout keeps its area clear).
  const drawsImage = (s: Slide) => templateDrawsImage(s.templateId) && !(presenter && s.avatarVisible);
  const showsImage = drawsImage(slide);
  const chooserSlide = slides.find((s) => s.id === choosingFor && drawsImage(s)) ?? null;
  const replace = (id: string, fn: (s: Slide) => Slide) => update((s) => ({ slides: s.slides.map((x) => (x.id === id ? fn(x) : x)) }));

  const uploadLogo = async (file: File | undefined) => {
    if (!file) return;
    setLogoError(null);
    if (!file.type.startsWith('image/') || !LOGO_TYPES.includes(file.type)) return setLogoError('Please select an image file.');
    setLogoBusy(true);
    try {
      const asset = await uploadAsset(projectId, file);
      update({ brandLogo: { url: asset.url, key: asset.key, width: asset.width, height: asset.height } });
    } catch (err) {
      setLogoError((err as Error).message || 'Failed to upload image.');
    } finally {
      setLogoBusy(false);
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      const blob = await slidePng({
        slide,
        theme,
        logo: state.brandLogo,
        slideNumber: current + 1,
        totalSlides: slides.length,
        presenter,
        aspect,
        ...slideLanguage,
      });
      if (!blob) throw new Error('no image');
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = fileName(slide.title, current + 1);
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      window.alert('Failed to generate slide previews. Please check the console for details and try again.');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby="preview-heading" className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="preview-heading" className="text-2xl font-bold text-ink">
            Preview Slides
          </h2>
          <p className="mt-1 text-ink-muted">Pick a theme, add your logo and choose images. The video uses exactly these slides.</p>
        </div>
        <button type="button" onClick={() => update({ currentStep: steps.scripts })} className="text-sm font-semibold text-brand hover:underline">
          ← Back to Narration
        </button>
      </header>

      <TranslationNotice translation={translation} language={state.selectedLanguage} />

      <Card className="space-y-4 p-4">
        <AspectRatioChoice value={aspect} onChange={(aspectRatio) => update({ aspectRatio })} />
        <SwitchField
          label="Reveal points as they are spoken"
          hint="On bullet and comparison slides each point appears when the narration reaches it, and the one being spoken stands out. Play a slide's narration to see it."
          checked={state.revealPoints}
          onChange={(revealPoints) => update({ revealPoints })}
        />
      </Card>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-3">
          <SlideCanvas
            slide={slide}
            theme={theme}
            logo={state.brandLogo}
            slideNumber={current + 1}
            totalSlides={slides.length}
            presenter={presenter}
            aspect={aspect}
            {...slideLanguage}
            sameScale
            pages
            {...(narration.revealed !== undefined ? { revealed: narration.revealed } : {})}
            label={`Slide ${current + 1}: ${slide.title}${presenter && slide.avatarVisible ? `, with ${presenter.name} presenting` : ''}`}
            className="shadow-md ring-1 ring-line"
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex items-center gap-2">
              <Button variant="secondary" size="sm" onClick={() => setIndex(current - 1)} disabled={current === 0} aria-label="Previous slide">
                ←
              </Button>
              <span className="text-sm text-ink-muted">
                Slide {current + 1} of {slides.length}
              </span>
              <Button variant="secondary" size="sm" onClick={() => setIndex(current + 1)} disabled={current === slides.length - 1} aria-label="Next slide">
                →
              </Button>
            </div>
            <div className="flex flex-wrap gap-2">
              {showsImage ? (
                <Button variant="secondary" size="sm" onClick={() => setChoosingFor(slide.id)}>
                  Change Image
                </Button>
              ) : (
                <span className="self-center text-xs text-ink-subtle">
                  {templateDrawsImage(slide.templateId)
                    ? `${presenter?.name ?? 'The presenter'} stands where the picture would be`
                    : `${SLIDE_TEMPLATES[slide.templateId].name} slides show no picture`}
                </span>
              )}
              <Button
                variant="secondary"
                size="sm"
                disabled={!slide.script.trim() || !voiceName}
                busy={narration.state === 'loading'}
                busyLabel="Preparing..."
                onClick={() =>
                  narration.state === 'playing'
                    ? narration.stop()
                    : void narration.play({
                        text: slide.script,
                        languageCode: state.selectedLanguage,
                        voiceName,
                        points: state.revealPoints ? revealPoints(slide) : [],
                      })
                }
              >
                {narration.state === 'playing' ? 'Stop narration' : 'Play narration'}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => void download()} busy={downloading} busyLabel="Preparing...">
                Download PNG
              </Button>
            </div>
          </div>
          {narration.error && (
            <p role="alert" className="text-xs font-medium text-danger">
              {narration.error}
            </p>
          )}
        </div>

        <div className="space-y-6">
          <Card className="p-4">
            <fieldset>
              <legend className="text-sm font-semibold text-ink">Theme</legend>
              <div className="mt-3 grid grid-cols-4 gap-2 lg:grid-cols-3">
                {THEMES.map((t) => (
                  <label
                    key={t.id}
                    title={t.name}
                    className={`cursor-pointer rounded-lg border-2 p-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${t.id === theme.id ? 'border-brand' : 'border-transparent hover:border-line'}`}
                  >
                    <input
                      type="radio"
                      name="slide-theme"
                      value={t.id}
                      checked={t.id === theme.id}
                      onChange={() => update({ selectedTheme: t.id })}
                      className="sr-only"
                    />
                    <span className="sr-only">{t.name}</span>
                    <span
                      aria-hidden="true"
                      className="block h-9 rounded-md"
                      style={{ background: `linear-gradient(135deg, ${t.gradientStart}, ${t.gradientEnd})` }}
                    >
                      <span className="flex h-full items-end gap-0.5 p-1">
                        <span className="h-2 w-2 rounded-full" style={{ background: t.accentColor }} />
                        <span className="h-2 w-2 rounded-full" style={{ background: t.secondaryColor }} />
                        <span className="h-2 w-2 rounded-full border border-white/60" style={{ background: t.backgroundColor }} />
                      </span>
                    </span>
                  </label>
                ))}
              </div>
              <p className="mt-2 text-xs text-ink-muted">{theme.name}</p>
            </fieldset>
          </Card>

          <Card className="space-y-3 p-4">
            <h3 className="text-sm font-semibold text-ink">Brand logo</h3>
            {state.brandLogo ? (
              <div className="flex items-center gap-3">
                <img src={state.brandLogo.url} alt="Your brand logo" className="h-12 max-w-[8rem] rounded border border-line bg-white object-contain p-1" />
                <Button variant="ghost" size="sm" onClick={() => update({ brandLogo: null })}>
                  Remove
                </Button>
              </div>
            ) : null}
            <label
              htmlFor={logoInput}
              className={`flex cursor-pointer items-center justify-center rounded-lg border-2 border-dashed border-line px-3 py-4 text-sm font-semibold text-brand hover:border-brand/60 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${logoBusy ? 'opacity-60' : ''}`}
            >
              {logoBusy ? 'Uploading…' : state.brandLogo ? 'Replace logo' : 'Upload logo'}
              <input
                id={logoInput}
                type="file"
                accept=".png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml"
                className="sr-only"
                disabled={logoBusy}
                onChange={(e) => void uploadLogo(e.target.files?.[0])}
              />
            </label>
            <p className="text-xs text-ink-subtle">PNG, JPG, SVG, max 120px height</p>
            {logoError && <p className="text-xs font-medium text-danger">{logoError}</p>}
          </Card>
        </div>
      </div>

      <section aria-labelledby="all-slides-heading">
        <h3 id="all-slides-heading" className="text-sm font-semibold text-ink">
          All Slides
        </h3>
        <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {slides.map((s, i) => (
            <li key={s.id}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show slide ${i + 1}: ${s.title}`}
                aria-current={i === current ? 'true' : undefined}
                className={`block w-full rounded-lg border-2 p-0.5 ${i === current ? 'border-brand' : 'border-transparent hover:border-line'}`}
              >
                <SlideCanvas
                  slide={s}
                  theme={theme}
                  logo={state.brandLogo}
                  slideNumber={i + 1}
                  totalSlides={slides.length}
                  presenter={presenter}
                  aspect={aspect}
                  {...slideLanguage}
                  label={`Thumbnail of slide ${i + 1}`}
                  scale={0.25}
                />
              </button>
            </li>
          ))}
        </ol>
      </section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="secondary" onClick={() => update({ currentStep: steps.scripts })}>
          Back
        </Button>
        <Button size="lg" onClick={onGenerate}>
          Generate Video
        </Button>
      </div>

      <ImageChooserDialog
        open={chooserSlide !== null}
        slide={chooserSlide}
        themeId={theme.id}
        onClose={() => setChoosingFor(null)}
        onChoose={(image) => {
          if (chooserSlide) replace(chooserSlide.id, (s) => chooseImage(s, image));
          setChoosingFor(null);
        }}
        onNoImage={() => {
          if (chooserSlide) replace(chooserSlide.id, chooseNoImage);
          setChoosingFor(null);
        }}
        onKeyVisual={(visual) => {
          if (chooserSlide) replace(chooserSlide.id, (s) => chooseKeyVisual(s, visual));
          setChoosingFor(null);
        }}
        onUpload={async (file) => {
          if (!chooserSlide) return;
          const asset = await uploadAsset(projectId, file);
          const image = { url: asset.url, keywords: ['custom'], source: 'upload' as const };
          replace(chooserSlide.id, (s) => ({
            ...chooseImage(s, image),
            availableImages: [image, ...(s.availableImages ?? []).filter((x) => x.url !== image.url)],
          }));
          setChoosingFor(null);
        }}
      />
    </section>
  );
}
