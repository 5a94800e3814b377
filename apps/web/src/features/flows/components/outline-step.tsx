import {
  emptyQuiz,
  formatDuration,
  languageDisplayName,
  type PointSource,
  presetDurationFor,
  quizAnswerLetter,
  SLIDE_TEMPLATES,
  type Slide,
  type SlideTemplateId,
  sourceOfPoint,
} from '@lectern/core';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Badge, Card } from '@/components/card';
import { TextArea, TextField } from '@/components/field';
import { generateScripts, withScripts } from '../api/generation-api';
import type { WizardPatch } from '../hooks/use-wizard-state';
import {
  applyDraft,
  canDeleteSlide,
  deleteSlide,
  draftOf,
  draftProblem,
  durationWarning,
  insertSlideAfter,
  type SlideDraft,
  totalDuration,
} from '../model/outline-rules';
import { translatedView } from '../model/translation-view';
import { type FlowSteps, NATIVE_STEPS, type WizardState } from '../model/wizard-state';
import { PointListEditor } from './point-list-editor';
import { PointSourceDialog, PointSourceLine } from './point-source';
import { QuizEditor } from './quiz-editor';
import { TemplateChooserDialog } from './template-chooser-dialog';

const templateName = (id: string) => SLIDE_TEMPLATES[id as SlideTemplateId]?.name ?? id;

const SCRIPT_FAILURE_PREFIX = /^\s*failed to generate scripts\s*:?\s*/i;
const TRY_AGAIN_SUFFIX = /[\s.]*(please try again)?[\s.]*$/i;

/**
 * Spec 001 §8 "Failed to generate scripts: {message}. Please try again." The server may already
 * name the failure the same way: its prefix and closing advice are not repeated.
 */
export function scriptFailure(err: unknown): string {
  let message = String((err as Error | undefined)?.message ?? '').trim();
  while (SCRIPT_FAILURE_PREFIX.test(message)) message = message.replace(SCRIPT_FAILURE_PREFIX, '');
  message = message.replace(TRY_AGAIN_SUFFIX, '');
  return message ? `Failed to generate scripts: ${message}. Please try again.` : 'Failed to generate scripts. Please try again.';
}

