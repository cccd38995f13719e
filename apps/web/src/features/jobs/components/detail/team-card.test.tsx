import { JOB_MESSAGES, type JobDetail } from '@shortlist/contracts';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsMade, type StubRequest, stubApi } from '../../../../test/api-stub.ts';
import { buildJobDetail } from '../../../../test/fixtures.ts';
import { renderComponent } from '../../../../test/render-component.tsx';
import { useJob } from '../../api/get-job.ts';
import { TeamCard } from './team-card.tsx';

const HARPER = { email: 'harper.manager@meridian.example', role: 'hiring_manager' };

/** The card as the job page shows it: over the job's query, so a save shows what the server kept. */
function JobTeam({ canEdit }: { canEdit: boolean }) {
  const job = useJob(7);
  return job.data ? <TeamCard job={job.data} canEdit={canEdit} /> : null;
}

/** GET and PATCH /jobs/7/ over one stored job; `patches` collects the bodies sent. */
function stubJob(job: JobDetail, patch?: (request: StubRequest) => Response) {
  let stored = job;
  const patches: unknown[] = [];
  const fetchMock = stubApi({
    'GET /jobs/7/': () => jsonResponse(stored),
    'PATCH /jobs/7/': (request) => {
      patches.push(request.body);
      if (patch) return patch(request);
      stored = { ...stored, ...(request.body as Partial<JobDetail>), updated_at: '2026-11-25T10:00:00Z' };
      return jsonResponse(stored);
    },
  });
  return { fetchMock, patches };
}

/** The roles a row's select offers, read from its open list (a Radix select), which is closed again. */
async function roleChoices(user: UserEvent, select: HTMLElement) {
  await user.click(select);
  const choices = within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return choices;
}

async function chooseRole(user: UserEvent, select: HTMLElement, role: string) {
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: role }));
}

describe('Team editor', () => {
  it('shows the team with the roles’ names and no editor to someone who may not edit the job', async () => {
    stubJob(
      buildJobDetail({
        id: 7,
        hiring_team: [HARPER, { email: 'maya.okafor@meridian.example', role: 'coordinator' }],
      }),
    );
    renderComponent(<JobTeam canEdit={false} />);
    expect(await screen.findByText('maya.okafor@meridian.example')).toBeInTheDocument();
    expect(screen.getByText('Hiring Manager')).toBeInTheDocument();
    expect(screen.getByText('Coordinator')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit team' })).not.toBeInTheDocument();
  });

  it('offers the six roles of spec 01 §2.6 and the finance approver, and saves the one chosen', async () => {
    const { patches } = stubJob(
      buildJobDetail({ id: 7, hiring_team: [HARPER], updated_at: '2026-11-20T09:00:00Z' }),
    );
    const { user } = renderComponent(<JobTeam canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Edit team' }));

    const first = screen.getByRole('combobox', { name: 'Team member 1 role' });
    expect(first).toHaveTextContent('Hiring Manager');
    expect(await roleChoices(user, first)).toEqual([
      'Hiring Manager',
      'Lead Recruiter',
      'Recruiter',
      'Interviewer',
      'Bar Raiser',
      'Coordinator',
      'Finance Approver',
    ]);

    await user.click(screen.getByRole('button', { name: 'Add team member' }));
    // spec 01 §6: an added row starts as an interviewer
    const added = screen.getByRole('combobox', { name: 'Team member 2 role' });
    expect(added).toHaveTextContent('Interviewer');
    await user.type(
      screen.getByRole('textbox', { name: 'Team member 2 e-mail' }),
      'priya.raman@meridian.example',
    );
    await chooseRole(user, added, 'Lead Recruiter');
    await user.click(screen.getByRole('button', { name: 'Save team' }));

    expect(await screen.findByText('Team saved')).toBeInTheDocument();
    expect(patches).toEqual([
      {
        hiring_team: [HARPER, { email: 'priya.raman@meridian.example', role: 'lead_recruiter' }],
        updated_at: '2026-11-20T09:00:00Z',
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Save team' })).not.toBeInTheDocument();
    expect(screen.getByText('priya.raman@meridian.example')).toBeInTheDocument();
    expect(screen.getByText('Lead Recruiter')).toBeInTheDocument();
  });

  it('starts an empty team with a hiring manager row and leaves blank rows out', async () => {
    const { patches } = stubJob(buildJobDetail({ id: 7, hiring_team: [] }));
    const { user } = renderComponent(<JobTeam canEdit />);
    expect(await screen.findByText('No team members yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit team' }));
    expect(screen.getByRole('combobox', { name: 'Team member 1 role' })).toHaveTextContent('Hiring Manager');
    await user.type(
      screen.getByRole('textbox', { name: 'Team member 1 e-mail' }),
      'maya.okafor@meridian.example',
    );
    await chooseRole(user, screen.getByRole('combobox', { name: 'Team member 1 role' }), 'Coordinator');
    await user.click(screen.getByRole('button', { name: 'Add team member' }));
    await user.click(screen.getByRole('button', { name: 'Save team' }));

    expect(await screen.findByText('Team saved')).toBeInTheDocument();
    expect(patches).toMatchObject([
      { hiring_team: [{ email: 'maya.okafor@meridian.example', role: 'coordinator' }] },
    ]);
  });

  it('lists one address twice in one role as two members', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubJob(buildJobDetail({ id: 7, hiring_team: [HARPER, HARPER] }));
    renderComponent(<JobTeam canEdit={false} />);
    expect(await screen.findAllByText(HARPER.email)).toHaveLength(2);
    // React reports a repeated key on the console
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    errors.mockRestore();
  });

  it('chooses a role from the keyboard', async () => {
    const { patches } = stubJob(buildJobDetail({ id: 7, hiring_team: [HARPER] }));
    const { user } = renderComponent(<JobTeam canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Edit team' }));
    screen.getByRole('combobox', { name: 'Team member 1 role' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    // from Hiring Manager, down to Lead Recruiter
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Team member 1 role' })).toHaveTextContent('Lead Recruiter');
    await user.click(screen.getByRole('button', { name: 'Save team' }));
    expect(await screen.findByText('Team saved')).toBeInTheDocument();
    expect(patches).toMatchObject([{ hiring_team: [{ email: HARPER.email, role: 'lead_recruiter' }] }]);
  });

  it('refuses an address the server would refuse, with its message, without sending', async () => {
    const { fetchMock } = stubJob(buildJobDetail({ id: 7, hiring_team: [HARPER] }));
    const { user } = renderComponent(<JobTeam canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Edit team' }));
    const email = screen.getByRole('textbox', { name: 'Team member 1 e-mail' });
    await user.clear(email);
    await user.type(email, 'harper at meridian');
    await user.click(screen.getByRole('button', { name: 'Save team' }));

    expect(screen.getByText(JOB_MESSAGES.hiringTeamEmail)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(requestsMade(fetchMock)).not.toContain('PATCH /jobs/7/');
  });

  it("shows the server's refusal and keeps the editor open", async () => {
    stubJob(buildJobDetail({ id: 7, hiring_team: [HARPER] }), () =>
      jsonResponse({ detail: JOB_MESSAGES.changedElsewhere }, 409),
    );
    const { user } = renderComponent(<JobTeam canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Edit team' }));
    await user.click(screen.getByRole('button', { name: 'Save team' }));

    expect(await screen.findByText(JOB_MESSAGES.changedElsewhere)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save team' })).toBeInTheDocument();
  });
});
