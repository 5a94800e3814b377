import {
  ALLOWANCE_REFETCH_THROTTLE_MS,
  type Allowance,
  type AllowanceCheck,
  type AllowanceRequest,
  type AllowanceRequestInput,
  PENDING_REQUEST_CACHE_MS,
  type VideoType,
} from '@lectern/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Shared with the admin screens by key only (features do not import each other). */
export const ALLOWANCE_KEY = ['allowance'] as const;
export const OWN_REQUESTS_KEY = ['allowance', 'requests'] as const;

/** Spec 000 §9: the allowance is not re-read more often than every 30 s unless invalidated. */
export function useAllowance() {
  return useQuery({
    queryKey: [...ALLOWANCE_KEY, 'balance'],
    queryFn: () => api<{ allowance: Allowance }>('/api/allowance').then((r) => r.allowance),
    staleTime: ALLOWANCE_REFETCH_THROTTLE_MS,
    // While renders hold minutes, read again at that same pace so held turns into used (or free) without a reload.
    refetchInterval: (query) => {
      const a = query.state.data;
      return a && a.avatar_held_minutes + a.non_avatar_held_minutes > 0 ? ALLOWANCE_REFETCH_THROTTLE_MS : false;
    },
  });
}

/**
 * The user's requests, newest first; spec 000 §9 caches the pending one for 30 s. While one is
 * pending it is read again at that pace, so the admin's answer reaches an open dashboard or
 * profile without a reload.
 */
export function useOwnRequests() {
  return useQuery({
    queryKey: OWN_REQUESTS_KEY,
    queryFn: () => api<{ requests: AllowanceRequest[] }>('/api/allowance/requests').then((r) => r.requests),
    staleTime: PENDING_REQUEST_CACHE_MS,
    refetchInterval: (query) => (query.state.data?.some((r) => r.status === 'pending') ? PENDING_REQUEST_CACHE_MS : false),
  });
}

/** The one pending request a user may have (spec 000 §4), or null. */
export function usePendingRequest() {
  const requests = useOwnRequests();
  return { ...requests, pending: requests.data?.find((r) => r.status === 'pending') ?? null };
}

export function useSubmitRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AllowanceRequestInput) =>
      api<{ request: AllowanceRequest }>('/api/allowance/requests', { method: 'POST', body: input }).then((r) => r.request),
    onSuccess: () => client.invalidateQueries({ queryKey: OWN_REQUESTS_KEY }),
  });
}

/** The requester has read a resolved request's outcome: the dashboard stops showing it. */
export function useDismissOutcome() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ request: AllowanceRequest }>(`/api/allowance/requests/${encodeURIComponent(id)}/dismiss`, { method: 'POST', body: {} }).then((r) => r.request),
    onSuccess: () => client.invalidateQueries({ queryKey: OWN_REQUESTS_KEY }),
  });
}

/** Spec 001 §2 "Confirmation before generation": always fresh, the balance may just have changed. */
export function useAllowanceCheck(minutes: number, type: VideoType, enabled: boolean) {
  return useQuery({
    queryKey: [...ALLOWANCE_KEY, 'check', type, minutes],
    queryFn: () => {
      const query = new URLSearchParams({ minutes: String(minutes), type });
      return api<{ check: AllowanceCheck }>(`/api/allowance/check?${query}`).then((r) => r.check);
    },
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
