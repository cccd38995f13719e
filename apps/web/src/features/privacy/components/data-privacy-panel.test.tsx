import {
  PRIVACY_MESSAGES,
  type PrivacyLogEntry,
  type RetentionCandidate,
  type RetentionOverview,
} from '@shortlist/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, type StubRequest, stubApi } from '../../../test/api-stub.ts';
import { adminUser, pageOf, recruiterUser } from '../../../test/fixtures.ts';
import { renderApp, storeSignedInUser } from '../../../test/render-app.tsx';
import { renderComponent } from '../../../test/render-component.tsx';
import { DataPrivacyPanel } from './data-privacy-panel.tsx';
import { describeDetails } from './privacy-log-card.tsx';

function overview(overrides: Partial<RetentionOverview> = {}): RetentionOverview {
  return {
    retention_months: null,
    updated_at: null,
    updated_by: null,
    warning_days: 30,
    due: pageOf([]),
    ...overrides,
  };
}

const dueSoon = (id: number, overrides: Partial<RetentionCandidate> = {}): RetentionCandidate => ({
  id,
  full_name: `Pool Candidate ${id}`,
  current_company: 'Northwind Labs',
  last_activity_at: '2024-03-20T10:00:00Z',
  erase_on: '2026-03-20',
  ...overrides,
});

function logEntry(overrides: Partial<PrivacyLogEntry> = {}): PrivacyLogEntry {
  return {
    id: 1,
    action: 'data_erased',
    actor_name: 'Avery Quinn',
    candidate_id: 40,
    candidate_label: 'Erased candidate #40',
    reason: 'Right to erasure request of 12 March',
    details: { applications: 2, files: 3 },
    created_at: '2026-03-14T09:30:00Z',
    ...overrides,
  };
}

