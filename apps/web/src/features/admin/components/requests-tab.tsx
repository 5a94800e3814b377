import { type AdminAllowanceRequest, ALLOWANCE_FAILURES, REQUEST_STATUS_FILTERS, type RequestStatusFilter } from '@lectern/core';
import { useState } from 'react';
import { Card } from '@/components/card';
import { QueryError, QueryLoading } from '@/components/query-state';
import { useAdminRequests } from '../api/admin-api';
import { ApproveRequestDialog } from './approve-request-dialog';
import { DenyRequestDialog } from './deny-request-dialog';
import { RequestCard } from './request-card';

const FILTER_LABELS: Record<RequestStatusFilter, string> = { all: 'All', pending: 'Pending', approved: 'Approved', denied: 'Denied' };
const EMPTY: Record<RequestStatusFilter, string> = {
  all: 'No allowance requests yet.',
  pending: 'No pending requests. Everything is resolved.',
  approved: 'No approved requests yet.',
  denied: 'No denied requests.',
};

/** Spec 000 §2: request filters all, pending, approved, denied; default pending. */
export function RequestsTab() {
  const [filter, setFilter] = useState<RequestStatusFilter>('pending');
  const requests = useAdminRequests(filter);
  const [approving, setApproving] = useState<AdminAllowanceRequest | null>(null);
  const [denying, setDenying] = useState<AdminAllowanceRequest | null>(null);

  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="sr-only">Filter requests by status</legend>
        <div className="flex flex-wrap gap-1.5 sm:gap-2">
          {REQUEST_STATUS_FILTERS.map((status) => (
            <button
              key={status}
              type="button"
              aria-pressed={filter === status}
              onClick={() => setFilter(status)}
              className={`rounded-full border px-3 py-1.5 text-sm sm:px-3.5 font-semibold transition-colors ${
                filter === status ? 'border-brand bg-brand text-white' : 'border-line bg-card text-ink-muted hover:bg-surface hover:text-ink'
              }`}
            >
              {FILTER_LABELS[status]}
            </button>
          ))}
        </div>
      </fieldset>

      {requests.isPending && <QueryLoading label="Loading requests…" />}
      {requests.isError && (
        // Spec 000 §8 names the pending listing's failure apart from the others'.
        <QueryError query={requests}>
          {(filter === 'pending' ? ALLOWANCE_FAILURES.fetchPendingRequests : ALLOWANCE_FAILURES.fetchRequests)(requests.error.message)}
        </QueryError>
      )}
      {requests.isSuccess && requests.data.length === 0 && <Card className="px-6 py-10 text-center text-sm text-ink-muted">{EMPTY[filter]}</Card>}
      {requests.isSuccess && requests.data.length > 0 && (
        <ul className="space-y-3" aria-label={`${FILTER_LABELS[filter]} requests`}>
          {requests.data.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} onApprove={setApproving} onDeny={setDenying} />
            </li>
          ))}
        </ul>
      )}

      <ApproveRequestDialog request={approving} onClose={() => setApproving(null)} />
      <DenyRequestDialog request={denying} onClose={() => setDenying(null)} />
    </div>
  );
}
