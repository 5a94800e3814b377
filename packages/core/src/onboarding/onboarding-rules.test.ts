import { describe, expect, it } from 'vitest';
import { type OnboardingAnswers, onboardingStepError, profileUpdateSchema, resolveRoles, splitStoredRoles } from './onboarding-rules';

const empty: OnboardingAnswers = { nickname: '', roles: [], otherRole: '', teamSize: '', useCases: [] };

describe('onboarding step validation (spec 000 §5)', () => {
  it('requires each step in turn', () => {
    expect(onboardingStepError(1, empty)).toBe('Please enter a nickname.');
    expect(onboardingStepError(1, { ...empty, nickname: '   ' })).toBe('Please enter a nickname.');
    expect(onboardingStepError(1, { ...empty, nickname: 'Sam' })).toBeNull();
    expect(onboardingStepError(2, empty)).toBe('Please select at least one role.');
    expect(onboardingStepError(2, { ...empty, roles: ['Other'] })).toBe('Please select at least one role.');
    expect(onboardingStepError(2, { ...empty, roles: ['Other'], otherRole: 'Coach' })).toBeNull();
    expect(onboardingStepError(3, empty)).toBe('Please select your team size.');
    expect(onboardingStepError(4, empty)).toBe('Please select at least one use case.');
    expect(onboardingStepError(5, empty)).toBeNull();
  });
});

describe('Other role', () => {
  it('stores Other with its text and drops it without text', () => {
    expect(resolveRoles(['Educator', 'Other'], '  Coach ')).toEqual(['Educator', 'Other: Coach']);
    expect(resolveRoles(['Educator', 'Other'], '  ')).toEqual(['Educator']);
  });
  it('round-trips for editing', () => {
    expect(splitStoredRoles(['Designer', 'Other: Coach'])).toEqual({ selected: ['Designer', 'Other'], otherText: 'Coach' });
  });
});

describe('profileUpdateSchema', () => {
  it('accepts known and Other roles, rejects unknown ones and unknown fields', () => {
    expect(profileUpdateSchema.safeParse({ role: ['Analyst', 'Other: Coach'] }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ role: ['Wizard'] }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ is_admin: true }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ team_size: 'Just me' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ team_size: 'Huge' }).success).toBe(false);
  });
});
