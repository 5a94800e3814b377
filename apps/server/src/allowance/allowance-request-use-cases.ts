import {
  type AdminAllowanceRequest,
  ALLOWANCE_FAILURES,
  ALLOWANCE_MESSAGES,
  type AllowanceBalance,
  type AllowanceRequest,
  type AllowanceRequestInput,
  approvedRequestNote,
  approvedResponse,
  type RequestStatusFilter,
} from '@lectern/core';
import { type Db, rows, sql } from '@lectern/db';
import { conflict, notFound, orServerFault } from '../http/errors';
import { isUuid } from '../http/ids';
import {
  BALANCE_OR_DEFAULT_COLUMNS,
  type BalanceRow,
  isUniqueViolation,
  type RequestRow,
  single,
  toBalance,
  toRequest,
  toStoredMinutes,
} from './allowance-rows';
import { addAllowance } from './allowance-use-cases';

const REQUEST_COLUMNS = sql.raw(
  'r.id, r.user_id, r.video_type, r.requested_minutes, r.reason, r.status, r.admin_response, r.granted_minutes, r.resolved_at, r.resolved_by, r.created_at, r.outcome_seen_at',
);

/**
 * Spec 000 §4: one pending request per user. The partial unique index decides under
 * concurrency; the first check only gives the common case a clean answer.
 */
export function createRequest(db: Db, userId: string, input: AllowanceRequestInput): Promise<AllowanceRequest> {
  return orServerFault(ALLOWANCE_FAILURES.submitRequestShort, () => insertRequest(db, userId, input));
}

async function insertRequest(db: Db, userId: string, input: AllowanceRequestInput): Promise<AllowanceRequest> {
  const [pending] = await rows<{ id: string }>(db, sql`SELECT id FROM allowance_requests WHERE user_id = ${userId} AND status = 'pending'`);
  if (pending) throw conflict(ALLOWANCE_MESSAGES.pendingExists);
  try {
    const rowList = await rows<RequestRow>(
      db,
      sql`INSERT INTO allowance_requests AS r (user_id, video_type, requested_minutes, reason)
          VALUES (${userId}, ${input.video_type}, ${toStoredMinutes(input.minutes)}, ${input.reason})
          RETURNING ${REQUEST_COLUMNS}`,
    );
    return toRequest(single(rowList));
  } catch (err) {
    if (isUniqueViolation(err, 'allowance_requests_one_pending_idx')) throw conflict(ALLOWANCE_MESSAGES.pendingExists);
    throw err;
  }
}

/** The requester's own requests, newest first (spec 000 §7). */
export async function listOwnRequests(db: Db, userId: string): Promise<AllowanceRequest[]> {
  const list = await orServerFault(ALLOWANCE_FAILURES.fetchRequestsShort, () =>
    rows<RequestRow>(db, sql`SELECT ${REQUEST_COLUMNS} FROM allowance_requests r WHERE r.user_id = ${userId} ORDER BY r.created_at DESC, r.id DESC`),
  );
  return list.map(toRequest);
}

/**
 * The requester has read the outcome of a resolved request (the dashboard notice's Dismiss). Only
 * their own, resolved requests; dismissing twice keeps the first time.
 */
export async function dismissOutcome(db: Db, userId: string, id: string): Promise<AllowanceRequest> {
  if (!isUuid(id)) throw notFound(ALLOWANCE_MESSAGES.requestNotFound);
  return orServerFault(ALLOWANCE_FAILURES.updateRequestShort, async () => {
    const [row] = await rows<RequestRow>(
      db,
      sql`UPDATE allowance_requests AS r SET outcome_seen_at = COALESCE(r.outcome_seen_at, now())
          WHERE r.id = ${id} AND r.user_id = ${userId} AND r.status <> 'pending' RETURNING ${REQUEST_COLUMNS}`,
    );
    if (row) return toRequest(row);
    const [own] = await rows<{ status: string }>(db, sql`SELECT status FROM allowance_requests WHERE id = ${id} AND user_id = ${userId}`);
    if (own) throw conflict(ALLOWANCE_MESSAGES.stillPending);
    throw notFound(ALLOWANCE_MESSAGES.requestNotFound);
  });
}

/**
 * Admin listing joined with the requester and their current balance (spec 000 §3). Pending
 * requests are served oldest first (first come, first served, spec 000 §6); other filters
 * newest first.
 */
