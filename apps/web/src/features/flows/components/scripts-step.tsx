import { type Slide, scriptsWithinCap, shortNarrationNote, TONES, type Tone, VIDEO_LENGTH_MESSAGES } from '@lectern/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { SelectField, TextArea } from '@/components/field';
import { generateScripts, withScripts } from '../api/generation-api';
import { fetchSlideKeywords, searchImages } from '../api/images-api';
import { useLanguages, useVoices } from '../api/speech-api';
import { useAudioPreview } from '../hooks/use-audio-preview';
import { useSlideTranslation } from '../hooks/use-slide-translation';
import type { WizardPatch } from '../hooks/use-wizard-state';
import { assignSlideImages, type FoundImage, imageSettled, slideImageQuery, toSlideImage } from '../model/preview-rules';
import { type FlowSteps, NATIVE_STEPS, type WizardState } from '../model/wizard-state';
import { scriptFailure } from './outline-step';

const previewText = (slide: Slide) => {
  const text = slide.script.trim() || slide.title;
  // A sentence or two is enough to hear the voice.
  const sentences = text.match(/[^.!?]+[.!?]*/g) ?? [text];
  return sentences
    .slice(0, 2)
    .map((s) => s.trim())
    .join(' ')
    .slice(0, 300)
    .trim();
};

interface ScriptsStepProps {
  projectId: string;
  state: WizardState;
  update: (patch: WizardPatch) => void;
  /** True while saved progress is being applied; no automatic generation then (spec 001 §4). */
  restoring?: boolean;
  steps?: FlowSteps;
  /**
   * Spec 001 §2 avatar wizard step 4: the audio settings panel is hidden (the presenter's voice
   * speaks); `narrator` says who does instead.
   */
  audioSettings?: boolean;
  narrator?: ReactNode;
}

