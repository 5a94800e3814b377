-- Issue 19 item 3, decision 151: a language conversion is claimed before the provider is asked,
-- so a refused translation makes no provider call and parallel translations cannot overrun the
-- quota. While translations of a project are running its row is a claim: `pending` counts them,
-- `confirmed` turns true once one of them succeeded. When the last running one ends and none
-- succeeded, the row goes and the conversion is given back. Rows counted before this migration
-- were counted after a successful translation, so they are confirmed.
ALTER TABLE language_conversions
  ADD COLUMN confirmed boolean NOT NULL DEFAULT true,
  ADD COLUMN pending integer NOT NULL DEFAULT 0;
