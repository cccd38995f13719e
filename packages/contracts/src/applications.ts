import { z } from 'zod';

/** spec 02 §3 Application */
export const APPLICATION_STATUSES = ['active', 'rejected', 'hired', 'withdrawn'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export const APPLICATION_SOURCES = ['email', 'form', 'referral', 'linkedin', 'other'] as const;
export const applicationSourceSchema = z.enum(APPLICATION_SOURCES);

/** spec 01 §3: timeline event types. */
export const TIMELINE_EVENT_TYPES = [
  'note',
  'email',
  'call',
  'meeting',
  'status_change',
  'stage_change',
  'document_upload',
  'offer_letter',
] as const;

/** spec 01 §3 Activity timeline event, as the API returns it. */
export const timelineEventSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int().nullable(),
  candidate_id: z.number().int().nullable(),
  job_id: z.number().int().nullable(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  user_id: z.number().int().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;
