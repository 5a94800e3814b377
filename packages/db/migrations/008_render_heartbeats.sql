-- Render liveness (docs/decisions/109): pg-boss 10 has no heartbeat and only retries a job when
-- its expireInSeconds (15 min) pass, so the worker running a render records itself here and
-- refreshes heartbeat_at every few seconds. Any worker that finds a running render whose
-- heartbeat is stale re-queues it; the claim is a conditional update on these columns, so one
-- worker at a time owns a render.
ALTER TABLE renders
  ADD COLUMN worker_id text,
  ADD COLUMN job_id uuid,
  ADD COLUMN heartbeat_at timestamptz;

-- Every few seconds each worker looks at unfinished renders only (claimed ones with a stale
-- heartbeat, unclaimed ones with no job): few rows, whatever the history.
CREATE INDEX renders_unfinished_idx ON renders(updated_at) WHERE status IN ('queued', 'running');
