import { INTERVIEW_MESSAGES, type InterviewCreate } from '@shortlist/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type StubRequest, stubApi } from '../../../test/api-stub.ts';
import { recruiterUser } from '../../../test/fixtures.ts';
import { storeSignedInUser } from '../../../test/render-app.tsx';
import { renderComponent } from '../../../test/render-component.tsx';
import type { JobFactsLookup } from '../lib/interview-draft.ts';
import { buildInterviewApplication, buildInterviewResult, DIRECTORY } from '../test/interview-fixtures.ts';
import { ScheduleInterviewDialog } from './schedule-interview-dialog.tsx';

const NEXT_YEAR = new Date().getFullYear() + 1;

/** Job 5 gives a Deep Dive two hours and has Grace Mensah as its recruiter. */
const jobFacts: JobFactsLookup = (jobId) =>
  jobId === 5
    ? {
        strategy: { interview_duration_minutes: { prospector: 30, deep_dive: 120, facet_interviews: 60 } },
        team: [{ id: 7, full_name: 'Grace Mensah', role: 'Recruiter for this job' }],
      }
    : undefined;

function renderDialog(routes: Record<string, object> = {}) {
  storeSignedInUser(recruiterUser);
  const created: InterviewCreate[] = [];
  const conflictQueries: URLSearchParams[] = [];
  const fetchMock = stubApi({
    'GET /auth/me/': recruiterUser,
    'GET /users/directory/': DIRECTORY,
    'GET /interviews/conflicts/': (request: StubRequest) => {
      conflictQueries.push(request.query);
      return jsonResponse({ conflicts: [] });
    },
    'POST /interviews/': (request: StubRequest) => {
      created.push(request.body as InterviewCreate);
      return jsonResponse(buildInterviewResult(), 201);
    },
    ...routes,
  });
  const view = renderComponent(
    <ScheduleInterviewDialog
      open
      onOpenChange={() => {}}
      applications={[buildInterviewApplication()]}
      jobFacts={jobFacts}
    />,
  );
  return { ...view, created, conflictQueries, fetchMock };
}

type User = ReturnType<typeof renderDialog>['user'];

async function chooseZone(user: User, zone: string) {
  await user.selectOptions(screen.getByLabelText('Time zone'), zone);
}

function setTime(date: string, time: string) {
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: date } });
  fireEvent.change(screen.getByLabelText('Time'), { target: { value: time } });
}

