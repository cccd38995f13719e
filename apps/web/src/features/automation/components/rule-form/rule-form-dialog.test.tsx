import type { AutomationRule } from '@shortlist/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { automationChoices } from '../../../../app/compositions/automation-choices.ts';
import { jsonResponse, type StubRequest, stubApi } from '../../../../test/api-stub.ts';
import { adminUser, buildAutomationRule, buildJob, pageOf } from '../../../../test/fixtures.ts';
import { storeSignedInUser } from '../../../../test/render-app.tsx';
import { renderComponent } from '../../../../test/render-component.tsx';
import { AutomationChoicesProvider } from '../../automation-choices.tsx';
import { RuleFormDialog } from './rule-form-dialog.tsx';

const STAGES_IN_USE = [
  { key: 'screening', label: 'CV Review' },
  { key: 'facet', label: 'Culture' },
];

const savedRule = (body: Partial<AutomationRule>) => buildAutomationRule({ id: 9, actions: [], ...body });

function openNewRule(routes: Record<string, object> = {}) {
  storeSignedInUser(adminUser);
  const fetchMock = stubApi({
    'GET /auth/me/': adminUser,
    'GET /jobs/': pageOf([buildJob({ id: 7, title: 'Senior Software Engineer' })]),
    'GET /applications/stages/': STAGES_IN_USE,
    'GET /users/directory/': { results: [] },
    ...routes,
  });
  const view = renderComponent(
    <AutomationChoicesProvider value={automationChoices}>
      <RuleFormDialog rule={null} onOpenChange={() => {}} />
    </AutomationChoicesProvider>,
  );
  return { ...view, fetchMock };
}

async function chooseTrigger(user: ReturnType<typeof openNewRule>['user'], trigger: string) {
  await user.click(screen.getByRole('combobox', { name: 'Trigger' }));
  await user.click(await screen.findByRole('option', { name: trigger }));
}

const group = (name: string) => screen.queryByRole('group', { name });
const field = (label: string) => screen.queryByLabelText(label);

describe('automation rule form', () => {
  it("offers only the chosen trigger's conditions", async () => {
    const { user } = openNewRule();
    await screen.findByRole('dialog', { name: 'New automation rule' });

    // application created: jobs, sources and a score range
    expect(await screen.findByRole('group', { name: 'Jobs' })).toBeInTheDocument();
    expect(group('Sources')).toBeInTheDocument();
    expect(field('Match score, at least (%)')).toBeInTheDocument();
    expect(field('Match score, at most (%)')).toBeInTheDocument();
    expect(group('From stages')).not.toBeInTheDocument();
    expect(field('Threshold (%)')).not.toBeInTheDocument();

    await chooseTrigger(user, 'Stage change');
    expect(group('From stages')).toBeInTheDocument();
    expect(group('To stages')).toBeInTheDocument();
    expect(await within(group('To stages')!).findByRole('checkbox', { name: 'Culture' })).toBeInTheDocument();
    expect(group('Sources')).not.toBeInTheDocument();
    expect(field('Match score, at least (%)')).not.toBeInTheDocument();

    await chooseTrigger(user, 'Score update');
    expect(field('Minimum improvement (points)')).toBeInTheDocument();
    expect(field('Threshold (%)')).toBeInTheDocument();
    expect(group('From stages')).not.toBeInTheDocument();

    await chooseTrigger(user, 'Time based');
    expect(field('Hours in stage, at least')).toBeInTheDocument();
    expect(field('Hours in stage, at most (optional)')).toBeInTheDocument();
    expect(group('In stages')).toBeInTheDocument();
    expect(field('Threshold (%)')).not.toBeInTheDocument();

    await chooseTrigger(user, 'Document upload');
    expect(screen.getByText(/A document upload has no conditions/)).toBeInTheDocument();
    expect(field('Hours in stage, at least')).not.toBeInTheDocument();
    expect(group('In stages')).not.toBeInTheDocument();
  });

  it('says what a time-based rule lacks before asking the server', async () => {
    const { user, fetchMock } = openNewRule();
    await screen.findByRole('dialog', { name: 'New automation rule' });

    await user.type(screen.getByLabelText('Name'), 'Nudge');
    await chooseTrigger(user, 'Time based');
    await user.click(screen.getByRole('button', { name: 'Create rule' }));

    expect(await screen.findByText('Set the hours in stage.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one stage.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('creates a rule with only its trigger’s conditions, and shows the server’s refusal beside them', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    const { user } = openNewRule({
      'POST /automation-rules/': ({ body }: StubRequest) => {
        sent.push(body);
        if (refuse) return jsonResponse({ trigger_conditions: ['The threshold is not reachable.'] }, 400);
        return jsonResponse(savedRule(body as Partial<AutomationRule>), 201);
      },
    });
    await screen.findByRole('dialog', { name: 'New automation rule' });

    await user.type(screen.getByLabelText('Name'), 'Fast track');
    // a condition of another trigger, left behind when the trigger changes, is not sent
    await user.type(screen.getByLabelText('Match score, at least (%)'), '40');
    await chooseTrigger(user, 'Score update');
    await user.type(screen.getByLabelText('Threshold (%)'), '90');
    await user.click(screen.getByRole('button', { name: 'Create rule' }));

    expect(await screen.findByText('The threshold is not reachable.')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      name: 'Fast track',
      description: '',
      job_id: null,
      trigger_type: 'score_update',
      trigger_conditions: { threshold: 90 },
      actions: [{ type: 'advance_stage', config: {} }],
      is_active: true,
    });

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Create rule' }));
    expect(await screen.findByText('Created “Fast track”')).toBeInTheDocument();
  });

  it('previews which applications the conditions would affect', async () => {
    const { user } = openNewRule({
      'POST /automation-rules/dry-run/': ({ body }: StubRequest) =>
        jsonResponse({
          count: 2,
          explanation: `Read for ${(body as { trigger_type: string }).trigger_type}.`,
          results: [
            {
              application_id: 300,
              candidate_id: 40,
              candidate_name: 'Ada Lovelace',
              job_id: 7,
              job_title: 'Senior Software Engineer',
              stage_key: 'facet',
              match_score: 72,
            },
          ],
        }),
    });
    await screen.findByRole('dialog', { name: 'New automation rule' });

    await user.click(screen.getByRole('button', { name: 'Preview (dry run)' }));

    expect(await screen.findByText('2 applications would be affected')).toBeInTheDocument();
    expect(screen.getByText('Read for application_created.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Applications the rule would affect' });
    expect(within(table).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/candidates/40',
    );
    expect(within(table).getByText('Culture')).toBeInTheDocument();
    expect(screen.getByText('Showing the first 1 of 2.')).toBeInTheDocument();
  });
});
