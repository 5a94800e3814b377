import type { Profile, ProfileUpdate } from '@lectern/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';

export const PROFILE_KEY = ['profile'] as const;

/** GET /api/profile creates the profile when it is missing (spec 000 §4 "Onboarding"). */
export function useOnboardingProfile(enabled: boolean) {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: () => api<{ profile: Profile }>('/api/profile').then((r) => r.profile),
    enabled,
  });
}

/**
 * Saves part of the answers. The caller stores the returned profile: a completed profile closes
 * the onboarding modal, so that must happen after navigating away.
 */
export function useSaveOnboardingAnswers() {
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => api<{ profile: Profile }>('/api/profile', { method: 'PUT', body: changes }).then((r) => r.profile),
  });
}

export function useStoreProfile() {
  const client = useQueryClient();
  return useCallback((profile: Profile) => client.setQueryData(PROFILE_KEY, profile), [client]);
}