describe('Schedule Interview dialog', () => {
  it("offers the job's hiring team first, each with their part in the job", async () => {
    renderDialog({
      'GET /interviews/panel-suggestions/': {
        results: [
          { id: 2, full_name: 'Harper Lin', job_role: 'hiring_manager' },
          { id: 9, full_name: 'Lena Fischer', job_role: 'bar_raiser' },
          { id: 7, full_name: 'Grace Mensah', job_role: 'job_recruiter' },
        ],
      },
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule Interview' }));
    const lena = await dialog.findByRole('checkbox', { name: /Lena Fischer/ });
    expect(lena.closest('label')).toHaveTextContent('Bar Raiser');
    expect(dialog.getByRole('checkbox', { name: /Harper Lin/ }).closest('label')).toHaveTextContent(
      'Hiring Manager',
    );
    // the recruiter the job's page knows is not offered twice
    expect(dialog.getAllByRole('checkbox', { name: /Grace Mensah/ })).toHaveLength(1);
  });

  it("prefills the stage's type with the job's length and sends the time with its zone's offset", async () => {
    const { user, created } = renderDialog();
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule Interview' }));
    expect(dialog.getByText('Ada Lovelace · Frontend Engineer')).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Interview type' })).toHaveTextContent('Deep Dive');
    expect(dialog.getByLabelText('Duration (minutes)')).toHaveValue(120);
    expect(dialog.getByLabelText('Location')).toHaveValue('Video call');
    expect(dialog.getByRole('checkbox', { name: 'Send calendar invitations' })).toBeChecked();
    // the job's recruiter comes first
    expect(dialog.getByRole('checkbox', { name: /Grace Mensah/ }).closest('label')).toHaveTextContent(
      'Recruiter for this job',
    );

    setTime(`${NEXT_YEAR}-12-01`, '14:00');
    await chooseZone(user, 'America/New_York');
    await user.click(await dialog.findByRole('checkbox', { name: 'Riley Morgan' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Harper Lin' }));
    await user.click(dialog.getByLabelText('Note to interviewers (optional)'));
    await user.paste('Ask about accessibility.');
    await user.click(dialog.getByRole('button', { name: 'Schedule interview' }));

    expect(await screen.findByText('Deep Dive with Ada Lovelace scheduled')).toBeInTheDocument();
    expect(screen.getByText('3 calendar invitations sent.')).toBeInTheDocument();
    expect(created).toEqual([
      {
        application_id: 11,
        interview_type: 'deep_dive',
        scheduled_at: `${NEXT_YEAR}-12-01T14:00:00-05:00`,
        duration_minutes: 120,
        time_zone: 'America/New_York',
        interviewer_ids: [3, 2],
        location: 'Video call',
        meeting_url: null,
        notes: 'Ask about accessibility.',
        notify: true,
      },
    ]);
  });

  it('warns who is double-booked as the time and panel are chosen, and still saves', async () => {
    const { user, created, conflictQueries } = renderDialog({
      'GET /interviews/conflicts/': (request: StubRequest) => {
        conflictQueries.push(request.query);
        return jsonResponse({
          conflicts: [
            {
              interviewer_id: 3,
              interviewer_name: 'Riley Morgan',
              interview_id: 40,
              scheduled_at: `${NEXT_YEAR}-03-02T13:30:00Z`,
              ends_at: `${NEXT_YEAR}-03-02T14:30:00Z`,
            },
          ],
        });
      },
    });
    const dialog = within(await screen.findByRole('dialog'));
    setTime(`${NEXT_YEAR}-03-02`, '14:00');
    await chooseZone(user, 'UTC');
    await user.click(await dialog.findByRole('checkbox', { name: 'Riley Morgan' }));

    expect(await dialog.findByText('One interviewer is double-booked')).toBeInTheDocument();
    expect(await dialog.findByText(/has an interview .*1:30 PM – 2:30 PM/)).toBeInTheDocument();
    const asked = conflictQueries.at(-1)!;
    expect(asked.get('interviewer_ids')).toBe('3');
    expect(asked.get('scheduled_at')).toBe(`${NEXT_YEAR}-03-02T14:00:00+00:00`);
    expect(asked.get('duration_minutes')).toBe('120');

    await user.click(dialog.getByRole('button', { name: 'Schedule interview' }));
    expect(await screen.findByText('Deep Dive with Ada Lovelace scheduled')).toBeInTheDocument();
    expect(created).toHaveLength(1);
  });

  it("shows the server's field errors beside their fields and keeps what was typed", async () => {
    const { user } = renderDialog({
      'POST /interviews/': () =>
        jsonResponse(
          {
            scheduled_at: [INTERVIEW_MESSAGES.inThePast],
            interviewer_ids: [INTERVIEW_MESSAGES.interviewerUnknown],
            meeting_url: [INTERVIEW_MESSAGES.meetingUrlInvalid],
          },
          400,
        ),
    });
    const dialog = within(await screen.findByRole('dialog'));
    setTime(`${NEXT_YEAR}-12-01`, '09:00');
    await user.click(await dialog.findByRole('checkbox', { name: 'Harper Lin' }));
    await user.click(dialog.getByLabelText('Meeting link (optional)'));
    await user.paste('https://meet.example.com/x');
    await user.click(dialog.getByRole('button', { name: 'Schedule interview' }));

    expect(await dialog.findByText(INTERVIEW_MESSAGES.inThePast)).toBeInTheDocument();
    expect(dialog.getByText(INTERVIEW_MESSAGES.interviewerUnknown)).toBeInTheDocument();
    expect(dialog.getByText(INTERVIEW_MESSAGES.meetingUrlInvalid)).toBeInTheDocument();
    expect(dialog.getByLabelText('Meeting link (optional)')).toHaveValue('https://meet.example.com/x');
    expect(dialog.getByLabelText('Date')).toHaveValue(`${NEXT_YEAR}-12-01`);
    expect(dialog.getByRole('list', { name: 'Chosen interviewers' })).toHaveTextContent('Harper Lin');
  });

  it('asks for an interviewer before calling the server, and shows a refusal above the form', async () => {
    const { user, created } = renderDialog({
      'POST /interviews/': () => jsonResponse({ detail: INTERVIEW_MESSAGES.cannotManage }, 403),
    });
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Schedule interview' }));
    expect(dialog.getByText(INTERVIEW_MESSAGES.interviewersRequired)).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.click(await dialog.findByRole('checkbox', { name: 'Harper Lin' }));
    await user.click(dialog.getByRole('button', { name: 'Schedule interview' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(INTERVIEW_MESSAGES.cannotManage);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
