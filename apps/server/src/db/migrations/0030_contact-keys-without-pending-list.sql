-- Issue 16 import: the e-mail and phone key indexes are probed right after writes (an import's
-- next batch looks up what the last one inserted, a candidate's duplicates are found just after it
-- is saved). With GIN's fast update, new entries wait in a pending list that every probe reads in
-- full until a vacuum merges it, and PGlite has no autovacuum: at 20,000 new candidates a probe
-- read 70 pages. Entries now go straight into the index.
ALTER INDEX "candidates_email_keys_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "candidates_phone_keys_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('candidates_email_keys_idx'), gin_clean_pending_list('candidates_phone_keys_idx');
