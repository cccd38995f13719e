import type { Candidate, User } from '@shortlist/contracts';
import { jsonResponse, type StubRequest, type StubRoute, stubApi } from '../../../test/api-stub.ts';
import { buildApplication, buildCandidate } from '../../../test/candidate-fixtures.ts';
import { buildEmailTemplate } from '../../../test/email-fixtures.ts';
import { adminUser, pageOf } from '../../../test/fixtures.ts';
import { storeSignedInUser } from '../../../test/render-app.tsx';

/**
 * The calls candidate 1's page makes, answered; signed in as `user` (an administrator unless
 * told). `routes` adds or replaces any of them.
 */
export function stubCandidateDetail(
  options: {
    user?: User;
    candidate?: Candidate | Response;
    applications?: ReturnType<typeof buildApplication>[];
    onPut?: (request: StubRequest) => Response;
    onSend?: (request: StubRequest) => Response;
    routes?: Record<string, StubRoute | object>;
  } = {},
) {
  const user = options.user ?? adminUser;
  storeSignedInUser(user);
  const candidate = options.candidate ?? buildCandidate();
  const applications = options.applications ?? [buildApplication()];
  return stubApi({
    'GET /auth/me/': user,
    'GET /jobs/': pageOf([]),
    'GET /candidates/1/': () => (candidate instanceof Response ? candidate : jsonResponse(candidate)),
    'GET /applications/': {
      ...pageOf(applications),
      counters: { total: applications.length, active: applications.length, hired: 0, rejected: 0 },
    },
    'GET /candidates/1/timeline/': pageOf([]),
    'GET /candidates/1/documents/': [],
    'GET /candidates/1/notes_list/': pageOf([]),
    'GET /candidates/1/team/': { assigned_team: [], available: [] },
    'PUT /candidates/1/': options.onPut ?? (() => jsonResponse(buildCandidate())),
    'GET /email-ingestion/templates/': pageOf([buildEmailTemplate({ id: 4, name: 'Interview invite' })]),
    'POST /email-ingestion/send/':
      options.onSend ?? (() => jsonResponse({ email_id: 1, delivery_status: 'held', message: '' }, 201)),
    ...options.routes,
  });
}
