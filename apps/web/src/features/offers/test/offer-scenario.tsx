import {
  DEFAULT_BENEFITS,
  hourlyRate,
  OFFER_DEFAULTS,
  type Offer,
  type OfferFields,
  offerBand,
  type User,
} from '@shortlist/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { AuthProvider } from '../../../lib/auth-session.tsx';
import { ChangeRefreshContext } from '../../../lib/change-refresh.tsx';
import type { OfferApplication } from '../../../lib/offer-letter.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { type StubRoute, stubApi } from '../../../test/api-stub.ts';
import { pageOf } from '../../../test/fixtures.ts';
import { storeSignedInUser } from '../../../test/render-app.tsx';
import { OfferLettersProvider, type OfferServices } from '../components/offer-letter-host.tsx';
import type { OfferJobFacts } from '../lib/offer-draft.ts';

/** Ada Lovelace's application to Frontend Engineer (job 5), in the offer stage. */
export function buildOfferApplication(overrides: Partial<OfferApplication> = {}): OfferApplication {
  return {
    id: 11,
    status: 'active',
    stage_key: 'offer',
    candidate: { id: 1, full_name: 'Ada Lovelace', email: 'ada@example.com' },
    job: { id: 5, title: 'Frontend Engineer', can_manage: true },
    ...overrides,
  };
}

export const JOB_FACTS: OfferJobFacts = { department: 'Engineering', location: 'London', salary_min: 95_000 };

export function buildOfferFields(overrides: Partial<OfferFields> = {}): OfferFields {
  return {
    candidate_name: 'Ada Lovelace',
    candidate_email: 'ada@example.com',
    job_title: 'Frontend Engineer',
    department: 'Engineering',
    location: 'London',
    start_date: '2026-09-01',
    salary: 95_000,
    currency: OFFER_DEFAULTS.currency,
    employment_type: OFFER_DEFAULTS.employmentType,
    benefits: [...DEFAULT_BENEFITS],
    reporting_manager: 'Harper Lin',
    additional_terms: '',
    signer_name: OFFER_DEFAULTS.signerName,
    signer_title: OFFER_DEFAULTS.signerTitle,
    company_name: OFFER_DEFAULTS.companyName,
    response_deadline: '2026-08-20',
    contract_duration_months: OFFER_DEFAULTS.contractMonths,
    work_description: '',
    ...overrides,
  };
}

/** An offer as GET /offers/{id}/ answers it, to someone who manages the job and sees its salary. */
export function buildOffer(overrides: Partial<Offer> = {}, fields: Partial<OfferFields> = {}): Offer {
  const offerFields = buildOfferFields(fields);
  const salary = offerFields.salary;
  return {
    id: 5,
    application_id: 11,
    candidate_id: 1,
    job_id: 5,
    template: 'full_time_standard',
    status: 'draft',
    version: 1,
    fields: offerFields,
    salary_visible: true,
    hourly_rate: salary === null ? null : hourlyRate(salary),
    band: salary === null ? null : offerBand(salary),
    requirements: [
      { key: 'lead', label: 'Hiring manager approval', met: false, detail: 'Waiting' },
      { key: 'signoffs', label: '2 of the job’s 6 sign-offs', met: true, detail: '3 of 6 signed off' },
      { key: 'bar_raiser', label: 'Bar raiser review', met: false, detail: 'Waiting' },
    ],
    approvals: [],
    audit: [
      {
        action: 'Drafted',
        user_name: 'Riley Morgan',
        details: 'Version 1 from the full_time_standard template.',
        created_at: '2026-08-10T09:00:00Z',
      },
    ],
    rejection_comment: '',
    decline_reason: '',
    created_by: 'Riley Morgan',
    created_at: '2026-08-10T09:00:00Z',
    updated_at: '2026-08-10T09:00:00Z',
    submitted_at: null,
    sent_at: null,
    responded_at: null,
    expires_at: null,
    can_manage: true,
    can_decide: false,
    ...overrides,
  };
}

/** Every requirement of the approval rule met. */
export const ALL_MET: Offer['requirements'] = [
  { key: 'lead', label: 'Hiring manager approval', met: true, detail: 'Approved by Harper Lin' },
  { key: 'signoffs', label: '2 of the job’s 6 sign-offs', met: true, detail: '3 of 6 signed off' },
  { key: 'bar_raiser', label: 'Bar raiser review', met: true, detail: 'Reviewed by Avery Quinn' },
];

type Scenario = {
  user: User;
  routes?: Record<string, StubRoute | object>;
  /** the application's offers (GET /offers/?application_id= and ?candidate_id=) */
  offers?: Offer[];
  /** where the router starts (a notification's link: /candidates/1?offer=5) */
  path?: string;
  /** the test runs on fake timers (vi.useFakeTimers): the clicks advance them */
  fakeTimers?: boolean;
  children: ReactNode;
};

/**
 * Renders `children` under the offer-letter host, signed in as `user`, with the API stubbed: the
 * application's offers, each offer by id, and `routes`. The refreshes the changes ask for are
 * recorded in `refreshed`.
 */
export function renderOfferScenario({
  user,
  routes = {},
  offers = [],
  path = '/jobs/5',
  fakeTimers = false,
  children,
}: Scenario) {
  storeSignedInUser(user);
  const byId = Object.fromEntries(offers.map((offer) => [`GET /offers/${offer.id}/`, offer]));
  const fetchMock = stubApi({
    'GET /auth/me/': user,
    'GET /offers/': pageOf(offers),
    ...byId,
    ...routes,
  });
  const refreshed = vi.fn();
  const services: OfferServices = { useJobFacts: () => ({ facts: JOB_FACTS, pending: false }) };
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AuthProvider>
            <ChangeRefreshContext value={refreshed}>
              <OfferLettersProvider services={services}>{children}</OfferLettersProvider>
            </ChangeRefreshContext>
          </AuthProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient({ queries: { retry: false } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const clicks = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  return { ...view, router, fetchMock, refreshed, queryClient, user: clicks };
}

/** The Generate Offer Letter dialog, once it has what it shows. */
export async function openedDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Generate Offer Letter' });
  await screen.findByRole('radiogroup', { name: 'Template' });
  return dialog;
}
