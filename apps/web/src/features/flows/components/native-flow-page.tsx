import type { Project } from '@lectern/core';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '@/components/spinner';
import { useWizardState } from '../hooks/use-wizard-state';
import { isLocked, type WizardStep } from '../model/wizard-state';
import { BriefStep } from './brief-step';
import { type ConfirmDialogProps, GenerateStep } from './generate-step';
import { OutlineStep } from './outline-step';
import { PreviewStep } from './preview-step';
import { ScriptsStep } from './scripts-step';
import { WizardStepper } from './wizard-stepper';

export interface NativeFlowPageProps {
  projectId: string;
  /** The allowance feature's confirmation dialog, given by the app (features do not import each other). */
  ConfirmDialog: ComponentType<ConfirmDialogProps>;
}

/** Spec 001 §2 "Wizard for video without avatar": Context, Outline, Scripts, Preview Slides, Generate Video. */
export function NativeFlowPage({ projectId, ConfirmDialog }: NativeFlowPageProps) {
  const navigate = useNavigate();
  const { project, state, update, flush, reload } = useWizardState(projectId);
  const [placeholderSlides, setPlaceholderSlides] = useState<number[]>([]);
  const [confirmOnEnter, setConfirmOnEnter] = useState(false);

  useEffect(() => {
    // Spec 001 §2: a missing project or one that fails to load sends the user to /dashboard.
    if (project.isError) navigate('/dashboard', { replace: true });
  }, [project.isError, navigate]);

  const completed = useCallback((fresh: Project) => reload(fresh), [reload]);

  if (!state) {
    return (
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-brand">
        <Spinner size="lg" label="" />
        <p className="text-sm font-medium text-ink-muted">Loading project...</p>
      </div>
    );
  }

  const locked = isLocked(state);
  // Spec 001 §2/§4: with a final video every step is locked and the video is what is shown.
  const step: WizardStep = locked ? 5 : state.currentStep;
  const go = (to: WizardStep) => {
    if (locked) return;
    setConfirmOnEnter(false);
    update({ currentStep: to });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-8 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* Same words and place as the project view's back link (the sidebar's "Projects"). */}
        <Link to="/projects" className="text-sm font-semibold text-brand hover:underline">
          <span aria-hidden="true">←</span> All projects
        </Link>
        <span className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">Video without Avatar</span>
      </div>
      <h1 className="mt-2 text-xl font-bold break-words text-ink sm:text-2xl">{project.data?.name ?? state.projectTitle}</h1>
      <div className="mt-5 rounded-card border border-line bg-card px-3 py-3 shadow-sm sm:px-4">
        <WizardStepper current={step} furthest={locked ? 5 : state.furthestStep} locked={locked} onSelect={go} />
      </div>
      <div className="mt-8">
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
      </div>
    </div>
  );
}