function SlideDetails({ slide }: { slide: Slide }) {
  const split = slide.templateId === 'split-content';
  // Issue 20 item 3: a point with a known source shows it beneath, and opens it in one click.
  const [openSource, setOpenSource] = useState<PointSource | null>(null);
  const sourceLine = (point: string) => {
    const source = sourceOfPoint(slide, point);
    return source ? <PointSourceLine source={source} onOpen={setOpenSource} /> : null;
  };
  return (
    <div className="space-y-4">
      <PointSourceDialog source={openSource} onClose={() => setOpenSource(null)} />
      <div>
        <h3 className="text-xl font-semibold text-ink">{slide.title}</h3>
        {slide.description && <p className="mt-1 text-ink-muted">{slide.description}</p>}
      </div>
      {slide.quiz ? (
        <div>
          <p className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">Quiz answers</p>
          <ul className="mt-2 space-y-2">
            {slide.quiz.answers.map((answer, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list whose answers are positional
              <li key={k} className="flex flex-wrap items-center gap-2 text-sm text-ink">
                <span className="font-semibold text-ink-muted">{quizAnswerLetter(k)}.</span>
                <span className="min-w-0">{answer}</span>
                {slide.quiz?.correct.includes(k) && <Badge tone="success">Right answer</Badge>}
              </li>
            ))}
          </ul>
          {slide.quiz.explanation && <p className="mt-3 text-sm text-ink-muted">{slide.quiz.explanation}</p>}
        </div>
      ) : split ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {(
            [
              [slide.leftColumnTitle, slide.leftColumnPoints],
              [slide.rightColumnTitle, slide.rightColumnPoints],
            ] as const
          ).map(([title, points], i) => (
            <div key={i === 0 ? 'left' : 'right'} className="rounded-lg bg-surface p-4">
              <p className="text-sm font-semibold text-ink">{title || (i === 0 ? 'Left column' : 'Right column')}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-muted">
                {(points ?? []).map((p, k) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list whose points may repeat
                  <li key={`${k}-${p}`}>
                    {p}
                    {sourceLine(p)}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : (
        slide.keyPoints.length > 0 && (
          <div>
            <p className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">Key points</p>
            <ul className="mt-2 space-y-2">
              {slide.keyPoints.map((p, k) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list whose points may repeat
                <li key={`${k}-${p}`} className="flex gap-2 text-sm text-ink">
                  <span aria-hidden="true" className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-brand" />
                  <span className="min-w-0">
                    {p}
                    {sourceLine(p)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )
      )}
    </div>
  );
}

function SlideEditor({ slide, onSave, onCancel }: { slide: Slide; onSave: (draft: SlideDraft) => void; onCancel: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(slide));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<SlideDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const split = slide.templateId === 'split-content';
  // Decision 175: a content or key-message slide can become a quiz question, and back.
  const canQuiz = slide.templateId === 'bullet-points' || slide.templateId === 'focus-quote';
  return (
    <form
      aria-label="Edit slide"
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        const found = draftProblem(draft);
        setProblem(found);
        if (!found) onSave(draft);
      }}
    >
      <TextField label="Title" value={draft.title} onChange={(e) => set({ title: e.target.value })} required />
      {draft.quiz ? (
        <QuizEditor
          quiz={draft.quiz}
          onChange={(quiz) => {
            set({ quiz });
            if (problem) setProblem(null);
          }}
        />
      ) : (
        <TextArea label="Description" rows={2} value={draft.description} onChange={(e) => set({ description: e.target.value })} />
      )}
      {canQuiz && (
        <Button variant="ghost" size="sm" onClick={() => set({ quiz: draft.quiz ? null : emptyQuiz(draft.description) })}>
          {draft.quiz ? 'Make this a normal slide' : 'Make this a quiz question'}
        </Button>
      )}
      {draft.quiz ? null : split ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-3 rounded-lg bg-surface p-3">
            <TextField label="Left column title" value={draft.leftColumnTitle} onChange={(e) => set({ leftColumnTitle: e.target.value })} />
            <PointListEditor
              legend="Left column points"
              itemLabel="Left point"
              points={draft.leftColumnPoints}
              onChange={(leftColumnPoints) => set({ leftColumnPoints })}
            />
          </div>
          <div className="space-y-3 rounded-lg bg-surface p-3">
            <TextField label="Right column title" value={draft.rightColumnTitle} onChange={(e) => set({ rightColumnTitle: e.target.value })} />
            <PointListEditor
              legend="Right column points"
              itemLabel="Right point"
              points={draft.rightColumnPoints}
              onChange={(rightColumnPoints) => set({ rightColumnPoints })}
            />
          </div>
        </div>
      ) : (
        <PointListEditor legend="Key points" itemLabel="Key point" points={draft.keyPoints} onChange={(keyPoints) => set({ keyPoints })} />
      )}
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save</Button>
      </div>
    </form>
  );
}

interface OutlineStepProps {
  projectId: string;
  state: WizardState;
  update: (patch: WizardPatch) => void;
  placeholderSlides: number[];
  steps?: FlowSteps;
}

/** Spec 001 §2 "Review & Edit Outline". */
export function OutlineStep({ projectId, state, update, placeholderSlides, steps = NATIVE_STEPS }: OutlineStepProps) {
  const slides = state.slides;
  const [index, setIndex] = useState(0);
  const [editing, setEditing] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [languageView, setLanguageView] = useState<'english' | 'translated'>('english');
  // Spec 001 §4: with a current translation the outline can show it; it is edited only in English.
  const translation = translatedView(state);
  const readOnly = languageView === 'translated' && translation !== null;
  const shown = readOnly ? translation.slides : slides;

  if (slides.length === 0) {
    return (
      <Card className="p-8 text-center">
        <h2 className="text-lg font-semibold text-ink">No slides available</h2>
        <p className="mt-1 text-sm text-ink-muted">Go back to the context step and create the outline.</p>
        <Button className="mt-4" variant="secondary" onClick={() => update({ currentStep: steps.context })}>
          Back to Context
        </Button>
      </Card>
    );
  }

  const current = Math.min(index, slides.length - 1);
  const slide = slides[current] as Slide;
  const shownSlide = (shown[current] ?? slide) as Slide;
  const total = totalDuration(slides);
  const target = presetDurationFor(state.duration);
  const warning = durationWarning(total, target);

  // Spec 001 §4: navigating to another slide cancels the edit.
  const go = (i: number) => {
    setEditing(false);
    setIndex(Math.max(0, Math.min(slides.length - 1, i)));
  };
  const setSlides = (next: Slide[]) => update({ slides: next, scriptsGenerated: next.every((s) => s.script.trim()) && state.scriptsGenerated });

  const createScripts = async () => {
    if (!state.selectedStyle) return;
    setBusy(true);
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
      update((s) => ({ slides: withScripts(s.slides, result.scripts), scriptsGenerated: true, currentStep: steps.scripts }));
    } catch (err) {
      setError(scriptFailure(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="outline-heading" className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="outline-heading" className="text-2xl font-bold text-ink">
            Review & Edit Outline
          </h2>
          <p className="mt-1 text-ink-muted">Check each slide, fix the wording, and add or remove slides before the narration is written.</p>
        </div>
        <div className="text-right text-sm">
          <p className="text-ink">
            Total <strong>{formatDuration(total)}</strong> <span className="text-ink-muted">/ target {formatDuration(target)}</span>
          </p>
        </div>
      </header>

      {warning && (
        <Alert tone="warning">
          The slides add up to {formatDuration(total)}, {formatDuration(warning.differenceSeconds)} {warning.direction} target ({formatDuration(target)}).
        </Alert>
      )}
      {placeholderSlides.length > 0 && (
        <Alert tone="info">
          Slide {placeholderSlides.join(', ')} could not be written from your content and {placeholderSlides.length === 1 ? 'has' : 'have'} placeholder text.
          Edit {placeholderSlides.length === 1 ? 'it' : 'them'} before continuing.
        </Alert>
      )}

      {translation && (
        <div className="flex flex-wrap items-center gap-3">
          <fieldset className="inline-flex rounded-lg border border-line bg-card p-1">
            <legend className="sr-only">Outline language</legend>
            {(
              [
                ['english', 'English'],
                ['translated', languageDisplayName(state.selectedLanguage)],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${languageView === value ? 'bg-brand text-white' : 'text-ink-muted hover:text-ink'}`}
              >
                <input
                  type="radio"
                  name="outline-language"
                  value={value}
                  checked={languageView === value}
                  onChange={() => {
                    setEditing(false);
                    setLanguageView(value);
                  }}
                  className="sr-only"
                />
                {label}
              </label>
            ))}
          </fieldset>
          {readOnly && (
            <p className="text-sm text-ink-muted">
              The translated text is read-only. Switch to English to edit; your changes are translated again when you reach Preview Slides.
            </p>
          )}
        </div>
      )}

      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
          <div className="flex items-center gap-2">
            <Badge tone="brand">{templateName(slide.templateId)}</Badge>
            <span className="text-sm text-ink-muted">{formatDuration(slide.duration)}</span>
          </div>
          <p className="text-sm font-medium text-ink" aria-live="polite">
            Slide {current + 1} of {slides.length}
          </p>
        </div>
        <div className="py-5">
          {editing ? (
            <SlideEditor
              key={slide.id}
              slide={slide}
              onCancel={() => setEditing(false)}
              onSave={(draft) => {
                setSlides(slides.map((s, i) => (i === current ? applyDraft(s, draft) : s)));
                setEditing(false);
              }}
            />
          ) : (
            <SlideDetails slide={shownSlide} />
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => go(current - 1)} disabled={current === 0}>
              Previous
            </Button>
            <Button variant="secondary" size="sm" onClick={() => go(current + 1)} disabled={current === slides.length - 1}>
              Next
            </Button>
          </div>
          {!editing && !readOnly && (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                Edit Slide
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setSlides(deleteSlide(slides, current));
                  setIndex(Math.max(0, current - 1));
                }}
                disabled={!canDeleteSlide(slides)}
                title={canDeleteSlide(slides) ? undefined : 'At least one slide must remain'}
              >
                Delete Slide
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setChoosing(true)}>
                Add New Slide After Current
              </Button>
            </div>
          )}
        </div>
      </Card>

      <section aria-labelledby="overview-heading">
        <h3 id="overview-heading" className="text-sm font-semibold text-ink">
          Slide Overview
        </h3>
        <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {slides.map((s, i) => (
            <li key={s.id}>
              <button
                type="button"
                onClick={() => go(i)}
                aria-current={i === current ? 'true' : undefined}
                className={`h-full w-full rounded-xl border p-3 text-left transition-colors ${i === current ? 'border-brand bg-brand-soft' : 'border-line bg-card hover:border-brand/50'}`}
              >
                <span className="block text-xs font-semibold text-ink-subtle">
                  {i + 1} · {templateName(s.templateId)} · {formatDuration(s.duration)}
                </span>
                <span className="mt-1 line-clamp-2 block text-sm font-medium text-ink">{shown[i]?.title ?? s.title}</span>
              </button>
            </li>
          ))}
        </ol>
      </section>

      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="secondary" onClick={() => update({ currentStep: steps.avatar ?? steps.context })} disabled={busy}>
          Back
        </Button>
        <Button size="lg" onClick={() => void createScripts()} busy={busy} busyLabel="Generating Scripts..." disabled={editing}>
          Generate Scripts
        </Button>
      </div>

      <TemplateChooserDialog
        open={choosing}
        onClose={() => setChoosing(false)}
        onChoose={(templateId) => {
          const next = insertSlideAfter(slides, current, templateId);
          setChoosing(false);
          setEditing(false);
          setSlides(next.slides);
          setIndex(next.index);
        }}
      />
    </section>
  );
}
