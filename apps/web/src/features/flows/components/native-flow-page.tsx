import type { Project } from '@lectern/core';
import { type ComponentType, useCallback, useState } from 'react';
import { ProjectLoadProblem } from '@/components/project-load-problem';
import { useWizardState } from '../hooks/use-wizard-state';
import { isLocked, type WizardStep } from '../model/wizard-state';
import { BriefStep } from './brief-step';
import { type ConfirmDialogProps, GenerateStep } from './generate-step';
import { OutlineStep } from './outline-step';
import { PreviewStep } from './preview-step';
import { ScriptsStep } from './scripts-step';
import { WizardFrame, WizardLoading } from './wizard-frame';
import { WizardStepper } from './wizard-stepper';

export interface NativeFlowPageProps {
  projectId: string;
  /** The allowance feature's confirmation dialog, given by the app (features do not import each other). */
  ConfirmDialog: ComponentType<ConfirmDialogProps>;
}

/** Spec 001 §2 "Wizard for video without avatar": Context, Outline, Scripts, Preview Slides, Generate Video. */
export function NativeFlowPage({ projectId, ConfirmDialog }: NativeFlowPageProps) {
  const { project, state, update, flush, reload } = useWizardState(projectId);
  const [placeholderSlides, setPlaceholderSlides] = useState<number[]>([]);
  const [confirmOnEnter, setConfirmOnEnter] = useState(false);

  const completed = useCallback((fresh: Project) => reload(fresh), [reload]);

  // A failed read says so with Try again (decision 153); the app's project gate usually says it first.
  if (!state) return project.isError ? <ProjectLoadProblem error={project.error} onRetry={() => void project.refetch()} /> : <WizardLoading />;

  const locked = isLocked(state);
  // Spec 001 §2/§4: with a final video every step is locked and the video is what is shown.
  const step: WizardStep = locked ? 5 : state.currentStep;
  const go = (to: WizardStep) => {
    if (locked) return;
    setConfirmOnEnter(false);
    update({ currentStep: to });
  };

  return (
    <WizardFrame
      kind="Video without Avatar"
      title={project.data?.name ?? state.projectTitle}
      stepper={<WizardStepper current={step} furthest={locked ? 5 : state.furthestStep} locked={locked} onSelect={go} />}
    >
      {step === 1 && <BriefStep projectId={projectId} state={state} update={update} onOutline={({ placeholderSlides: p }) => setPlaceholderSlides(p)} />}
      {step === 2 && <OutlineStep projectId={projectId} state={state} update={update} placeholderSlides={placeholderSlides} />}
      {step === 3 && <ScriptsStep projectId={projectId} state={state} update={update} />}
      {step === 4 && (
        <PreviewStep
          projectId={projectId}
          state={state}
          update={update}
          onGenerate={() => {
            setConfirmOnEnter(true);
            update({ currentStep: 5 });
          }}
        />
      )}
      {step === 5 && (
        <GenerateStep
          projectId={projectId}
          state={state}
          update={update}
          flush={flush}
          onCompleted={completed}
          ConfirmDialog={ConfirmDialog}
          confirmOnEnter={confirmOnEnter}
        />
      )}
    </WizardFrame>
  );
}
