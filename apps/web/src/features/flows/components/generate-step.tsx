import type { Avatar, Project } from '@lectern/core';
import {
  ASPECT_RATIOS,
  AVATAR_BUTTONS,
  AVATAR_MESSAGES,
  avatarEstimateText,
  avatarLabel,
  avatarResumeAction,
  captionLanguage,
  formatDuration,
  formatRequiredMinutes,
  presetDurationFor,
  requiredMinutes,
  themeById,
} from '@lectern/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button, ButtonLink } from '@/components/button';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { ApiError, api } from '@/lib/api-client';
import { projectKey, useProject } from '../api/project-api';
import { cancelRender, fetchLatestRender, isFinalRender, type Render, startRender } from '../api/render-api';
import { useRenderProgress } from '../hooks/use-render-progress';
import { useSlideTranslation } from '../hooks/use-slide-translation';
import type { WizardPatch } from '../hooks/use-wizard-state';
import { publishingSummary } from '../model/publishing-summary';
import { nextRenderLog, type RenderLogEntry } from '../model/render-log';
import { type FlowSteps, NATIVE_STEPS, type WizardState } from '../model/wizard-state';
import { PublishingOptions } from './publishing-options';
import { RenderLogBox } from './render-log-box';
import { RenderProgressPanel } from './render-progress-panel';
import { TranslationNotice } from './translation-notice';

/** The finished video's captions sit beside its file route: /api/videos/{id}/file → …/captions.vtt (docs/decisions/007). */
const captionsUrlOf = (videoUrl: string) => videoUrl.replace(/\/file$/, '/captions.vtt');
/** Its chapters (one per slide title, issue 14) too: …/chapters.vtt. */
const chaptersUrlOf = (videoUrl: string) => videoUrl.replace(/\/file$/, '/chapters.vtt');
/** A vertical or square player is kept narrow enough to fit on screen. */
const PLAYER_WIDTH = { '16:9': 'w-full', '1:1': 'mx-auto w-full max-w-[34rem]', '9:16': 'mx-auto w-full max-w-[22rem]' } as const;

/** The props the wizards give the allowance feature's confirmation dialog. */
export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  requiredMinutes: number;
  /** Which minutes the video uses: avatar minutes in the avatar wizard (spec 001 §5). */
  videoType: 'non_avatar' | 'avatar';
  confirming?: boolean;
}

/** Spec 001 §4 estimates beside the bar: "2-3 minutes", "1-2 minutes", or the offline presenter's shorter figure. */
const avatarEstimate = (percent: number, etaSeconds: number | null | undefined) => {
  const text = avatarEstimateText(percent, etaSeconds);
  return text ? `Estimated time: ${text}` : 'Almost done';
};

/**
 * Spec 001 §2 step 6: the orange button that replaces Generate Video when presenter clips exist.
 * Orange 700 keeps white text above 4.5:1.
 */
function ResumeButton({ action, busy, onClick }: { action: 'resume' | 'retry'; busy: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
      className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-orange-700 px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-orange-800 focus-visible:outline-3 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy && <Spinner size="sm" label="" />}
      {busy ? AVATAR_BUTTONS.processing : action === 'retry' ? AVATAR_BUTTONS.retry : AVATAR_BUTTONS.resume}
    </button>
  );
}

interface GenerateStepProps {
  projectId: string;
  state: WizardState;
  update: (patch: WizardPatch) => void;
  /** Saves pending changes: the server renders what is saved. */
  flush: () => Promise<void>;
  onCompleted: (project: Project) => void;
  ConfirmDialog: ComponentType<ConfirmDialogProps>;
  /** Opens the confirmation as the step is entered from the preview. */
  confirmOnEnter: boolean;
  steps?: FlowSteps;
  /** Avatar wizard: the chosen presenter; the video then uses avatar minutes and can be resumed (spec 001 §2 step 6). */
  presenter?: Avatar | null;
}

