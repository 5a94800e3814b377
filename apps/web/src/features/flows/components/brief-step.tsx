import {
  AVATAR_DURATIONS_SECONDS,
  BRIEF_VIDEO_STYLES,
  DEFAULT_LANGUAGE,
  minutesText,
  needsTranslation,
  presetDurationFor,
  TEMPLATE_DURATION_MINUTES,
  templateFlowFor,
  templateFlowHeading,
  VIDEO_LINK_LIMITS,
  VIDEO_LINK_MESSAGES,
  VIDEO_STYLE_PRESETS,
  type VideoStyleId,
} from '@lectern/core';
import { useEffect, useId, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { SelectField, TextArea, TextField } from '@/components/field';
import { useDocuments } from '../api/documents-api';
import { fetchWebPage, generateOutline, type OutlineRequest } from '../api/generation-api';
import { useLanguages } from '../api/speech-api';
import { useTranslationStatus } from '../api/translation-api';
import { fetchVideoTranscript } from '../api/video-api';
import { translationBlocker } from '../hooks/use-slide-translation';
import type { WizardPatch } from '../hooks/use-wizard-state';
import { CONTENT_SOURCES, type ContentSource, type FlowSteps, NATIVE_STEPS, type WizardFlow, type WizardState } from '../model/wizard-state';
import { DocumentsPanel } from './documents-panel';

/** Spec 001 §8 "Content analysis failure". */
export const ANALYZE_FAILED = 'Failed to analyze content. Please try again.';

class PageUnreadable extends Error {}

const SOURCE_LABELS: Record<ContentSource, string> = { brief: 'Creative brief', text: 'Paste text', url: 'Web page link', video: 'Video link' };

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

interface BriefStepProps {
  projectId: string;
  state: WizardState;
  update: (patch: WizardPatch) => void;
  onOutline: (info: { placeholderSlides: number[] }) => void;
  /** Which wizard: the avatar wizard offers 1, 2 or 3 minutes and goes on to the avatar step (spec 001 §2). */
  flow?: WizardFlow;
  steps?: FlowSteps;
}

/** Spec 001 §2 avatar wizard step 1: the context heading. */
const avatarHeading = (seconds: number) => ({
  title: 'Create Video with Avatar',
  subtitle: `A ${seconds / 60}-minute video presented by the avatar you choose next`,
});

/** Spec 001 §2 "Brief step" with the template flow's duration and language (one screen). */
export function BriefStep({ projectId, state, update, onOutline, flow = 'native', steps = NATIVE_STEPS }: BriefStepProps) {
  const avatarFlow = flow === 'avatar';
  const languages = useLanguages();
  const translationStatus = useTranslationStatus();
  // Decision 141: a non-English target is translated only with a provider and the account's language conversion.
  const translated = needsTranslation(state.selectedLanguage);
  const translationBlocked = translated ? translationBlocker(translationStatus.data) : null;
  const documents = useDocuments(projectId);
  const docs = documents.data ?? [];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sourceName = useId();

  const style = state.selectedStyle ? VIDEO_STYLE_PRESETS[state.selectedStyle] : null;
  const hasCompleted = docs.some((d) => d.status === 'completed');
  // Spec 001 §4: once a document exists the toggle is locked on.
  const materialsLocked = docs.length > 0;
  const materialsOn = state.useSupportingMaterials || materialsLocked;
  // Keep the saved switch in line with the lock, so deleting the last document leaves it on.
  useEffect(() => {
    if (materialsLocked && !state.useSupportingMaterials) update({ useSupportingMaterials: true });
  }, [materialsLocked, state.useSupportingMaterials, update]);
  const input = state.contentInput;
  const linkSource = state.contentSource === 'url' || state.contentSource === 'video';
  const urlInvalid = linkSource && input.trim() !== '' && !isWebAddress(input);
  // Spec 001 §5: blank brief, no style, busy, or supporting materials without a completed document.
  const disabled = !input.trim() || !state.selectedStyle || busy || (materialsOn && !hasCompleted) || urlInvalid;
  // Spec 001 §2: the header follows the template flow (microlearning or lesson) the duration selects.
  const heading = avatarFlow ? avatarHeading(state.azureDuration) : templateFlowHeading(state.selectedTemplateFlow);

  const submit = async () => {
    if (disabled || !state.selectedStyle) return;
    setBusy(true);
    setError(null);
    update({ contentSubmitted: true, useSupportingMaterials: materialsOn, selectedTemplateFlow: state.selectedTemplateFlow });
    try {
      let brief = input.trim();
      let sourceText: string | undefined;
      let sourceOrigin: OutlineRequest['sourceOrigin'];
      if (state.contentSource === 'text') {
        sourceText = brief;
        sourceOrigin = { kind: 'text', title: '' };
        brief = '';
      } else if (state.contentSource === 'url') {
        // A page that cannot be read says why (the link is the person's to fix), unlike an analysis failure.
        const page = await fetchWebPage(brief).catch((err: Error) => {
          throw new PageUnreadable(err.message);
        });
        sourceText = `${page.title}\n\n${page.text}`;
        sourceOrigin = { kind: 'web', title: page.title, ...(page.tree ? { tree: page.tree } : {}) };
        brief = '';
      } else if (state.contentSource === 'video') {
        // The captions in the output language if the video has them, else any (issue 11); the reason goes to the person as said.
        const video = await fetchVideoTranscript(brief, state.selectedLanguage).catch((err: Error) => {
          throw new PageUnreadable(err.message);
        });
        sourceText = video.title ? `${video.title}\n\n${video.text}` : video.text;
        // The captions' structure (chapters as sections) goes with them, as a web page's does (issue 20 item 1).
        sourceOrigin = { kind: 'captions', title: video.title ?? '', ...(video.tree ? { tree: video.tree } : {}) };
        brief = '';
      }
      const result = await generateOutline({
        projectId,
        brief,
        styleId: state.selectedStyle,
        // The avatar wizard's outline targets the chosen 60, 120 or 180 s (spec 001 §9).
        durationSeconds: avatarFlow ? state.azureDuration : presetDurationFor(state.duration),
        projectTitle: state.projectTitle,
        // The offline engine writes in the brief's language, which the hint asks to be the chosen one.
        language: state.selectedLanguage,
        ...(sourceText ? { sourceText, sourceOrigin } : {}),
      });
      // Decision 118: a tone the brief states preselects the tone select; the select stays the user's to change.
      const steering = result.steering ?? null;
      update({
        slides: result.slides,
        slidesGenerated: true,
        scriptsGenerated: false,
        // Spec 001 §4: content submit moves to step 2 (the outline, or the avatar in the avatar wizard).
        currentStep: steps.avatar ?? steps.outline,
        briefSteering: steering,
        ...(steering?.tone ? { tone: steering.tone } : {}),
      });
      onOutline({ placeholderSlides: result.placeholderSlides ?? [] });
    } catch (err) {
      if (err instanceof PageUnreadable) return setError(err.message || ANALYZE_FAILED);
      // Spec 001 §8: the content analysis failure alert is fixed; the cause goes to the log.
      console.warn('Content analysis failed:', (err as Error).message);
      setError(ANALYZE_FAILED);
    } finally {
      setBusy(false);
    }
  };

  // The language's own name beside the English one, so a viewer who reads no English finds it ("German (Germany) · Deutsch (Deutschland)").
  const languageOptions = (languages.data ?? []).map((l) => ({
    value: l.code,
    label: l.nativeName && l.nativeName !== l.name ? `${l.name} · ${l.nativeName}` : l.name,
  }));

  return (
    <section aria-labelledby="brief-heading" className="space-y-6">
      <header>
        <h2 id="brief-heading" className="text-2xl font-bold text-ink">
          {heading.title}
        </h2>
        <p className="mt-1 text-ink-muted">{heading.subtitle}</p>
      </header>

      <form
        className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        aria-label="Video content"
      >
        <div className="space-y-6">
          <Card className="space-y-5 p-5 sm:p-6">
            <fieldset>
              <legend className="text-sm font-medium text-ink">Start from</legend>
              <div className="mt-2 grid grid-cols-2 gap-1 sm:grid-cols-4 rounded-lg bg-surface p-1 ring-1 ring-line">
                {CONTENT_SOURCES.map((source) => (
                  <label
                    key={source}
                    className={`cursor-pointer rounded-md px-2 py-2 text-center text-xs font-semibold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent sm:text-sm ${
                      state.contentSource === source ? 'bg-card text-brand shadow-sm' : 'text-ink-muted hover:text-ink'
                    }`}
                  >
                    <input
                      type="radio"
                      name={sourceName}
                      value={source}
                      checked={state.contentSource === source}
                      onChange={() => update({ contentSource: source, contentInput: source === state.contentSource ? input : '' })}
                      className="sr-only"
                    />
                    {SOURCE_LABELS[source]}
                  </label>
                ))}
              </div>
            </fieldset>

            {state.contentSource === 'brief' && (
              <TextArea
                label="Creative brief"
                required
                rows={7}
                value={input}
                onChange={(e) => update({ contentInput: e.target.value })}
                placeholder="Who is the video for, what should they learn or do, and what must it cover? For example: A 2-minute refresher for warehouse staff on safe lifting: bend the knees, keep the load close, ask for help above 25 kg."
                hint="Describe the audience, the goal and the key points. The more specific, the better the outline."
              />
            )}
            {state.contentSource === 'text' && (
              <TextArea
                label="Source text"
                required
                rows={10}
                value={input}
                onChange={(e) => update({ contentInput: e.target.value })}
                placeholder="Paste an article, policy, lesson notes or meeting summary."
                hint="Lectern finds the sections and key sentences and builds the slides from them."
              />
            )}
            {state.contentSource === 'url' && (
              <TextField
                label="Web page link"
                type="url"
                required
                inputMode="url"
                value={input}
                onChange={(e) => update({ contentInput: e.target.value })}
                placeholder="https://example.com/article"
                error={urlInvalid ? 'Enter a full web address starting with http:// or https://' : null}
                hint="Lectern reads the article text on this page (public pages only)."
              />
            )}
            {state.contentSource === 'video' && (
              <TextField
                label="Video link"
                type="url"
                required
                inputMode="url"
                maxLength={VIDEO_LINK_LIMITS.maxUrlLength}
                value={input}
                onChange={(e) => update({ contentInput: e.target.value })}
                placeholder="https://www.youtube.com/watch?v=..."
                error={urlInvalid ? VIDEO_LINK_MESSAGES.invalidUrl : null}
                hint="A YouTube video or a page whose video has captions. Lectern reads the captions in the output language, or any the video has (public videos only)."
              />
            )}

            <div>
              <SelectField
                label="Video style"
                required
                value={state.selectedStyle}
                onChange={(e) => update({ selectedStyle: e.target.value as VideoStyleId | '' })}
                placeholder="Choose a video style"
                options={BRIEF_VIDEO_STYLES.map((id) => ({ value: id, label: VIDEO_STYLE_PRESETS[id].name }))}
              />
              {style ? (
                <div className="mt-2 rounded-lg border border-brand/20 bg-brand-soft px-3 py-2 text-sm">
                  <p className="font-semibold text-brand-ink">{style.name}</p>
                  <p className="text-ink-muted">{style.description}</p>
                  <p className="mt-1 text-xs text-brand-ink">Recommended for {style.recommendedFor}</p>
                </div>
              ) : (
                <ul className="mt-2 grid gap-2 sm:grid-cols-2" aria-label="Available styles">
                  {BRIEF_VIDEO_STYLES.map((id) => (
                    <li key={id} className="rounded-lg border border-line px-3 py-2 text-xs">
                      <p className="font-semibold text-ink">{VIDEO_STYLE_PRESETS[id].name}</p>
                      <p className="text-ink-muted">{VIDEO_STYLE_PRESETS[id].description}</p>
                      <p className="mt-1 text-ink-subtle">Recommended for {VIDEO_STYLE_PRESETS[id].recommendedFor}</p>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </Card>

          <Card className="space-y-4 p-5 sm:p-6">
            <div className="flex items-start justify-between gap-4">
              <div>
                <h3 id="materials-label" className="text-sm font-semibold text-ink">
                  Supporting Materials
                </h3>
                <p id="materials-hint" className="mt-0.5 text-sm text-ink-muted">
                  {materialsLocked
                    ? 'Your documents are part of this video. Delete them all to switch this off.'
                    : 'Add documents so the outline and scripts draw on your own material.'}
                </p>
              </div>
              <button
                type="button"
                role="switch"
                aria-checked={materialsOn}
                aria-labelledby="materials-label"
                aria-describedby="materials-hint"
                disabled={materialsLocked}
                onClick={() => update({ useSupportingMaterials: !materialsOn })}
                className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed ${materialsOn ? 'bg-brand' : 'bg-slate-300'} ${materialsLocked ? 'opacity-70' : ''}`}
              >
                <span
                  className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${materialsOn ? 'translate-x-5.5' : 'translate-x-0.5'}`}
                />
              </button>
            </div>
            {materialsOn && <DocumentsPanel projectId={projectId} documents={docs} />}
          </Card>
        </div>

        <aside className="space-y-6">
          <Card className="space-y-5 p-5 sm:p-6">
            <h3 className="text-sm font-semibold text-ink">Video settings</h3>
            {avatarFlow ? (
              <SelectField
                label="Duration"
                value={String(state.azureDuration)}
                onChange={(e) => {
                  const seconds = Number(e.target.value);
                  update({ azureDuration: seconds, duration: seconds / 60 });
                }}
                options={AVATAR_DURATIONS_SECONDS.map((s) => ({ value: String(s), label: minutesText(s / 60) }))}
                hint="Avatar minutes are charged by this duration."
              />
            ) : (
              <SelectField
                label="Duration"
                value={String(state.duration)}
                onChange={(e) => {
                  const minutes = Number(e.target.value);
                  update({ duration: minutes, selectedTemplateFlow: templateFlowFor(minutes) });
                }}
                options={TEMPLATE_DURATION_MINUTES.map((m) => ({ value: String(m), label: minutesText(m) }))}
              />
            )}
            <SelectField
              label="Output language"
              value={languages.data ? state.selectedLanguage : ''}
              disabled={!languages.data}
              onChange={(e) => update({ selectedLanguage: e.target.value || DEFAULT_LANGUAGE })}
              placeholder={languages.data ? undefined : 'Loading languages...'}
              options={languageOptions}
              hint={
                translated && translationStatus.data && !translationBlocked
                  ? 'Your slides and scripts are written in English and translated into this language when you reach Preview Slides.'
                  : avatarFlow
                    ? 'Your avatar speaks the chosen language with the chosen avatar’s voice. The offline engine keeps your text as written, so write the brief in the language you want to hear.'
                    : 'The narration voice speaks this language. The offline engine keeps your text as written, so write the brief in the language you want to hear.'
              }
            />
            {translationBlocked && (
              <Alert tone="info" title="Narration stays in English">
                {translationBlocked} Without translation the slides and scripts stay as written and the chosen voice reads them.
              </Alert>
            )}
          </Card>

          {error && <Alert tone="error">{error}</Alert>}
          {state.slides.length > 0 && !busy && <p className="text-xs text-ink-subtle">Creating the outline again replaces your current slides.</p>}
          <Button type="submit" size="lg" className="w-full" disabled={disabled} busy={busy} busyLabel="Processing...">
            {avatarFlow ? 'Create Outline & Choose Avatar' : 'Create Outline'}
          </Button>
          {materialsOn && !hasCompleted && (
            <p className="text-xs text-ink-subtle">Upload a document and wait until it is ready, or switch Supporting Materials off.</p>
          )}
        </aside>
      </form>
    </section>
  );
}
