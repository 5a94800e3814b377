import {
  ONBOARDING_STEP_COUNT,
  ONBOARDING_TITLES,
  type OnboardingAnswers,
  onboardingStepError,
  type Profile,
  type ProfileUpdate,
  resolveRoles,
  splitStoredRoles,
} from '@lectern/core';
import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { useSaveOnboardingAnswers, useStoreProfile } from '../api/profile-api';
import { ONBOARDING_MESSAGES } from '../onboarding-messages';
import { OnboardingProgress } from './onboarding-progress';
import { NicknameStep, ReadyStep, RoleStep, TeamSizeStep, UseCaseStep } from './onboarding-steps';

/** Starts from what the profile already holds, so a reload resumes with earlier answers. */
function initialAnswers(profile: Profile): OnboardingAnswers {
  const { selected, otherText } = splitStoredRoles(profile.role ?? []);
  return {
    nickname: profile.username ?? '',
    roles: selected,
    otherRole: otherText,
    teamSize: profile.team_size ?? '',
    useCases: profile.use_cases ?? [],
  };
}

/**
 * A reload resumes at the first step still unanswered (each Next saved its answer), not at step 1;
 * with every answer saved it is the final "ready" step.
 */
export function resumeStep(answers: OnboardingAnswers): number {
  for (let step = 1; step < ONBOARDING_STEP_COUNT; step += 1) if (onboardingStepError(step, answers)) return step;
  return ONBOARDING_STEP_COUNT;
}

/** Spec 000 §4 "Onboarding": each Next saves that step's answer to the profile. */
function stepChanges(step: number, answers: OnboardingAnswers): ProfileUpdate {
  switch (step) {
    case 1:
      return { username: answers.nickname.trim() };
    case 2:
      return { role: resolveRoles(answers.roles, answers.otherRole) };
    case 3:
      return { team_size: answers.teamSize as ProfileUpdate['team_size'] };
    case 4:
      return { use_cases: answers.useCases as ProfileUpdate['use_cases'] };
    default:
      return { onboarding_completed: true };
  }
}

/**
 * The five-step onboarding dialog (spec 000 §2 "Onboarding modal"). It has no close button and
 * ignores Escape: it goes away only when onboarding is completed.
 */
export function OnboardingModal({ profile }: { profile: Profile }) {
  const [answers, setAnswers] = useState(() => initialAnswers(profile));
  const [step, setStep] = useState(() => resumeStep(answers));
  const [touched, setTouched] = useState<Set<number>>(() => new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveOnboardingAnswers();
  const storeProfile = useStoreProfile();
  const navigate = useNavigate();
  const errorId = `${useId()}-error`;

  const stepError = onboardingStepError(step, answers);
  const isLast = step === ONBOARDING_STEP_COUNT;

  // Each step mounts its own container (keyed by step); when it mounts after the first step,
  // focus moves to its first control so keyboard users continue where they are.
  const mounted = useRef(false);
  const focusStep = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    if (mounted.current) node.closest('form')?.querySelector<HTMLElement>('[data-step-focus]')?.focus();
    mounted.current = true;
  }, []);

  const change = (next: Partial<OnboardingAnswers>) => {
    setAnswers((a) => ({ ...a, ...next }));
    setTouched((t) => new Set(t).add(step));
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stepError || save.isPending) {
      setTouched((t) => new Set(t).add(step));
      return;
    }
    setFailure(null);
    try {
      const saved = await save.mutateAsync(stepChanges(step, answers));
      if (isLast) navigate('/dashboard');
      else setStep(step + 1);
      storeProfile(saved);
    } catch (err) {
      // Spec 000 §8 "Onboarding": no session reads "User not authenticated."; any other failure
      // names the step that failed.
      if ((err as { status?: number }).status === 401) setFailure(ONBOARDING_MESSAGES.notAuthenticated);
      else setFailure(isLast ? ONBOARDING_MESSAGES.completeFailed : ONBOARDING_MESSAGES.saveFailed);
    }
  };

  const stepProps = {
    answers,
    onChange: change,
    error: touched.has(step) ? stepError : null,
    errorId,
  };

  return (
    <Dialog open title={ONBOARDING_TITLES[step - 1]} size="lg">
      <form onSubmit={submit} noValidate className="space-y-5">
        <OnboardingProgress step={step} />
        <div key={step} ref={focusStep} className="min-h-40">
          {step === 1 && <NicknameStep {...stepProps} />}
          {step === 2 && <RoleStep {...stepProps} />}
          {step === 3 && <TeamSizeStep {...stepProps} />}
          {step === 4 && <UseCaseStep {...stepProps} />}
          {step === 5 && <ReadyStep nickname={answers.nickname} />}
        </div>
        {failure && <Alert tone="error">{failure}</Alert>}
        {/* Sticks to the bottom of the scrolling dialog, so Next stays in view on a phone (390 px) however long the step. */}
        <div className="sticky -bottom-6 -mx-6 -mb-6 flex items-center justify-between gap-2 border-t border-line bg-card px-6 pt-4 pb-6">
          {isLast ? (
            <span className="hidden sm:block" />
          ) : (
            <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={step === 1 || save.isPending}>
              Back
            </Button>
          )}
          <Button
            type="submit"
            size={isLast ? 'lg' : 'md'}
            disabled={Boolean(stepError)}
            busy={save.isPending}
            aria-describedby={stepError && touched.has(step) ? errorId : undefined}
            data-step-focus={isLast ? '' : undefined}
            className={isLast ? 'w-full sm:w-auto' : ''}
          >
            {isLast ? 'Get Started' : 'Next'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