/** Spec 001 §2 step 5 (step 6 with an avatar): confirmation, the progress panel, then the video. */
export function GenerateStep({
  projectId,
  state,
  update,
  flush,
  onCompleted,
  ConfirmDialog,
  confirmOnEnter,
  steps = NATIVE_STEPS,
  presenter = null,
}: GenerateStepProps) {
  const client = useQueryClient();
  const avatarFlow = presenter !== null;
  // The video is narrated (and captioned) in the language chosen for it (docs/decisions/140).
  const captions = captionLanguage(state.selectedLanguage);
  const translation = useSlideTranslation(projectId, state, update);
  const project = useProject(projectId);
  // Spec 001 §4 "Avatar persistence and resume": presenter clips saved and no final video.
  const resumeAction = avatarFlow ? avatarResumeAction(project.data?.progress_data ?? {}) : null;
  // Entering from the preview asks to confirm a new video; with presenter clips to carry on from, the orange button does instead.
  const [confirmOpen, setConfirmOpen] = useState(confirmOnEnter && !state.renderId && !state.finalVideoUrl && !resumeAction);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [resumeChecked, setResumeChecked] = useState(Boolean(state.renderId));
  const [resuming, setResuming] = useState(false);

  // Spec 001 §5: required minutes from the selected duration (core requiredMinutes): avatar
  // videos the chosen 60, 120 or 180 s, others the 1–5 minutes.
  const videoType = avatarFlow ? 'avatar' : 'non_avatar';
  const minutes = requiredMinutes({
    videoType,
    selectedDurationSeconds: avatarFlow ? state.azureDuration : state.duration * 60,
    slideDurationsSeconds: state.slides.map((s) => s.duration),
  });

  // After a reload: pick up the project's latest render when no id was saved yet.
  useEffect(() => {
    if (state.renderId) return;
    let live = true;
    fetchLatestRender(projectId)
      .then((latest) => {
        if (live && latest && (!isFinalRender(latest) || latest.status === 'completed')) update({ renderId: latest.id });
      })
      .catch(() => undefined)
      .finally(() => live && setResumeChecked(true));
    return () => {
      live = false;
    };
  }, [projectId, state.renderId, update]);

  const finished = useCallback(
    async (render: Render) => {
      if (render.status !== 'completed') {
        // Spec 001 §4: after a failure the project's presenter-clip flags decide Resume or Retry: read them fresh.
        if (render.status === 'failed' && avatarFlow) {
          await client.invalidateQueries({ queryKey: projectKey(projectId) }).catch(() => undefined);
        }
        return;
      }
      // Spec 001 §4: the server stored the final video on the project; reload it and lock the steps.
      await client.invalidateQueries({ queryKey: ['projects'] });
      try {
        const fresh = await api<{ project: Project }>(`/api/projects/${projectId}`);
        client.setQueryData(projectKey(projectId), fresh.project);
        onCompleted(fresh.project);
      } catch {
        // The video exists; the page shows it from the render either way.
      }
    },
    [client, onCompleted, projectId, avatarFlow],
  );
  // Spec 001 §2: the log box records each state the render reports, with its time (one log per render).
  const [log, setLog] = useState<{ renderId: string; entries: RenderLogEntry[] } | null>(null);
  const logState = useCallback((next: Render) => {
    setLog((prev) => ({ renderId: next.id, entries: nextRenderLog(prev?.renderId === next.id ? prev.entries : [], next, new Date()) }));
  }, []);
  const render = useRenderProgress(state.renderId, finished, logState);

  const confirm = async () => {
    setStarting(true);
    setStartError(null);
    try {
      // Spec 001 §4: the video is made from the translated slides; English edited after the last
      // translation (without passing Preview again) is translated now, and a failure keeps English.
      await translation.ensure();
      await flush();
      const started = await startRender(projectId, state.videoFormat);
      update({ renderId: started.id });
      setConfirmOpen(false);
    } catch (err) {
      setConfirmOpen(false);
      setStartError(err instanceof ApiError ? err.message : 'Video generation failed. Please try again.');
    } finally {
      setStarting(false);
    }
  };

  /** Resume or Retry: the same render request; the server carries on from the saved presenter clips. */
  const resume = async () => {
    setResuming(true);
    setStartError(null);
    try {
      await flush();
      const started = await startRender(projectId, state.videoFormat);
      update({ renderId: started.id });
    } catch (err) {
      setStartError(err instanceof ApiError ? err.message : 'Video generation failed. Please try again.');
    } finally {
      setResuming(false);
    }
  };

  const cancel = async () => {
    if (!state.renderId) return;
    setCancelling(true);
    try {
      await cancelRender(state.renderId);
    } catch {
      // The stream reports the final state either way.
    } finally {
      setCancelling(false);
    }
  };

  const videoUrl = state.finalVideoUrl ?? (render?.status === 'completed' && render.videoId ? `/api/videos/${render.videoId}/file` : null);
  const active = state.renderId && !videoUrl && (!render || !isFinalRender(render));
  const theme = themeById(state.selectedTheme);

  return (
    <section aria-labelledby="generate-heading" className="space-y-6">
      <header>
        <h2 id="generate-heading" className="text-2xl font-bold text-ink">
          {videoUrl ? 'Your video is ready' : 'Generate Video'}
        </h2>
        <p className="mt-1 text-ink-muted">
          {videoUrl
            ? 'Watch it here, download it, or open it in your projects to share it.'
            : avatarFlow
              ? 'Lectern records your avatar speaking the scripts and puts it on your slides.'
              : 'Lectern records the narration and renders your slides into a video.'}
        </p>
      </header>

      {videoUrl ? (
        <Card className="overflow-hidden">
          <div className="bg-black">
            <video
              src={videoUrl}
              controls
              preload="metadata"
              className={`block bg-black ${PLAYER_WIDTH[state.aspectRatio]}`}
              style={{ aspectRatio: `${ASPECT_RATIOS[state.aspectRatio].width} / ${ASPECT_RATIOS[state.aspectRatio].height}` }}
              aria-label="Your generated video"
            >
              {/* Captions burned into the picture are offered but not switched on, so the words are not shown twice. */}
              <track kind="captions" srcLang={captions.code} label={captions.label} default={!state.burnedCaptions} src={captionsUrlOf(videoUrl)} />
              <track kind="chapters" srcLang={captions.code} label="Slides" src={chaptersUrlOf(videoUrl)} />
            </video>
          </div>
          <p className="px-4 pt-4 text-sm text-ink-muted">{publishingSummary(state)}. Another format can be made from the project page.</p>
          <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <a href={`${videoUrl}?download=1`} download className="text-sm font-semibold text-brand hover:underline">
              Download video
            </a>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <ButtonLink to="/dashboard" variant="secondary">
                Back to Dashboard
              </ButtonLink>
              <ButtonLink to={`/project/${projectId}/view`}>View in Projects</ButtonLink>
            </div>
          </div>
        </Card>
      ) : active ? (
        <RenderProgressPanel render={render} onCancel={() => void cancel()} cancelling={cancelling} {...(avatarFlow ? { estimate: avatarEstimate } : {})} />
      ) : (
        <>
          {render?.status === 'failed' && (
            <Alert tone="error" title={AVATAR_MESSAGES.panelFailed}>
              {render.error || 'Something went wrong while rendering. Please try again.'}
            </Alert>
          )}
          {render?.status === 'cancelled' && <Alert tone="info">Video generation was cancelled. Your slides and scripts are unchanged.</Alert>}
          {startError && <Alert tone="error">{startError}</Alert>}
          <TranslationNotice translation={translation} language={state.selectedLanguage} />
          <Card className="p-6 sm:p-8">
            <h3 className="text-lg font-semibold text-ink">Generate Your Training Video</h3>
            {resumeAction && (
              <p className="mt-2 text-sm text-ink-muted">
                {resumeAction === 'retry'
                  ? 'Your presenter clips are saved, but putting the final video together did not finish. Retry to compose it again.'
                  : 'Your presenter clips are saved. Resume to finish the video from where it stopped.'}
              </p>
            )}
            <dl className={`mt-4 grid grid-cols-2 gap-4 text-sm sm:grid-cols-3 ${avatarFlow ? 'lg:grid-cols-6' : 'lg:grid-cols-5'}`}>
              <div>
                <dt className="text-ink-subtle">Slides</dt>
                <dd className="font-semibold text-ink">{state.slides.length}</dd>
              </div>
              <div>
                <dt className="text-ink-subtle">Target length</dt>
                <dd className="font-semibold text-ink">{formatDuration(avatarFlow ? state.azureDuration : presetDurationFor(state.duration))}</dd>
              </div>
              {presenter && (
                <div>
                  <dt className="text-ink-subtle">Avatar</dt>
                  <dd className="font-semibold text-ink">{avatarLabel(presenter)}</dd>
                </div>
              )}
              <div>
                <dt className="text-ink-subtle">Theme</dt>
                <dd className="font-semibold text-ink">{theme.name}</dd>
              </div>
              <div>
                <dt className="text-ink-subtle">Shape</dt>
                <dd className="font-semibold text-ink">
                  {ASPECT_RATIOS[state.aspectRatio].label} {state.aspectRatio}
                </dd>
              </div>
              <div>
                <dt className="text-ink-subtle">Uses</dt>
                <dd className="font-semibold text-ink">{formatRequiredMinutes(minutes)}</dd>
              </div>
            </dl>
            {!resumeAction && (
              <div className="mt-6">
                <PublishingOptions projectId={projectId} state={state} update={update} disabled={starting} />
              </div>
            )}
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              <Button variant="secondary" onClick={() => update({ currentStep: steps.preview })}>
                Back
              </Button>
              {resumeAction ? (
                <ResumeButton action={resumeAction} busy={resuming} onClick={() => void resume()} />
              ) : avatarFlow ? (
                <Button
                  size="lg"
                  onClick={() => setConfirmOpen(true)}
                  disabled={state.slides.length === 0 || !resumeChecked}
                  busy={starting}
                  busyLabel={AVATAR_BUTTONS.generating}
                >
                  {AVATAR_BUTTONS.generate}
                </Button>
              ) : (
                <Button size="lg" onClick={() => setConfirmOpen(true)} disabled={state.slides.length === 0 || !resumeChecked}>
                  {render?.status === 'failed' ? 'Retry Video Generation' : 'Generate Video'}
                </Button>
              )}
            </div>
          </Card>
        </>
      )}

      <RenderLogBox entries={log && log.renderId === state.renderId ? log.entries : []} />

      <ConfirmDialog
        open={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        onConfirm={() => void confirm()}
        requiredMinutes={minutes}
        videoType={videoType}
        confirming={starting}
      />
    </section>
  );
}