describe('data privacy settings', () => {
  it('with retention off, says candidates are kept until erased by hand, and that the log is empty', async () => {
    stubApi({ 'GET /privacy/retention/': overview(), 'GET /privacy/log/': pageOf([]) });
    renderComponent(<DataPrivacyPanel />);

    expect(await screen.findByRole('combobox', { name: 'Erase candidates inactive for' })).toHaveTextContent(
      'Off (keep everyone)',
    );
    expect(screen.getByText(/Never changed/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Erased within 30 days' })).toBeInTheDocument();
    expect(
      screen.getByText('Retention is off: candidates are kept until erased by hand.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(await screen.findByText('Nothing on the log yet')).toBeInTheDocument();
  });

  it('with retention on and nobody due, says so', async () => {
    stubApi({
      'GET /privacy/retention/': overview({
        retention_months: 24,
        updated_at: '2026-03-01T08:00:00Z',
        updated_by: 'Avery Quinn',
      }),
      'GET /privacy/log/': pageOf([]),
    });
    renderComponent(<DataPrivacyPanel />);

    expect(await screen.findByText('Nobody is due for erasure')).toBeInTheDocument();
    expect(
      screen.getByText('No candidate reaches 24 months without activity in the next 30 days.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Last changed by Avery Quinn on Mar 1, 2026/)).toBeInTheDocument();
  });

  it('lists who is erased next with links to them, and pages through the list', async () => {
    const fetchMock = stubApi({
      'GET /privacy/retention/': (request: StubRequest) =>
        jsonResponse(
          overview({
            retention_months: 24,
            due: pageOf(
              request.query.get('page') === '2'
                ? [dueSoon(126, { full_name: 'Last Of The Pool' })]
                : [dueSoon(7, { full_name: 'Jordan Pike', current_company: '' }), dueSoon(8)],
              26,
            ),
          }),
        ),
      'GET /privacy/log/': pageOf([]),
    });
    const { user } = renderComponent(<DataPrivacyPanel />);

    const table = await screen.findByRole('table', { name: 'Erased within 30 days' });
    const [, jordan, pool] = within(table).getAllByRole('row');
    expect(within(jordan!).getByRole('link', { name: 'Jordan Pike' })).toHaveAttribute(
      'href',
      '/candidates/7',
    );
    expect(jordan).toHaveTextContent('—Mar 20, 2024Mar 20, 2026');
    expect(pool).toHaveTextContent('Pool Candidate 8Northwind Labs');
    expect(screen.getByText('26 candidates')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Last Of The Pool' })).toBeInTheDocument();
    expect(requestsMade(fetchMock)).toContain('GET /privacy/retention/?page=2');
  });

  it('shows the log: when, what, whose (linked), by whom and why', async () => {
    stubApi({
      'GET /privacy/retention/': overview(),
      'GET /privacy/log/': pageOf([
        logEntry(),
        logEntry({
          id: 2,
          action: 'retention_changed',
          candidate_id: null,
          candidate_label: '',
          reason: '',
          details: { from: null, to: 24 },
          created_at: '2026-03-01T08:00:00Z',
        }),
      ]),
    });
    renderComponent(<DataPrivacyPanel />);

    const table = await screen.findByRole('table', { name: 'Privacy log' });
    const [, erasure, rule] = within(table).getAllByRole('row');
    expect(erasure).toHaveTextContent(/Mar 14, 2026/);
    expect(erasure).toHaveTextContent('Personal data erased2 applications kept');
    expect(within(erasure!).getByRole('link', { name: 'Erased candidate #40' })).toHaveAttribute(
      'href',
      '/candidates/40',
    );
    expect(erasure).toHaveTextContent('Avery QuinnRight to erasure request of 12 March');
    expect(rule).toHaveTextContent('Retention changedOff → 24 months');
    expect(within(rule!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('saves a new rule, says so, and shows it as saved', async () => {
    let sent: unknown;
    let months: number | null = null;
    const fetchMock = stubApi({
      'GET /privacy/retention/': () => jsonResponse(overview({ retention_months: months })),
      'PUT /privacy/retention/': (request: StubRequest) => {
        sent = request.body;
        months = 12;
        return jsonResponse(
          overview({ retention_months: 12, updated_at: '2026-03-14T09:30:00Z', updated_by: 'Avery Quinn' }),
        );
      },
      'GET /privacy/log/': pageOf([]),
    });
    const { user } = renderComponent(<DataPrivacyPanel />);

    await user.click(await screen.findByRole('combobox', { name: 'Erase candidates inactive for' }));
    await user.click(await screen.findByRole('option', { name: '12 months' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Retention set to 12 months')).toBeInTheDocument();
    expect(sent).toEqual({ retention_months: 12 });
    expect(screen.getByRole('combobox', { name: 'Erase candidates inactive for' })).toHaveTextContent(
      '12 months',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // the log gains the change
    expect(requestsMade(fetchMock).filter((call) => call.startsWith('GET /privacy/log/'))).toHaveLength(2);
  });

  it("shows the server's refusal of a rule under the select", async () => {
    stubApi({
      'GET /privacy/retention/': overview(),
      'PUT /privacy/retention/': () =>
        jsonResponse({ retention_months: [PRIVACY_MESSAGES.retentionRange] }, 400),
      'GET /privacy/log/': pageOf([]),
    });
    const { user } = renderComponent(<DataPrivacyPanel />);

    await user.click(await screen.findByRole('combobox', { name: 'Erase candidates inactive for' }));
    await user.click(await screen.findByRole('option', { name: '6 months' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PRIVACY_MESSAGES.retentionRange)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Erase candidates inactive for' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('says what failed to load and loads it again on Retry', async () => {
    let failing = true;
    stubApi({
      'GET /privacy/retention/': () =>
        failing ? jsonResponse({ detail: 'Database unavailable' }, 503) : jsonResponse(overview()),
      'GET /privacy/log/': () =>
        failing ? jsonResponse({ detail: 'Database unavailable' }, 503) : jsonResponse(pageOf([logEntry()])),
    });
    const { user } = renderComponent(<DataPrivacyPanel />);

    expect(await screen.findByText("Couldn't load the retention rule")).toBeInTheDocument();
    expect(await screen.findByText("Couldn't load the privacy log")).toBeInTheDocument();
    expect(screen.getAllByText('Database unavailable')).toHaveLength(2);

    failing = false;
    const [retentionRetry, logRetry] = screen.getAllByRole('button', { name: 'Retry' });
    await user.click(retentionRetry!);
    await user.click(logRetry!);

    expect(
      await screen.findByRole('combobox', { name: 'Erase candidates inactive for' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Erased candidate #40' })).toBeInTheDocument();
  });
});

describe('the Data privacy tab of Settings', () => {
  it('is there for administrators', async () => {
    storeSignedInUser(adminUser);
    stubApi({
      'GET /auth/me/': adminUser,
      'GET /jobs/': pageOf([]),
      'GET /privacy/retention/': overview(),
      'GET /privacy/log/': pageOf([]),
    });
    renderApp('/settings?tab=privacy');

    expect(await screen.findByRole('tab', { name: 'Data privacy', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Privacy log' })).toBeInTheDocument();
  });

  it('is not there for a recruiter, and nothing of it is asked for', async () => {
    storeSignedInUser(recruiterUser);
    const fetchMock = stubApi({ 'GET /auth/me/': recruiterUser, 'GET /jobs/': pageOf([]) });
    renderApp('/settings?tab=privacy');

    expect(await screen.findByRole('tab', { name: 'Automation' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Data privacy' })).not.toBeInTheDocument();
    expect(requestsMade(fetchMock).some((call) => call.includes('/privacy/'))).toBe(false);
  });
});

describe('privacy log wording', () => {
  it('puts the facts of each entry in words', () => {
    expect(describeDetails(logEntry({ action: 'data_exported', details: { files: 1, bytes: 200 } }))).toBe(
      '1 file',
    );
    expect(describeDetails(logEntry({ action: 'retention_erased', details: { applications: 1 } }))).toBe(
      '1 application kept',
    );
    expect(describeDetails(logEntry({ action: 'retention_changed', details: { from: 24, to: null } }))).toBe(
      '24 months → Off',
    );
    expect(describeDetails(logEntry({ action: 'data_erased', details: {} }))).toBe('');
  });
});
