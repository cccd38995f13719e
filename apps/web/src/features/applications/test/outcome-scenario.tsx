import type { Application, ApplicationStatusResult, JobPositions, User } from '@shortlist/contracts';
import { screen } from '@testing-library/react';
import { type StubRoute, stubApi } from '../../../test/api-stub.ts';
import { buildApplication } from '../../../test/candidate-fixtures.ts';
import { pageOf } from '../../../test/fixtures.ts';
import { storeSignedInUser } from '../../../test/render-app.tsx';
import { renderComponent } from '../../../test/render-component.tsx';
import { ApplicationOutcomeMenu } from '../components/outcomes/application-outcome-menu.tsx';

export function buildPositions(overrides: Partial<JobPositions> = {}): JobPositions {
  return {
    job_id: 5,
    job_status: 'open',
    positions: 2,
    hired: 1,
    all_filled: false,
    remaining_active: 4,
    ...overrides,
  };
}

/** What POST /applications/{id}/status/ answers. */
export function buildStatusResult(
  application: Partial<Application>,
  overrides: Partial<Omit<ApplicationStatusResult, 'application'>> = {},
): ApplicationStatusResult {
  return {
    application: buildApplication(application),
    positions: buildPositions(),
    scheduled_email: null,
    ...overrides,
  };
}

type Scenario = {
  user: User;
  application?: Partial<Application>;
  canManageJob: boolean;
  routes?: Record<string, StubRoute | object>;
};

/** Ada Lovelace's application to Frontend Engineer (job 5) with its outcome menu, signed in as `user`. */
export function renderOutcomeMenu({ user, application = {}, canManageJob, routes = {} }: Scenario) {
  storeSignedInUser(user);
  const fetchMock = stubApi({
    'GET /auth/me/': user,
    'GET /email-ingestion/templates/': pageOf([]),
    ...routes,
  });
  const view = renderComponent(
    <ApplicationOutcomeMenu application={buildApplication(application)} canManageJob={canManageJob} />,
  );
  return { ...view, fetchMock };
}

/** The items the menu offers, in order (none: no menu at all). */
export async function offeredOutcomes(user: ReturnType<typeof renderOutcomeMenu>['user']) {
  const trigger = screen.queryByRole('button', { name: 'Decide on Ada Lovelace' });
  if (!trigger) return [];
  await user.click(trigger);
  const items = await screen.findAllByRole('menuitem');
  return items.map((item) => item.textContent?.trim());
}

/** Opens the menu and picks one change: its dialog opens. */
export async function choose(user: ReturnType<typeof renderOutcomeMenu>['user'], action: string) {
  await user.click(screen.getByRole('button', { name: 'Decide on Ada Lovelace' }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole('dialog');
}

/** Picks a reason in the dialog's Reason list. */
export async function pickReason(user: ReturnType<typeof renderOutcomeMenu>['user'], reason: string) {
  await user.click(screen.getByRole('combobox', { name: 'Reason' }));
  await user.click(await screen.findByRole('option', { name: reason }));
}
