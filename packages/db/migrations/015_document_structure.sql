-- Issue 20 item 1, decision 157: each document's structure (headings, paragraphs, lists, tables,
-- code and quotes, each placed at its range, page and section path in the extracted text) is
-- stored next to its pages. Documents read before this migration have none: they stay flat text
-- until uploaded again, and everything that reads pages works as before.
ALTER TABLE documents ADD COLUMN structure jsonb;
