import { z } from 'zod';
import { ROLES, TEAM_SIZES, USE_CASES } from './onboarding-options';

/** Spec 000 §5 "Onboarding" messages, one per step. */
export const ONBOARDING_ERRORS = {
  nickname: 'Please enter a nickname.',
  role: 'Please select at least one role.',
  teamSize: 'Please select your team size.',
  useCase: 'Please select at least one use case.',
} as const;

export const OTHER = 'Other';
const OTHER_PREFIX = 'Other: ';

/**
 * Spec 000 §5: choosing Other without specified text removes the Other choice; the stored value
 * is "Other: {text}".
 */
export function resolveRoles(selected: readonly string[], otherText: string): string[] {
  const text = otherText.trim();
  return selected.flatMap((role) => {
    if (role !== OTHER) return [role];
    return text ? [`${OTHER_PREFIX}${text}`] : [];
  });
}

/** The inverse of resolveRoles, for editing stored answers. */
export function splitStoredRoles(stored: readonly string[]): { selected: string[]; otherText: string } {
  let otherText = '';
  const selected = stored.map((role) => {
    if (role.startsWith(OTHER_PREFIX)) {
      otherText = role.slice(OTHER_PREFIX.length);
      return OTHER;
    }
    return role;
  });
  return { selected, otherText };
}

export interface OnboardingAnswers {
  nickname: string;
  roles: string[];
  otherRole: string;
  teamSize: string;
  useCases: string[];
}

/** Returns the error for a step (1-based) or null when the step is filled. */
export function onboardingStepError(step: number, answers: OnboardingAnswers): string | null {
  switch (step) {
    case 1:
      return answers.nickname.trim() ? null : ONBOARDING_ERRORS.nickname;
    case 2:
      return resolveRoles(answers.roles, answers.otherRole).length > 0 ? null : ONBOARDING_ERRORS.role;
    case 3:
      return answers.teamSize ? null : ONBOARDING_ERRORS.teamSize;
    case 4:
      return answers.useCases.length > 0 ? null : ONBOARDING_ERRORS.useCase;
    default:
      return null;
  }
}

const roleValue = z.string().refine((r) => (ROLES as readonly string[]).includes(r) || r.startsWith(OTHER_PREFIX), 'Unknown role');

/** Profile fields as stored (spec 000 §3 "Profile"); every field optional for partial saves. */
export const profileUpdateSchema = z
  .object({
    username: z.string().trim().min(1, ONBOARDING_ERRORS.nickname).max(80),
    role: z.array(roleValue).min(1, ONBOARDING_ERRORS.role),
    team_size: z.enum(TEAM_SIZES, { message: ONBOARDING_ERRORS.teamSize }),
    use_cases: z.array(z.enum(USE_CASES)).min(1, ONBOARDING_ERRORS.useCase),
    onboarding_completed: z.boolean(),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
