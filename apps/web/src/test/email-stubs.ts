import type { User } from '@shortlist/contracts';
import { type StubRoute, stubApi } from './api-stub.ts';
import { buildMailServiceStatus } from './email-fixtures.ts';
import { pageOf } from './fixtures.ts';
import { storeSignedInUser } from './render-app.tsx';

/** A signed-in user on /email: the shell's calls, mail off, and the routes a test adds. */
export function stubEmailPage(user: User, routes: Record<string, StubRoute | object> = {}) {
  storeSignedInUser(user);
  return stubApi({
    'GET /auth/me/': user,
    'GET /jobs/': pageOf([]),
    'GET /notifications/unread-count/': { unread_count: 0, total_count: 0 },
    'GET /email-ingestion/imap/status/': buildMailServiceStatus(),
    'GET /email-ingestion/outbox/': pageOf([]),
    'GET /email-ingestion/templates/': pageOf([]),
    ...routes,
  });
}
