import { ONBOARDING_TITLES, type OnboardingAnswers, OTHER, ROLES, TEAM_SIZES, USE_CASES } from '@lectern/core';
import { TextField } from '@/components/field';
import { ChoiceGroup } from './choice-group';

interface StepProps {
  answers: OnboardingAnswers;
  onChange: (next: Partial<OnboardingAnswers>) => void;
  /** The step's validation message, shown once the user has interacted with the step. */
  error: string | null;
  errorId: string;
}

const toggle = (list: readonly string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

export function NicknameStep({ answers, onChange, error, errorId }: StepProps) {
  return (
    <TextField
      label="Nickname"
      hint="This is how Lectern will greet you. You can change it later in your profile."
      value={answers.nickname}
      onChange={(e) => onChange({ nickname: e.target.value })}
      error={error}
      id={errorId.replace(/-error$/, '')}
      placeholder="e.g. Sam"
      autoComplete="nickname"
      maxLength={80}
      data-step-focus=""
      required
    />
  );
}

export function RoleStep({ answers, onChange, error, errorId }: StepProps) {
  const otherChecked = answers.roles.includes(OTHER);
  const otherMissing = otherChecked && !answers.otherRole.trim();
  return (
    <ChoiceGroup
      legend={ONBOARDING_TITLES[1]}
      hint="Select all that apply."
      type="checkbox"
      name="role"
      options={ROLES}
      selected={answers.roles}
      onToggle={(role) => onChange({ roles: toggle(answers.roles, role) })}
      describedBy={error ? errorId : undefined}
    >
      {otherChecked && (
        <div className="mt-3">
          {/* Spec 000 §5: Other without specified text is dropped, so ask for it right here. */}
          <TextField
            label="Please specify your role"
            value={answers.otherRole}
            onChange={(e) => onChange({ otherRole: e.target.value })}
            placeholder="e.g. Sales Enablement Lead"
            maxLength={60}
            hint={otherMissing ? 'Describe your role, or Other will not be saved.' : undefined}
          />
        </div>
      )}
      {error && <StepError id={errorId} message={error} />}
    </ChoiceGroup>
  );
}

export function TeamSizeStep({ answers, onChange, error, errorId }: StepProps) {
  return (
    <ChoiceGroup
      legend={ONBOARDING_TITLES[2]}
      hint="Select one."
      type="radio"
      name="team_size"
      options={TEAM_SIZES}
      selected={answers.teamSize ? [answers.teamSize] : []}
      onToggle={(size) => onChange({ teamSize: size })}
      describedBy={error ? errorId : undefined}
    >
      {error && <StepError id={errorId} message={error} />}
    </ChoiceGroup>
  );
}

export function UseCaseStep({ answers, onChange, error, errorId }: StepProps) {
  return (
    <ChoiceGroup
      legend={ONBOARDING_TITLES[3]}
      hint="Select all that apply."
      type="checkbox"
      name="use_cases"
      options={USE_CASES}
      selected={answers.useCases}
      onToggle={(useCase) => onChange({ useCases: toggle(answers.useCases, useCase) })}
      describedBy={error ? errorId : undefined}
    >
      {error && <StepError id={errorId} message={error} />}
    </ChoiceGroup>
  );
}

export function ReadyStep({ nickname }: { nickname: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-success-soft text-success">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-7 w-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <p className="text-base font-medium text-ink">Thanks{nickname.trim() ? `, ${nickname.trim()}` : ''}!</p>
      <p className="max-w-sm text-sm text-ink-muted">
        Your workspace is ready. Create your first project to turn a brief, a document or a web page into a narrated video.
      </p>
    </div>
  );
}

function StepError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="mt-3 text-sm font-medium text-danger">
      {message}
    </p>
  );
}
