import { AUTOMATION_TEMPLATES, type AutomationRule } from '@shortlist/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { automationChoices } from '../../../app/compositions/automation-choices.ts';
import { jsonResponse, requestsMade, type StubRequest, stubApi } from '../../../test/api-stub.ts';
import { adminUser, buildAutomationRule, pageOf } from '../../../test/fixtures.ts';
import { storeSignedInUser } from '../../../test/render-app.tsx';
import { renderComponent } from '../../../test/render-component.tsx';
import { JobAutomationCard } from './job-automation-card.tsx';

const rule = (overrides: Partial<AutomationRule>) =>
  buildAutomationRule({
    job_id: 7,
    job_title: 'Senior Software Engineer',
    created_by_name: null,
    ...overrides,
  });

describe("a job's automation rules card", () => {
  it("shows the job's rules beside those for all jobs, and installs a template for this job", async () => {
    storeSignedInUser(adminUser);
    let installed: unknown;
    const fetchMock = stubApi({
      'GET /auth/me/': adminUser,
      'GET /automation-rules/': pageOf([
        rule({
          id: 3,
          name: 'Stale application reminder',
          job_id: null,
          job_title: null,
          template_key: 'stale_application_reminder',
          trigger_type: 'time_based',
          trigger_conditions: { hoursInStage: 48, stages: ['screening'] },
          actions: [
            { type: 'create_task', config: { title: 'Review', due_in_hours: 24, role: 'hiring_manager' } },
          ],
        }),
        rule({ id: 7, name: 'Auto acknowledgement email', job_setting: 'auto_acknowledge' }),
      ]),
      'GET /automation-rules/templates/': AUTOMATION_TEMPLATES.map((template) => ({
        ...template,
        installed: false,
      })),
      'POST /automation-rules/templates/welcome_email/install/': ({ body }: StubRequest) => {
        installed = body;
        return jsonResponse(rule({ id: 40, name: 'Welcome email' }), 201);
      },
      'GET /jobs/': pageOf([]),
      'GET /jobs/7/stages/': [{ key: 'screening', label: 'CV Review' }],
      'GET /applications/stages/': [],
      'GET /users/directory/': { results: [] },
    });
    const { user } = renderComponent(
      <JobAutomationCard
        jobId={7}
        jobUpdatedAt="2026-03-14T09:00:00Z"
        canManage
        choices={automationChoices}
      />,
    );

    const thisJob = await screen.findByRole('region', { name: 'Senior Software Engineer' });
    expect(within(thisJob).getByRole('switch', { name: 'Auto acknowledgement email' })).toBeDisabled();
    expect(thisJob).toHaveTextContent('Follows its Automation checkbox above');
    expect(screen.getByRole('region', { name: 'All jobs' })).toHaveTextContent('2 days or more in CV Review');
    expect(requestsMade(fetchMock)).toContain('GET /automation-rules/?job_id=7&page_size=100');

    const templates = await screen.findByRole('list', { name: 'Templates' });
    const [, , stale] = within(templates).getAllByRole('listitem');
    expect(stale).toHaveTextContent('Already on for all jobs');

    await user.click(within(templates).getByRole('button', { name: 'Install “Welcome email”' }));
    expect(await screen.findByText('Installed “Welcome email”')).toBeInTheDocument();
    expect(installed).toEqual({ job_id: 7 });
    expect(requestsMade(fetchMock)).toContain('GET /automation-rules/templates/?job_id=7');
  });
});
