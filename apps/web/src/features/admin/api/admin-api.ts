import {
  ADMIN_PENDING_COUNT_REFRESH_MS,
  type AdminAllowanceRequest,
  type AdminUser,
  type AllowanceBalance,
  type AllowanceRequest,
  type AnalyticsInsights,
  type PlaybackTotals,
  type RequestStatusFilter,
  type UsageLogEntry,
  type UsageStats,
  type UserFeaturesInput,
  type VideoType,
} from '@lectern/core';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const ADMIN_KEY = ['admin'] as const;
const REQUESTS_KEY = [...ADMIN_KEY, 'requests'] as const;
const PENDING_COUNT_KEY = [...ADMIN_KEY, 'pending-count'] as const;
const USERS_KEY = [...ADMIN_KEY, 'users'] as const;
const STATS_KEY = [...ADMIN_KEY, 'stats'] as const;
/** The signed-in user's own allowance (features/allowance caches it under this key). */
const OWN_ALLOWANCE_KEY = ['allowance'] as const;

export function useAdminRequests(status: RequestStatusFilter) {
  return useQuery({
    queryKey: [...REQUESTS_KEY, status],
    queryFn: () => api<{ requests: AdminAllowanceRequest[] }>(`/api/admin/requests?status=${status}`).then((r) => r.requests),
  });
}

/** Spec 000 §9: the pending-count badge refreshes every 30 s. */
export function usePendingCount() {
  return useQuery({
    queryKey: PENDING_COUNT_KEY,
    queryFn: () => api<{ count: number }>('/api/admin/requests/pending-count').then((r) => r.count),
    refetchInterval: ADMIN_PENDING_COUNT_REFRESH_MS,
  });
}

export function useAdminUsers() {
  return useQuery({ queryKey: USERS_KEY, queryFn: () => api<{ users: AdminUser[] }>('/api/admin/users').then((r) => r.users) });
}

export function useAdminStats() {
  return useQuery({
    queryKey: STATS_KEY,
    queryFn: () => api<{ stats: UsageStats; insights: AnalyticsInsights }>('/api/admin/stats'),
  });
}

/** Issue 22 item 2: playback totals across all users' videos over the last `days` days. */
export function useAdminPlaybackTotals(days: number) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'playback', days],
    queryFn: () => api<{ totals: PlaybackTotals }>(`/api/admin/playback?days=${days}`).then((r) => r.totals),
  });
}

/** Anything that moves minutes changes requests, users, stats and possibly the admin's own balance. */
const afterMinutesChange = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: ADMIN_KEY }), client.invalidateQueries({ queryKey: OWN_ALLOWANCE_KEY })]);

export function useApproveRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, minutes }: { id: string; minutes?: number }) =>
      api<{ request: AllowanceRequest; allowance: AllowanceBalance }>(`/api/admin/requests/${encodeURIComponent(id)}/approve`, {
        method: 'POST',
        body: minutes === undefined ? {} : { minutes },
      }),
    onSettled: () => afterMinutesChange(client),
  });
}

export function useDenyRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api<{ request: AllowanceRequest }>(`/api/admin/requests/${encodeURIComponent(id)}/deny`, { method: 'POST', body: { reason } }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: REQUESTS_KEY }), client.invalidateQueries({ queryKey: PENDING_COUNT_KEY })]),
  });
}

export function useAddMinutes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: { userId: string; minutes: number; type: VideoType; reason?: string }) =>
      api<{ user: AdminUser; usageLog: UsageLogEntry }>(`/api/admin/users/${encodeURIComponent(userId)}/allowance`, { method: 'POST', body }),
    onSuccess: () => afterMinutesChange(client),
  });
}

export function useUpdateFeatures() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, changes }: { userId: string; changes: UserFeaturesInput }) =>
      api<{ user: AdminUser }>(`/api/admin/users/${encodeURIComponent(userId)}/features`, { method: 'PATCH', body: changes }),
    onSuccess: ({ user }) => {
      client.setQueryData<AdminUser[]>(USERS_KEY, (list) => list?.map((u) => (u.user_id === user.user_id ? user : u)));
    },
  });
}
