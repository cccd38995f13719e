import { AUTOMATION_TEMPLATES, type AutomationRule, type AutomationRun } from '@shortlist/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { automationChoices } from '../../../app/compositions/automation-choices.ts';
import { jsonResponse, requestsMade, type StubRequest, stubApi } from '../../../test/api-stub.ts';
import { adminUser, buildAutomationRule, buildJob, pageOf } from '../../../test/fixtures.ts';
import { storeSignedInUser } from '../../../test/render-app.tsx';
import { renderComponent } from '../../../test/render-component.tsx';
import { AutomationPanel } from './automation-panel.tsx';

const buildRule = (overrides: Partial<AutomationRule>) =>
  buildAutomationRule({
    trigger_type: 'score_update',
    trigger_conditions: { threshold: 90 },
    actions: [{ type: 'advance_stage', config: { stage: 'facet' } }],
    ...overrides,
  });

const fastTrack = buildRule({
  id: 1,
  name: 'Fast track',
  last_run: { status: 'failed', at: '2026-03-14T10:00:00Z' },
  runs_count: 12,
  failed_count: 1,
});
const autoReject = buildRule({
  id: 2,
  name: 'Auto-reject below 50% match',
  trigger_type: 'application_created',
  trigger_conditions: { maxScore: 49 },
  actions: [{ type: 'reject_application', config: { reason: 'Match score below 50%' } }],
  job_id: 7,
  job_title: 'Senior Software Engineer',
  job_setting: 'auto_reject_below_50',
});
const reminder = buildRule({
  id: 3,
  name: 'Stale reminder',
  trigger_type: 'time_based',
  trigger_conditions: { hoursInStage: 48, stages: ['screening'] },
  actions: [{ type: 'create_task', config: { title: 'Review', due_in_hours: 24, role: 'hiring_manager' } }],
  job_id: 7,
  job_title: 'Senior Software Engineer',
  is_active: false,
});

const failedRun: AutomationRun = {
  id: 50,
  rule_id: 1,
  status: 'failed',
  trigger_type: 'score_update',
  trigger_summary: 'Match score 70 → 92',
  application_id: 300,
  candidate_id: 40,
  candidate_name: 'Ada Lovelace',
  job_title: 'Senior Software Engineer',
  conditions: [
    { condition: 'threshold', expected: 'crosses 90', actual: '70 → 92', passed: true },
    { condition: 'improvement', expected: 'at least 30', actual: '22', passed: false },
  ],
  actions: [{ type: 'advance_stage', status: 'skipped', detail: 'No stage named facet' }],
  attempts: 3,
  error: 'The stage does not exist.',
  chain_depth: 0,
  created_at: '2026-03-14T10:00:00Z',
  finished_at: '2026-03-14T10:00:05Z',
};

function openPanel(routes: Record<string, object> = {}) {
  storeSignedInUser(adminUser);
  return stubApi({
    'GET /auth/me/': adminUser,
    'GET /automation-rules/': pageOf([fastTrack, autoReject, reminder]),
    'GET /automation-rules/templates/': AUTOMATION_TEMPLATES.map((template) => ({
      ...template,
      installed: template.key === 'welcome_email',
    })),
    'GET /jobs/': pageOf([buildJob({ id: 7, title: 'Senior Software Engineer' })]),
    'GET /applications/stages/': [
      { key: 'screening', label: 'CV Review' },
      { key: 'facet', label: 'Culture' },
    ],
    'GET /users/directory/': { results: [] },
    ...routes,
  });
}

describe('Settings → Automation', () => {
  it('lists each rule by scope in words, with its runs; a job setting’s rule is read-only', async () => {
    openPanel({ 'GET /automation-rules/1/runs/': pageOf([failedRun]) });
    const { user } = renderComponent(<AutomationPanel choices={automationChoices} />);

    const everyJob = await screen.findByRole('region', { name: 'All jobs' });
    const [row] = within(everyJob).getAllByRole('listitem');
    expect(row).toHaveTextContent('The match score reaches 90% from below');
    expect(row).toHaveTextContent('Move it to Culture');
    expect(row).toHaveTextContent('12 runs');
    expect(row).toHaveTextContent('1 failed');
    expect(within(row!).getByRole('switch', { name: 'Fast track' })).toBeChecked();

    const job = screen.getByRole('region', { name: 'Senior Software Engineer' });
    const setting = within(job).getByRole('switch', { name: 'Auto-reject below 50% match' });
    expect(setting).toBeDisabled();
    expect(setting).toHaveAccessibleDescription("Follows the job's Settings tab: switch it there.");
    expect(within(job).queryByRole('button', { name: 'Edit “Auto-reject below 50% match”' })).toBeNull();
    expect(within(job).getByRole('switch', { name: 'Stale reminder' })).not.toBeChecked();
    expect(job).toHaveTextContent('An application has spent 2 days or more in CV Review');

    const templates = screen.getByRole('list', { name: 'Templates' });
    expect(within(templates).getByRole('button', { name: 'Installed' })).toBeDisabled();
    expect(within(templates).getAllByRole('button', { name: /^Install “/ })).toHaveLength(3);

    await user.click(within(row!).getByRole('button', { name: 'Run log of “Fast track”' }));
    const log = await screen.findByRole('dialog', { name: 'Run log: Fast track' });
    expect(await within(log).findByText('Match score 70 → 92')).toBeInTheDocument();
    expect(within(log).getByText('The stage does not exist.')).toBeInTheDocument();
    const checks = within(log).getByRole('list', { name: 'Conditions checked' });
    expect(within(checks).getAllByRole('img', { name: 'Passed' })).toHaveLength(1);
    expect(within(checks).getAllByRole('img', { name: 'Failed' })).toHaveLength(1);
    expect(within(log).getByRole('list', { name: 'Actions taken' })).toHaveTextContent(
      'Advance stage: No stage named facet',
    );
  });

  it('switches a rule at once, and puts it back with a message when the server refuses', async () => {
    let answer: Response = jsonResponse({ non_field_errors: ['Not now.'] }, 400);
    const fetchMock = openPanel({
      'PATCH /automation-rules/3/': ({ body }: StubRequest) =>
        answer.status === 200 ? jsonResponse({ ...reminder, ...(body as object) }) : answer,
    });
    const { user } = renderComponent(<AutomationPanel choices={automationChoices} />);
    const toggle = await screen.findByRole('switch', { name: 'Stale reminder' });

    await user.click(toggle);
    expect(await screen.findByText("Couldn't switch “Stale reminder” on")).toBeInTheDocument();
    expect(screen.getByText('Not now.')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();

    answer = jsonResponse({}, 200);
    await user.click(toggle);
    expect(await screen.findByText('“Stale reminder” is on')).toBeInTheDocument();
    expect(requestsMade(fetchMock).filter((call) => call === 'PATCH /automation-rules/3/')).toHaveLength(2);
  });

  it('says so when there are no runs yet', async () => {
    openPanel({ 'GET /automation-rules/3/runs/': pageOf([]) });
    const { user } = renderComponent(<AutomationPanel choices={automationChoices} />);

    await user.click(await screen.findByRole('button', { name: 'Run log of “Stale reminder”' }));
    expect(await screen.findByText('No runs yet')).toBeInTheDocument();
  });
});