/** Spec 001 §2 "Edit Narration Scripts". */
export function ScriptsStep({ projectId, state, update, restoring = false, steps = NATIVE_STEPS, audioSettings = true, narrator }: ScriptsStepProps) {
  const slides = state.slides;
  const [index, setIndex] = useState(0);
  const [editing, setEditing] = useState<string | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const translation = useSlideTranslation(projectId, state, update);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const autoTried = useRef(false);
  const languages = useLanguages();
  const voices = useVoices(audioSettings ? state.selectedLanguage : '');
  const audio = useAudioPreview();

  const current = Math.min(index, Math.max(0, slides.length - 1));
  const slide = slides[current];
  /** Moving to another slide drops an unsaved edit of this one. */
  const goTo = (next: number) => {
    setEditing(null);
    setIndex(next);
  };

  const generateAll = async () => {
    if (running.current || !state.selectedStyle || slides.length === 0) return;
    running.current = true;
    setGenerating(true);
    setError(null);
    try {
      const result = await generateScripts({
        projectId,
        slides,
        projectTitle: state.projectTitle,
        tone: state.tone,
        styleId: state.selectedStyle,
        ...(state.briefSteering ? { steering: state.briefSteering } : {}),
        ...(state.selectedVoice ? { voice: state.selectedVoice } : {}),
      });
      update((s) => ({ slides: withScripts(s.slides, result.scripts), scriptsGenerated: true }));
    } catch (err) {
      setError(scriptFailure(err));
    } finally {
      running.current = false;
      setGenerating(false);
    }
  };

  // Spec 001 §4: when the current slide has no script, the project is not being restored and
  // generation is not already running, scripts for all slides are generated (once per visit).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the conditions change
  useEffect(() => {
    if (restoring || autoTried.current || running.current || !slide || slide.script.trim()) return;
    autoTried.current = true;
    void generateAll();
  }, [restoring, slide?.id, slide?.script]);

  // A voice from the list is always chosen: keep the saved one if this language offers it.
  useEffect(() => {
    const list = voices.data;
    if (!audioSettings || !list || list.length === 0) return;
    if (!list.some((v) => v.name === state.selectedVoice)) update({ selectedVoice: (list[0] as (typeof list)[number]).name });
  }, [audioSettings, voices.data, state.selectedVoice, update]);

  const toPreview = async () => {
    setPreparing(true);
    try {
      // Each slide's picture comes from its own words (decision 115); without the keywords
      // service the slides keep the keywords they have.
      const keywords = await fetchSlideKeywords(slides).catch(() => null);
      // Slides whose image is settled and that have their choices already need no search.
      const searches = slides.map((slide, i) => {
        const own = keywords?.[i] ?? [];
        if (imageSettled(slide)) return Promise.resolve([slide.id, { keyword: undefined, images: [] as FoundImage[] }] as const);
        const query = slideImageQuery(own, slide, state.projectTitle);
        // Spec 001 §8: a failed image search yields no images; the slide renders without one.
        return searchImages(query)
          .catch(() => [])
          .then((found) => [slide.id, { keyword: own[0], images: found.map((r) => toSlideImage(r, own.length ? own : [query])) }] as const);
      });
      const found = new Map(await Promise.all(searches));
      const settledIds = new Set(slides.filter(imageSettled).map((s) => s.id));
      // Spec 001 §2/§4: a non-English target is translated on the way to Preview ("Translating..."); a
      // failure is shown there and the slides stay English.
      await translation.ensure();
      update((s) => ({
        slides: assignSlideImages(
          s.slides.map((slide) => {
            const keyword = found.get(slide.id)?.keyword;
            return keyword ? { ...slide, imageKeyword: keyword } : slide;
          }),
          // Settled slides keep their picture or visual as they are (decision 173).
          new Map([...found].filter(([id]) => !settledIds.has(id)).map(([id, f]) => [id, f.images])),
        ),
        slidesPreviewed: true,
        currentStep: steps.preview,
      }));
    } finally {
      setPreparing(false);
    }
  };

  if (!slide) {
    return (
      <Card className="p-8 text-center">
        <h2 className="text-lg font-semibold text-ink">No slides available</h2>
        <Button className="mt-4" variant="secondary" onClick={() => update({ currentStep: steps.context })}>
          Back to Context
        </Button>
      </Card>
    );
  }

  const languageName = languages.data?.find((l) => l.code === state.selectedLanguage)?.name ?? state.selectedLanguage;
  const withScript = slides.filter((s) => s.script.trim()).length;

  // Decision 185: a narration clearly shorter than the length chosen makes a shorter video, charged what it runs (decision 160).
  const shortNote =
    !generating && slides.length > 0 && slides.every((s) => s.script.trim())
      ? shortNarrationNote(slides, (audioSettings && state.selectedVoice) || undefined)
      : null;

  return (
    <section aria-labelledby="scripts-heading" className="space-y-6">
      <header>
        <h2 id="scripts-heading" className="text-2xl font-bold text-ink">
          Edit Narration Scripts
        </h2>
        <p className="mt-1 text-ink-muted">
          {audioSettings
            ? 'This is what the narrator says over each slide. Adjust the wording until it sounds like you.'
            : 'This is what your avatar says over each slide. Adjust the wording until it sounds like you.'}
        </p>
        {narrator}
      </header>

      {shortNote && (
        <Alert tone="info" title="A shorter video">
          {shortNote}
        </Alert>
      )}
      {generating && (
        <Alert tone="info" title="Writing the narration">
          Generating scripts for all {slides.length} slides in a {state.tone.toLowerCase()} tone…
        </Alert>
      )}
      {error && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={() => void generateAll()}>
              Try again
            </Button>
          }
        >
          {error}
        </Alert>
      )}

      <div className={`grid grid-cols-1 gap-6 ${audioSettings ? 'lg:grid-cols-[minmax(0,1fr)_20rem]' : ''}`}>
        <Card className="p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
            <div className="min-w-0">
              <p className="text-xs font-semibold text-ink-subtle">
                Slide {current + 1} of {slides.length}
              </p>
              <h3 className="truncate text-lg font-semibold text-ink">{slide.title}</h3>
            </div>
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" onClick={() => goTo(current - 1)} disabled={current === 0}>
                Previous
              </Button>
              <Button variant="secondary" size="sm" onClick={() => goTo(current + 1)} disabled={current === slides.length - 1}>
                Next
              </Button>
            </div>
          </div>
          <div className="pt-4">
            {editing !== null ? (
              <form
                aria-label="Edit script"
                onSubmit={(e) => {
                  e.preventDefault();
                  const edited = (list: Slide[]) => list.map((x) => (x.id === slide.id ? { ...x, script: editing.trim() } : x));
                  // Decision 149: the server refuses scripts over the cap; say so here instead of losing the save.
                  if (!scriptsWithinCap(edited(slides))) {
                    setEditError(VIDEO_LENGTH_MESSAGES.scriptsTooLong);
                    return;
                  }
                  update((s) => ({ slides: edited(s.slides) }));
                  setEditing(null);
                  setEditError(null);
                }}
                className="space-y-3"
              >
                <TextArea label="Narration script" rows={8} value={editing} error={editError} onChange={(e) => setEditing(e.target.value)} />
                <div className="flex justify-end gap-2">
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setEditing(null);
                      setEditError(null);
                    }}
                  >
                    Cancel
                  </Button>
                  <Button type="submit">Save</Button>
                </div>
              </form>
            ) : (
              <div className="space-y-4">
                {slide.script.trim() ? (
                  <p className="text-base leading-relaxed whitespace-pre-wrap text-ink">{slide.script}</p>
                ) : (
                  <p className="text-sm text-ink-subtle italic">{generating ? 'Writing this script…' : 'No script yet for this slide.'}</p>
                )}
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" size="sm" onClick={() => setEditing(slide.script)} disabled={generating}>
                    Edit Script
                  </Button>
                </div>
              </div>
            )}
          </div>
        </Card>

        {audioSettings && (
          <Card className="space-y-4 p-5 sm:p-6">
            <h3 className="text-sm font-semibold text-ink">Audio Settings</h3>
            <div>
              <p className="text-sm font-medium text-ink">Language</p>
              <p className="mt-1 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink">{languageName}</p>
              <p className="mt-1 text-xs text-ink-subtle">Chosen in the context step.</p>
            </div>
            <SelectField
              label="Voice"
              value={voices.data?.length ? state.selectedVoice : ''}
              disabled={!voices.data?.length}
              onChange={(e) => update({ selectedVoice: e.target.value })}
              placeholder={voices.isPending ? 'Loading voices...' : voices.data?.length ? undefined : 'No voices available'}
              options={(voices.data ?? []).map((v) => ({ value: v.name, label: v.displayName }))}
            />
            <SelectField
              label="Tone"
              value={state.tone}
              onChange={(e) => update({ tone: e.target.value as Tone })}
              options={TONES}
              hint={
                state.briefSteering?.tone
                  ? `Your brief asks for a ${state.briefSteering.tone.toLowerCase()} tone, so it was preselected. The tone chosen here is the one used the next time scripts are generated.`
                  : 'Used the next time scripts are generated.'
              }
            />
            <div className="flex items-center gap-2">
              {audio.state === 'idle' ? (
                <Button
                  variant="secondary"
                  onClick={() => void audio.play({ text: previewText(slide), languageCode: state.selectedLanguage, voiceName: state.selectedVoice })}
                  disabled={!state.selectedVoice || !state.selectedLanguage}
                >
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
                    <path d="M6.3 2.84A1.5 1.5 0 0 0 4 4.11v11.78a1.5 1.5 0 0 0 2.3 1.27l9.34-5.89a1.5 1.5 0 0 0 0-2.54L6.3 2.84Z" />
                  </svg>
                  Play Preview
                </Button>
              ) : (
                <Button variant="secondary" onClick={audio.stop} busy={audio.state === 'loading'} busyLabel="Loading...">
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
                    <rect x="5" y="5" width="10" height="10" rx="1.5" />
                  </svg>
                  Stop
                </Button>
              )}
              {audio.state === 'playing' && <span className="text-xs text-brand">Playing…</span>}
            </div>
            {audio.error && <p className="text-xs text-danger">{audio.error}</p>}
          </Card>
        )}
      </div>

      <section aria-labelledby="progress-heading">
        <h3 id="progress-heading" className="text-sm font-semibold text-ink">
          Script Progress{' '}
          <span className="font-normal text-ink-muted">
            · {withScript} of {slides.length} ready
          </span>
        </h3>
        <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {slides.map((s, i) => {
            const ready = Boolean(s.script.trim());
            return (
              <li key={s.id}>
                <button
                  type="button"
                  onClick={() => goTo(i)}
                  aria-current={i === current ? 'true' : undefined}
                  className={`h-full w-full rounded-xl border p-3 text-left ${i === current ? 'border-brand bg-brand-soft' : 'border-line bg-card hover:border-brand/50'}`}
                >
                  <span className="block truncate text-sm font-medium text-ink">
                    {i + 1}. {s.title}
                  </span>
                  <span className={`mt-1 flex items-center gap-1 text-xs font-semibold ${ready ? 'text-green-800' : 'text-ink-subtle'}`}>
                    <span aria-hidden="true" className={`h-2 w-2 rounded-full ${ready ? 'bg-success' : 'bg-slate-300'}`} />
                    {ready ? 'Script ready' : 'No script'}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="secondary" onClick={() => update({ currentStep: steps.outline })} disabled={generating || preparing}>
          Back
        </Button>
        <Button
          size="lg"
          onClick={() => void toPreview()}
          busy={preparing}
          busyLabel={translation.translating ? 'Translating...' : 'Generating...'}
          disabled={generating || withScript === 0 || editing !== null}
        >
          Preview Slides
        </Button>
      </div>
    </section>
  );
}
