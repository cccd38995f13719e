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
