import type { Profile, ProfileUpdate } from '@lectern/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const PROFILE_KEY = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: () => api<{ profile: Profile }>('/api/profile').then((r) => r.profile),
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) =>
      api<{ profile: Profile }>('/api/profile', {
        method: 'PUT',
        body: changes,
      }).then((r) => r.profile),
    onSuccess: (profile) => client.setQueryData(PROFILE_KEY, profile),
  });
}
