import {
  EMPTY_PARSED_FIELDS,
  type EmailMetrics,
  INBOX_STATUS_LABELS,
  type InboxCounts,
  type InboxPage,
  type IncomingEmail,
  type IncomingEmailDetail,
  type User,
} from '@shortlist/contracts';
import type { StubRoute } from '../../../test/api-stub.ts';
import { stubEmailPage } from '../../../test/email-stubs.ts';

let nextIncomingId = 700;

/** A received message as GET /email-ingestion/inbox/ returns it: an application read and matched. */
export function buildIncomingEmail(overrides: Partial<IncomingEmail> = {}): IncomingEmail {
  nextIncomingId += 1;
  const email: IncomingEmail = {
    id: nextIncomingId,
    direction: 'inbound',
    message_id: `<in-${nextIncomingId}@example.com>`,
    from: 'ada@example.com',
    from_name: 'Ada Lovelace',
    to: 'jobs@meridian.example',
    subject: 'Application: Frontend Engineer',
    body: 'Dear hiring team,\n\nPlease find my CV attached for the Frontend Engineer role.',
    received_at: '2026-03-14T09:30:00Z',
    status: 'unread',
    status_display: INBOX_STATUS_LABELS.unread,
    delivery_status: 'delivered',
    error_details: null,
    resolved_at: null,
    processing_confidence: 0.85,
    parsed_fields: {
      ...EMPTY_PARSED_FIELDS,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      city: 'London',
      role: 'Frontend Engineer',
      source_type: 'Direct Application',
      skills: ['TypeScript', 'React'],
      experience: 6,
    },
    attachments: [],
    candidate_match: null,
    job_suggestions: [],
    candidate_id: null,
    application_id: null,
    bounce_of_email_id: null,
    ...overrides,
  };
  return { ...email, status_display: INBOX_STATUS_LABELS[email.status] };
}

export function buildIncomingEmailDetail(
  email: IncomingEmail,
  overrides: Partial<IncomingEmailDetail> = {},
): IncomingEmailDetail {
  return { ...email, body_html: null, audit_trail: [], ...overrides };
}

const NO_COUNTS: InboxCounts = { all: 0, matched: 0, processing: 0, unread: 0, failed: 0, archived: 0 };

export function inboxPageOf(results: IncomingEmail[], counts: Partial<InboxCounts> = {}): InboxPage {
  return {
    count: results.length,
    next: null,
    previous: null,
    results,
    counts: { ...NO_COUNTS, all: results.length, ...counts },
  };
}

export function buildEmailMetrics(overrides: Partial<EmailMetrics> = {}): EmailMetrics {
  return {
    total_emails_processed: 0,
    successful_applications: 0,
    failed_processing: 0,
    success_rate_percentage: 0,
    currently_processing: 0,
    match_rate_percentage: 0,
    common_failure_patterns: [],
    processing_performance: { emails_processed_today: 0, average_processing_time_seconds: null },
    source_split: [],
    ...overrides,
  };
}

/** /email for a signed-in user with an empty inbox and no metrics yet, plus the routes a test adds. */
export function stubInboxPage(user: User, routes: Record<string, StubRoute | object> = {}) {
  return stubEmailPage(user, {
    'GET /email-ingestion/inbox/': inboxPageOf([]),
    'GET /email-ingestion/metrics/': buildEmailMetrics(),
    ...routes,
  });
}
