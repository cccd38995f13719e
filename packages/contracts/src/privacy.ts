import { z } from 'zod';
import { requiredText } from './field-messages.ts';
import { pageSchema, paginationQuerySchema } from './pagination.ts';

/**
 * Issue 16: a candidate's rights over their data (GDPR articles 15, 17 and 20). Administrators
 * export a candidate's data and files as a ZIP, erase their personal data on request, and set how
 * long an inactive candidate is kept. Every export and erasure is on the privacy log.
 */

/** What an erased candidate is called: their applications keep their history under it. */
export const erasedCandidateLabel = (id: number) => `Erased candidate #${id}`;

export const PRIVACY_MESSAGES = {
  reasonRequired: 'Please say why the data is erased (for example, the request it answers)',
  confirmationMismatch: 'Type the candidate\u2019s name exactly as shown to confirm',
  alreadyErased: 'This candidate\u2019s personal data has already been erased.',
  nothingToExport: 'This candidate\u2019s personal data has been erased; there is nothing to export.',
  denied: 'Only administrators can export or erase a candidate\u2019s data.',
  retentionRange: 'Choose between 6 and 120 months, or turn retention off',
  erased: 'Personal data erased',
  exported: 'Data export downloaded',
} as const;

export const ERASURE_REASON_MAX = 500;

export const erasureRequestSchema = z.object({
  reason: requiredText(PRIVACY_MESSAGES.reasonRequired).max(
    ERASURE_REASON_MAX,
    `Ensure this field has no more than ${ERASURE_REASON_MAX} characters.`,
  ),
  /** The candidate's full name, typed by the administrator: nobody erases the wrong person by a slip. */
  confirm_name: z.string({ error: PRIVACY_MESSAGES.confirmationMismatch }),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

/** What an erasure answers: the anonymous label the record now carries. */
export const erasureResultSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  erased_at: z.string(),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;

/** Retention: erase candidates with no activity for this many months (null: keep everyone). */
export const RETENTION_MONTHS = { min: 6, max: 120 } as const;
/** The choices the settings page offers; the API takes any whole number in the range. */
export const RETENTION_CHOICES = [6, 12, 18, 24, 36, 48, 60] as const;
/** How long before their erasure candidates are on the warning list. */
export const RETENTION_WARNING_DAYS = 30;

export const retentionSettingsSchema = z.object({
  retention_months: z
    .number({ error: PRIVACY_MESSAGES.retentionRange })
    .int(PRIVACY_MESSAGES.retentionRange)
    .min(RETENTION_MONTHS.min, PRIVACY_MESSAGES.retentionRange)
    .max(RETENTION_MONTHS.max, PRIVACY_MESSAGES.retentionRange)
    .nullable(),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

/** A candidate the retention job will erase: on the warning list from 30 days before. */
export const retentionCandidateSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  current_company: z.string(),
  last_activity_at: z.string(),
  erase_on: z.string(),
});
export type RetentionCandidate = z.infer<typeof retentionCandidateSchema>;

export const retentionOverviewSchema = z.object({
  retention_months: z.number().int().nullable(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
  warning_days: z.number().int(),
  /** The candidates due within warning_days, soonest first (the first page of them). */
  due: pageSchema(retentionCandidateSchema),
});
export type RetentionOverview = z.infer<typeof retentionOverviewSchema>;
export const retentionQuerySchema = paginationQuerySchema;

export const PRIVACY_ACTIONS = [
  'data_exported',
  'data_erased',
  'retention_erased',
  'retention_changed',
  'candidates_merged',
] as const;
export type PrivacyAction = (typeof PRIVACY_ACTIONS)[number];
export const PRIVACY_ACTION_LABELS: Record<PrivacyAction, string> = {
  data_exported: 'Data exported',
  data_erased: 'Personal data erased',
  retention_erased: 'Erased by the retention rule',
  retention_changed: 'Retention changed',
  candidates_merged: 'Candidates merged',
};

/** One line of the privacy log: who did what to whose data, when and why. */
export const privacyLogEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(PRIVACY_ACTIONS),
  actor_name: z.string(),
  /** The candidate it concerned, by id and (after an erasure) their anonymous label. */
  candidate_id: z.number().int().nullable(),
  candidate_label: z.string(),
  reason: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type PrivacyLogEntry = z.infer<typeof privacyLogEntrySchema>;
export const privacyLogPageSchema = pageSchema(privacyLogEntrySchema);
