-- Trigram matching for candidate search (issue 4): backs candidates_search_trgm_idx, declared in
-- db/schema/candidates.ts. drizzle-kit does not emit CREATE EXTENSION, hence this custom step.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
