import { screen, within } from '@testing-library/react';
import { jsonResponse, type StubRequest, type StubRoute } from '../../../test/api-stub.ts';
import { recruiterUser } from '../../../test/fixtures.ts';
import { buildIncomingEmail, inboxPageOf, stubInboxPage } from './inbox-fixtures.ts';

/** The inbox the component tests open: a fresh application, a matched one, an unreadable one. */
export const ada = buildIncomingEmail({
  id: 1,
  subject: 'Application: Frontend Engineer',
  processing_confidence: 0.92,
  attachments: [
    {
      index: 0,
      filename: 'ada-cv.pdf',
      content_type: 'application/pdf',
      size: 48_000,
      is_cv: true,
      warning: null,
      kept: true,
    },
    {
      index: 1,
      filename: 'photo.png',
      content_type: 'image/png',
      size: 2_000,
      is_cv: false,
      warning: null,
      kept: true,
    },
  ],
  job_suggestions: [{ job_id: 5, title: 'Frontend Engineer', score: 90, reason: 'subject' }],
});
export const grace = buildIncomingEmail({
  id: 2,
  from: 'grace@navy.mil',
  from_name: 'Grace Hopper',
  subject: 'Re: Platform Engineer',
  status: 'matched',
  processing_confidence: 0.7,
  parsed_fields: { ...ada.parsed_fields, name: 'Grace Hopper', email: 'grace@navy.mil', skills: [] },
  candidate_match: { candidate_id: 9, name: 'Grace Hopper', score: 100, reason: 'email' },
});
export const unknown = buildIncomingEmail({
  id: 3,
  from: 'someone@example.org',
  from_name: null,
  subject: 'Hello',
  processing_confidence: 0.3,
  parsed_fields: { ...ada.parsed_fields, name: null, email: null, phone: null, skills: [] },
});
export const alan = buildIncomingEmail({
  id: 6,
  from: 'alan@example.com',
  from_name: 'Alan Turing',
  subject: 'Open application',
  parsed_fields: { ...ada.parsed_fields, name: 'Alan Turing', email: 'alan@example.com' },
});
const counts = { all: 3, matched: 1, processing: 0, unread: 2, failed: 0, archived: 4 };

/** The scenario's routes; every call a route answers is recorded with its body. */
export function stubInbox(routes: Record<string, StubRoute> = {}) {
  const posted: { path: string; body: unknown }[] = [];
  const record = (answer: StubRoute) => (request: StubRequest) => {
    posted.push({ path: request.path, body: request.body });
    return answer(request);
  };
  const fetchMock = stubInboxPage(recruiterUser, {
    'GET /email-ingestion/inbox/': inboxPageOf([ada, grace, unknown], counts),
    'POST /email-ingestion/emails/1/create-candidate/': record(() =>
      jsonResponse({ candidate_id: 41, application_id: 77, email: { ...ada, candidate_id: 41 } }, 201),
    ),
    'POST /email-ingestion/emails/6/create-candidate/': record(() =>
      jsonResponse({ candidate_id: 42, application_id: null, email: alan }, 201),
    ),
    'POST /email-ingestion/emails/archive/': record(() => jsonResponse({ archived: 2 })),
    'POST /email-ingestion/emails/1/reply/': record(() =>
      jsonResponse({ email_id: 300, delivery_status: 'queued', message: 'Queued' }, 201),
    ),
    ...Object.fromEntries(Object.entries(routes).map(([key, route]) => [key, record(route)])),
  });
  return { fetchMock, posted };
}

/** One e-mail card of the list, found by its subject. */
export const cardOf = async (subject: string) => {
  const list = await screen.findByRole('list', { name: 'Received e-mails' });
  return within(within(list).getByRole('listitem', { name: subject }));
};
