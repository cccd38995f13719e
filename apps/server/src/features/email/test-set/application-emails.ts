import type { ApplicationEmailCase } from './compose.ts';
import { DIRECT_APPLICATIONS } from './direct-applications.ts';
import { FORWARDED_AND_REPLIES } from './forwarded-and-replies.ts';
import { PRESENTED_APPLICATIONS } from './presented-applications.ts';
import { VALIDATION_ROUND_2, VALIDATION_ROUND_3, VALIDATION_ROUND_4 } from './validation-rounds.ts';

export type { ApplicationEmailCase } from './compose.ts';

/**
 * The realistic application e-mails that measure field accuracy and calibrate processing
 * confidence (docs/decisions/012): raw RFC 822 messages, so the same set can run through the whole
 * ingest pipeline as well as through extractApplicationFields.
 */
export const APPLICATION_EMAILS: ApplicationEmailCase[] = [
  ...DIRECT_APPLICATIONS,
  ...FORWARDED_AND_REPLIES,
  ...PRESENTED_APPLICATIONS,
  ...VALIDATION_ROUND_2,
  ...VALIDATION_ROUND_3,
  ...VALIDATION_ROUND_4,
];

/** The message with almost nothing in it ("see attached", no CV): it must score low. */
export const BARE_MESSAGE = 'bare "see attached" with a photo and no CV';
/** The message whose CV names someone else: it must not score high. */
export const CONTRADICTED_MESSAGE = 'body contradicted by the CV (someone else’s CV attached)';
