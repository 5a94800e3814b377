-- A resolved allowance request is shown to the person who asked (approved with its minutes,
-- denied with the admin's reason) until they dismiss it on the dashboard; this records when.
-- Requests resolved before this column existed were never shown, so they start unseen.
ALTER TABLE allowance_requests ADD COLUMN IF NOT EXISTS outcome_seen_at timestamptz;