export async function listRequestsForAdmin(db: Db, status: RequestStatusFilter): Promise<AdminAllowanceRequest[]> {
  const where = status === 'all' ? sql`` : sql`WHERE r.status = ${status}`;
  const order = status === 'pending' ? sql.raw('r.created_at ASC, r.id ASC') : sql.raw('r.created_at DESC, r.id DESC');
  // Spec 000 §8 names the pending listing's failure apart from the others'.
  const failure = status === 'pending' ? ALLOWANCE_FAILURES.fetchPendingRequestsShort : ALLOWANCE_FAILURES.fetchRequestsShort;
  const list = await orServerFault(failure, () => readAdminRequests(db, where, order));
  return list.map((r) => ({ ...toRequest(r), user_email: r.user_email, user_name: r.user_name, current_allowance: toBalance(r) }));
}

type SqlPart = ReturnType<typeof sql.raw>;

function readAdminRequests(db: Db, where: SqlPart, order: SqlPart) {
  return rows<RequestRow & BalanceRow & { user_email: string; user_name: string }>(
    db,
    sql`SELECT ${REQUEST_COLUMNS}, u.email AS user_email, COALESCE(NULLIF(p.username, ''), u.name) AS user_name, ${BALANCE_OR_DEFAULT_COLUMNS}
        FROM allowance_requests r
        JOIN users u ON u.id = r.user_id
        LEFT JOIN user_profiles p ON p.id = r.user_id
        LEFT JOIN user_allowances a ON a.user_id = r.user_id
        ${where}
        ORDER BY ${order}`,
  );
}

export async function countPendingRequests(db: Db): Promise<number> {
  const [row] = await orServerFault(ALLOWANCE_FAILURES.fetchPendingRequestsShort, () =>
    rows<{ count: unknown }>(db, sql`SELECT count(*) AS count FROM allowance_requests WHERE status = 'pending'`),
  );
  return Number(row?.count ?? 0);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks the request row for the rest of the transaction and checks it is still pending. Spec 000
 * §8: a read of the request that fails is "Failed to fetch request", apart from the update's text.
 */
async function lockPending(tx: Tx, id: string): Promise<AllowanceRequest> {
  if (!isUuid(id)) throw notFound(ALLOWANCE_MESSAGES.requestNotFound);
  const [row] = await orServerFault(ALLOWANCE_FAILURES.fetchRequestShort, () =>
    rows<RequestRow>(tx, sql`SELECT ${REQUEST_COLUMNS} FROM allowance_requests r WHERE r.id = ${id} FOR UPDATE`),
  );
  if (!row) throw notFound(ALLOWANCE_MESSAGES.requestNotFound);
  const request = toRequest(row);
  if (request.status !== 'pending') throw conflict(ALLOWANCE_MESSAGES.notPending);
  return request;
}

/**
 * Spec 000 §4: approve only from pending; adds the requested minutes (or the admin's custom
 * amount) with the note "Approved request: {reason}", and records the resolution — all in
 * one transaction, so two admins cannot both grant the same request.
 */
export async function approveRequest(
  db: Db,
  id: string,
  adminId: string,
  customMinutes?: number,
): Promise<{ request: AllowanceRequest; allowance: AllowanceBalance }> {
  return orServerFault(ALLOWANCE_FAILURES.updateRequestShort, () =>
    db.transaction(async (tx) => {
      const request = await lockPending(tx, id);
      const minutes = toStoredMinutes(customMinutes ?? request.requested_minutes);
      const { allowance } = await addAllowance(tx, request.user_id, minutes, request.video_type, approvedRequestNote(request.reason), adminId);
      const rowList = await rows<RequestRow>(
        tx,
        sql`UPDATE allowance_requests AS r
          SET status = 'approved', admin_response = ${approvedResponse(minutes, request.video_type)}, granted_minutes = ${minutes},
              resolved_at = now(), resolved_by = ${adminId}
          WHERE r.id = ${id} RETURNING ${REQUEST_COLUMNS}`,
      );
      return { request: toRequest(single(rowList)), allowance };
    }),
  );
}

/** Spec 000 §4: deny only from pending, with a reason (kept as admin_response). */
export async function denyRequest(db: Db, id: string, adminId: string, reason: string): Promise<AllowanceRequest> {
  return orServerFault(ALLOWANCE_FAILURES.updateRequestShort, () =>
    db.transaction(async (tx) => {
      await lockPending(tx, id);
      const rowList = await rows<RequestRow>(
        tx,
        sql`UPDATE allowance_requests AS r
          SET status = 'denied', admin_response = ${reason}, resolved_at = now(), resolved_by = ${adminId}
          WHERE r.id = ${id} RETURNING ${REQUEST_COLUMNS}`,
      );
      return toRequest(single(rowList));
    }),
  );
}
