import { z } from 'zod';
import { idSchema } from './input-limits.ts';

/**
 * Issue 16: two records of one person. Candidates who share an e-mail or a phone number, or have
 * a near-identical name at the same company, are offered as possible duplicates; merging moves
 * everything of one record into the other, which is kept.
 */
export const DUPLICATE_REASONS = ['email', 'phone', 'name_company'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];
export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  email: 'Same e-mail',
  phone: 'Same phone',
  name_company: 'Similar name, same company',
};

/** How alike two names must be (pg_trgm similarity, 0–1) to count at the same company. */
export const NAME_SIMILARITY_THRESHOLD = 0.6;

export const MERGE_MESSAGES = {
  sameCandidate: 'A candidate cannot be merged into itself.',
  erased: 'An erased candidate cannot be merged.',
  duplicateNotFound: 'The duplicate candidate was not found.',
  denied: 'Only administrators and recruiters can merge candidates.',
  merged: (name: string) => `Merged into ${name}`,
  dismissed: 'Marked as different people',
} as const;

export const duplicateSideSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  current_company: z.string(),
  current_role: z.string(),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  application_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DuplicateSide = z.infer<typeof duplicateSideSchema>;

/** GET /candidates/{id}/duplicates/: another record that may be the same person, and why. */
export const possibleDuplicateSchema = z.object({
  candidate: duplicateSideSchema,
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
});
export type PossibleDuplicate = z.infer<typeof possibleDuplicateSchema>;

/** GET /candidates/duplicates/: a pair, the older record first. */
export const duplicatePairSchema = z.object({
  first: duplicateSideSchema,
  second: duplicateSideSchema,
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
});
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;

/** POST /candidates/{id}/merge/: the record {id} is kept, `duplicate_id` is merged into it. */
export const mergeRequestSchema = z.object({ duplicate_id: idSchema });
export type MergeRequest = z.infer<typeof mergeRequestSchema>;

export const mergeResultSchema = z.object({
  kept_id: z.number().int(),
  merged_id: z.number().int(),
  moved: z.object({
    applications: z.number().int(),
    combined_applications: z.number().int(),
    documents: z.number().int(),
    notes: z.number().int(),
  }),
});
export type MergeResult = z.infer<typeof mergeResultSchema>;
