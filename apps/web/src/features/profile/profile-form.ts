import { ONBOARDING_ERRORS, OTHER, type Profile, type ProfileUpdate, profileUpdateSchema, resolveRoles, splitStoredRoles } from '@lectern/core';

export interface ProfileForm {
  nickname: string;
  role: string;
  otherRole: string;
  teamSize: string;
}
export type ProfileFormErrors = Partial<Record<'nickname' | 'role', string>>;

/** The form starts from the stored profile; only the first role is edited (spec 000 §3). */
export function profileToForm(profile: Profile): ProfileForm {
  const first = profile.role?.[0] ?? '';
  const { selected, otherText } = splitStoredRoles(first ? [first] : []);
  return {
    nickname: profile.username ?? '',
    role: selected[0] ?? '',
    otherRole: otherText,
    teamSize: profile.team_size ?? '',
  };
}

/**
 * Spec 000 §5: saving needs a nickname and a selected role. The chosen role replaces the first
 * stored role; other roles picked during onboarding are kept after it.
 */
export function formToUpdate(form: ProfileForm, profile: Profile): { update: ProfileUpdate } | { errors: ProfileFormErrors } {
  const errors: ProfileFormErrors = {};
  if (!form.nickname.trim()) errors.nickname = ONBOARDING_ERRORS.nickname;
  const [chosen] = resolveRoles(form.role ? [form.role] : [], form.otherRole);
  if (!chosen) errors.role = form.role === OTHER ? 'Please specify your role.' : ONBOARDING_ERRORS.role;
  if (errors.nickname || errors.role || !chosen) return { errors };
  const rest = (profile.role ?? []).slice(1).filter((r) => r !== chosen);
  const candidate: ProfileUpdate = {
    username: form.nickname.trim(),
    role: [chosen, ...rest],
  };
  if (form.teamSize) candidate.team_size = form.teamSize as ProfileUpdate['team_size'];
  const parsed = profileUpdateSchema.safeParse(candidate);
  if (!parsed.success) return { errors: { nickname: parsed.error.issues[0]?.message } };
  return { update: parsed.data };
}
