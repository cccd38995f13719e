import { z } from 'zod';
import { applicationStatusSchema } from './applications.ts';
import { SEARCH_MIN_CHARS } from './constants.ts';
import { jobStatusSchema } from './jobs.ts';

/** Issue 15: global search (spec 01 §2.7, DESIGN.md §5 `GET /api/v1/search/?q=`). */

/** Results per group unless the caller asks for fewer or more (up to SEARCH_MAX_LIMIT). */
export const SEARCH_GROUP_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 20;
export const SEARCH_MAX_CHARS = 100;

export const SEARCH_MESSAGES = {
  tooShort: `Search needs at least ${SEARCH_MIN_CHARS} characters.`,
  tooLong: `Search is limited to ${SEARCH_MAX_CHARS} characters.`,
  limit: `Limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}.`,
  noResults: (query: string) => `No results found for "${query}"`,
} as const;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.tooShort })
    .trim()
    .min(SEARCH_MIN_CHARS, SEARCH_MESSAGES.tooShort)
    .max(SEARCH_MAX_CHARS, SEARCH_MESSAGES.tooLong),
  limit: z.coerce
    .number({ error: SEARCH_MESSAGES.limit })
    .int(SEARCH_MESSAGES.limit)
    .min(1, SEARCH_MESSAGES.limit)
    .max(SEARCH_MAX_LIMIT, SEARCH_MESSAGES.limit)
    .default(SEARCH_GROUP_LIMIT),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchCandidateSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  current_company: z.string(),
  current_role: z.string(),
});
export const searchJobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  status: jobStatusSchema,
});
export const searchApplicationSchema = z.object({
  id: z.number().int(),
  candidate_id: z.number().int(),
  candidate_name: z.string(),
  job_id: z.number().int(),
  job_title: z.string(),
  stage_key: z.string(),
  stage_label: z.string(),
  status: applicationStatusSchema,
});

/** Each group ranked: exact matches, then prefix matches (of the whole text or a word), then the rest. */
export const searchResultsSchema = z.object({
  query: z.string(),
  candidates: z.array(searchCandidateSchema),
  jobs: z.array(searchJobSchema),
  applications: z.array(searchApplicationSchema),
});
export type SearchCandidate = z.infer<typeof searchCandidateSchema>;
export type SearchJob = z.infer<typeof searchJobSchema>;
export type SearchApplication = z.infer<typeof searchApplicationSchema>;
export type SearchResults = z.infer<typeof searchResultsSchema>;
