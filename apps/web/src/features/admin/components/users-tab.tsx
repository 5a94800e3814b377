import { ADMIN_TOASTS, type AdminUser, ALLOWANCE_FAILURES, formatMinutes } from '@lectern/core';
import { useMemo, useState } from 'react';
import { Button } from '@/components/button';
import { Badge, Card } from '@/components/card';
import { QueryError, QueryLoading } from '@/components/query-state';
import { SearchField } from '@/components/search-field';
import { useToast } from '@/components/toaster';
import { userLabel } from '../admin-labels';
import { useAdminUsers, useUpdateFeatures } from '../api/admin-api';
import { AddMinutesDialog } from './add-minutes-dialog';
import { FeatureSwitch } from './feature-switch';
import { QuotaForm } from './quota-form';

const COLUMNS = 'lg:grid lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-center lg:gap-4';

/**
 * Spec 000 §2 "User management": one row per user, lowest total remaining first (server order).
 * A single markup serves both widths: a table-like grid with column headings from 1024 px,
 * stacked cards below (no duplicated rows for screen readers).
 */
export function UsersTab() {
  const users = useAdminUsers();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState<AdminUser | null>(null);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (users.data ?? []).filter((u) => !needle || `${u.email} ${u.name} ${u.username ?? ''}`.toLowerCase().includes(needle));
  }, [users.data, search]);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          {users.data ? `${users.data.length} ${users.data.length === 1 ? 'user' : 'users'}, lowest remaining first` : ' '}
        </p>
        <SearchField label="Search users by name or email" value={search} onChange={setSearch} className="sm:w-72" />
      </div>

      {users.isPending && <QueryLoading label="Loading users…" />}
      {users.isError && (
        <QueryError query={users} title={ALLOWANCE_FAILURES.fetchUsers}>
          {users.error.message}
        </QueryError>
      )}
      {users.isSuccess && shown.length === 0 && <Card className="px-6 py-10 text-center text-sm text-ink-muted">No users match "{search.trim()}".</Card>}
      {shown.length > 0 && (
        <Card className="overflow-hidden">
          <div
            aria-hidden="true"
            className={`hidden border-b border-line bg-surface px-5 py-2.5 text-xs font-semibold tracking-wide text-ink-subtle uppercase ${COLUMNS}`}
          >
            <span>User</span>
            <span>Avatar left</span>
            <span>Non-avatar left</span>
            <span>Total left</span>
            <span className="w-28" />
          </div>
          <ul aria-label="Users" className="divide-y divide-line">
            {shown.map((user) => (
              <UserRow key={user.user_id} user={user} onAdd={setAdding} />
            ))}
          </ul>
        </Card>
      )}
      <AddMinutesDialog user={adding} onClose={() => setAdding(null)} />
    </div>
  );
}

function UserRow({ user, onAdd }: { user: AdminUser; onAdd: (user: AdminUser) => void }) {
  const update = useUpdateFeatures();
  const toast = useToast();
  const label = userLabel(user);

  const toggle = (feature: 'conversational_mode_enabled' | 'has_language_conversion', enabled: boolean) =>
    update.mutate(
      { userId: user.user_id, changes: { [feature]: enabled } },
      {
        onSuccess: ({ user: updated }) =>
          toast.success(
            feature === 'conversational_mode_enabled'
              ? ADMIN_TOASTS.conversationalMode(enabled, userLabel(updated))
              : ADMIN_TOASTS.languageConversion(enabled, userLabel(updated)),
          ),
        onError: (err) =>
          toast.error(
            feature === 'conversational_mode_enabled'
              ? ALLOWANCE_FAILURES.conversationalMode(enabled, err.message)
              : ALLOWANCE_FAILURES.languageConversion(enabled, err.message),
          ),
      },
    );

  return (
    <li aria-label={label} className="px-4 py-4 sm:px-5">
      <div className={`grid grid-cols-3 gap-3 ${COLUMNS}`}>
        <div className="col-span-3 min-w-0 lg:col-span-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="truncate font-semibold text-ink">{user.username?.trim() || user.name || user.email}</p>
            {user.is_admin && <Badge tone="brand">Admin</Badge>}
            {user.needs_attention && <Badge tone="danger">Needs Attention</Badge>}
          </div>
          <p className="truncate text-sm text-ink-muted">{user.email}</p>
        </div>
        <Balance term="Avatar left" value={user.avatar_remaining_minutes} total={user.avatar_total_minutes} />
        <Balance term="Non-avatar left" value={user.non_avatar_remaining_minutes} total={user.non_avatar_total_minutes} />
        <Balance term="Total left" value={user.total_remaining_minutes} warn={user.near_limit} />
        <div className="col-span-3 lg:col-span-1">
          <Button size="sm" variant="secondary" className="w-full lg:w-28" onClick={() => onAdd(user)} aria-label={`Add minutes for ${label}`}>
            Add Minutes
          </Button>
        </div>
      </div>
      <div className="mt-3 flex flex-col gap-2 border-t border-dashed border-line pt-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
        <FeatureSwitch
          label="Conversational mode"
          checked={user.conversational_mode_enabled}
          busy={update.isPending}
          onChange={(next) => toggle('conversational_mode_enabled', next)}
        />
        <FeatureSwitch
          label="Language conversion"
          checked={user.has_language_conversion}
          busy={update.isPending}
          onChange={(next) => toggle('has_language_conversion', next)}
        />
        <QuotaForm user={user} />
      </div>
    </li>
  );
}

function Balance({ term, value, total, warn }: { term: string; value: number; total?: number; warn?: boolean }) {
  return (
    <div className="min-w-0">
      <p className="text-xs text-ink-subtle lg:sr-only">{term}</p>
      <p className={`font-semibold ${warn ? 'text-danger' : 'text-ink'}`}>
        {formatMinutes(value)}
        {total !== undefined && <span className="text-xs font-normal text-ink-subtle"> of {formatMinutes(total)}</span>}
      </p>
    </div>
  );
}
