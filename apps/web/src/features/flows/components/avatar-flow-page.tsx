import { findAvatar, type Project } from '@lectern/core';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { ProjectLoadProblem } from '@/components/project-load-problem';
import { useWizardState } from '../hooks/use-wizard-state';
import { withPresenterVisibility } from '../model/avatar-rules';
import { AVATAR_STEPS, FLOW_STEP_LABELS, isLocked, type WizardStep } from '../model/wizard-state';
import { AvatarStep, voiceNote } from './avatar-step';
import { BriefStep } from './brief-step';
import { type ConfirmDialogProps, GenerateStep } from './generate-step';
import { OutlineStep } from './outline-step';
import { PresenterPortrait } from './presenter-portrait';
import { PreviewStep } from './preview-step';
import { ScriptsStep } from './scripts-step';
import { WizardFrame, WizardLoading } from './wizard-frame';
import { WizardStepper } from './wizard-stepper';

export interface AvatarFlowPageProps {
  projectId: string;
  /** The allowance feature's confirmation dialog, given by the app (features do not import each other). */
  ConfirmDialog: ComponentType<ConfirmDialogProps>;
}

const steps = AVATAR_STEPS;

/**
 * Spec 001 §2 "Wizard for video with avatar (6 steps)": Context, Avatar, Outline, Scripts,
 * Preview Slides, Generate Video. progress_data.currentStep counts these steps (out of 7 for the
 * project's progress percentage, spec 001 §4); going back to step 1 clears the avatar.
 */
export function AvatarFlowPage({ projectId, ConfirmDialog }: AvatarFlowPageProps) {
  const { project, state, update, flush, reload } = useWizardState(projectId, 'avatar');
  const [placeholderSlides, setPlaceholderSlides] = useState<number[]>([]);
  const [confirmOnEnter, setConfirmOnEnter] = useState(false);

  // Spec 001 §4 "Avatar visibility per slide": kept on the saved slides, so preview and render agree.
  const slides = state?.slides;
  const locked = state ? isLocked(state) : false;
  useEffect(() => {
    if (!slides || locked) return;
    const visible = withPresenterVisibility(slides);
    if (visible !== slides) update({ slides: [...visible] });
  }, [slides, locked, update]);

  const completed = useCallback((fresh: Project) => reload(fresh), [reload]);

  // A failed read says so with Try again (decision 153); the app's project gate usually says it first.
  if (!state) return project.isError ? <ProjectLoadProblem error={project.error} onRetry={() => void project.refetch()} /> : <WizardLoading />;

  const presenter = findAvatar(state.selectedAvatar) ?? null;
  // Spec 001 §2/§4: with a final video every step is locked and the video is what is shown.
  // A step past the avatar without one chosen (an old or edited save) returns to the avatar step.
  const wanted: WizardStep = locked ? steps.generate : state.currentStep;
  const step: WizardStep = !locked && !presenter && wanted > (steps.avatar as WizardStep) ? (steps.avatar as WizardStep) : wanted;
  const go = (to: WizardStep) => {
    if (locked) return;
    setConfirmOnEnter(false);
    update({ currentStep: to });
  };

  const narrator = presenter && (
    <div className="mt-4 flex w-fit items-center gap-3 rounded-lg border border-line bg-card p-2 pr-4">
      <PresenterPortrait avatar={presenter} className="h-12 w-12 shrink-0 rounded-full" />
      <p className="text-sm text-ink-muted">
        <span className="font-semibold text-ink">{presenter.name}</span> speaks these scripts with the {voiceNote(presenter).toLowerCase()}.
      </p>
    </div>
  );

  return (
    <WizardFrame
      kind="Video with Avatar"
      title={project.data?.name ?? state.projectTitle}
      stepper={
        <WizardStepper current={step} furthest={locked ? steps.generate : state.furthestStep} locked={locked} onSelect={go} labels={FLOW_STEP_LABELS.avatar} />
      }
    >
      {step === steps.context && (
        <BriefStep
          projectId={projectId}
          state={state}
          update={update}
          flow="avatar"
          steps={steps}
          onOutline={({ placeholderSlides: p }) => setPlaceholderSlides(p)}
        />
      )}
      {step === steps.avatar && <AvatarStep state={state} update={update} steps={steps} />}
      {step === steps.outline && <OutlineStep projectId={projectId} state={state} update={update} placeholderSlides={placeholderSlides} steps={steps} />}
      {step === steps.scripts && <ScriptsStep projectId={projectId} state={state} update={update} steps={steps} audioSettings={false} narrator={narrator} />}
      {step === steps.preview && (
        <PreviewStep
          projectId={projectId}
          state={state}
          update={update}
          steps={steps}
          presenter={presenter}
          onGenerate={() => {
            setConfirmOnEnter(true);
            update({ currentStep: steps.generate });
          }}
        />
      )}
      {step === steps.generate && (
        <GenerateStep
          projectId={projectId}
          state={state}
          update={update}
          flush={flush}
          onCompleted={completed}
          ConfirmDialog={ConfirmDialog}
          confirmOnEnter={confirmOnEnter}
          steps={steps}
          presenter={presenter}
        />
      )}
    </WizardFrame>
  );
}
