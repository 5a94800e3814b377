-- Render liveness (docs/decisions/109): pg-boss 10 has no heartbeat and only retries a job when
-- its expireInSeconds (15 min) pass, so the worker running a render records itself here and
-- refreshes heartbeat_at every few seconds. Any worker that finds a running render whose
-- heartbeat is stale re-queues it; the claim is a conditional update on these columns, so one
-- worker at a time owns a render.
ALTER TABLE renders
  ADD COLUMN worker_id text,
  ADD COLUMN job_id uuid,
  ADD COLUMN heartbeat_at timestamptz;

-- The sweep looks only at renders some worker has claimed and not finished.
CREATE INDEX renders_claimed_idx ON renders(heartbeat_at) WHERE worker_id IS NOT NULL AND status IN ('queued', 'running');
