import { ASSIGNEE_ROLES, type AssigneeRole } from '@shortlist/contracts';
import { describe, expect, it } from 'vitest';
import { useAutomationApp } from '../../test/automation-harness.ts';
import { createApplication } from '../../test/pipeline-factories.ts';
import { createUser } from '../../test/user-factories.ts';

/**
 * "The job's <role>" of an assigning action (decision 027): the active users its hiring team lists
 * in that role; for "recruiter", the recruiter the job names first, then the team's recruiters.
 */
const h = useAutomationApp();

/** A rule on `jobId` that gives `role` a task when a card reaches CV review; its first run's outcome. */
async function taskOutcome(jobId: number, role: AssigneeRole) {
  const rule = await h.aRule({
    trigger_type: 'stage_change',
    trigger_conditions: { toStages: ['screening'] },
    actions: [{ type: 'create_task', config: { title: 'Follow up', due_in_hours: 24, role } }],
    job_id: jobId,
  });
  const { application } = await createApplication(h.t.database.db, jobId);
  await h.move(jobId, application.id, 'screening');
  const [run] = await h.runsOf(rule.id);
  return run!.actions[0]!;
}

describe("an automation assigning the job's role", () => {
  it.each(ASSIGNEE_ROLES)('%s: reaches the team member listed in that role', async (role) => {
    const member = await createUser(h.t.database.db, { fullName: `Team ${role}`, role: 'hiring_manager' });
    const bystander = await createUser(h.t.database.db, { fullName: 'Someone Else' });
    const other = role === 'interviewer' ? 'bar_raiser' : 'interviewer';
    const job = await h.aJob({
      hiringTeam: [
        { email: bystander.email, role: other },
        { email: member.email.toUpperCase(), role },
      ],
    });
    expect(await taskOutcome(job.id, role)).toEqual({
      type: 'create_task',
      status: 'done',
      detail: `Task “Follow up” for Team ${role}.`,
    });
  });

  it("recruiter: reaches the job's recruiter first, then the team's recruiters, each once", async () => {
    const named = await createUser(h.t.database.db, { fullName: 'Named Recruiter' });
    const listed = await createUser(h.t.database.db, { fullName: 'Listed Recruiter' });
    const job = await h.aJob({
      recruiterId: named.id,
      hiringTeam: [
        { email: listed.email, role: 'recruiter' },
        { email: named.email, role: 'recruiter' },
      ],
    });
    expect((await taskOutcome(job.id, 'recruiter')).detail).toBe(
      'Task “Follow up” for Named Recruiter, Listed Recruiter.',
    );
  });

  it('skips the action, saying why, when nobody with an account holds the role', async () => {
    const job = await h.aJob({ hiringTeam: [{ email: 'no.account@meridian.example', role: 'coordinator' }] });
    expect(await taskOutcome(job.id, 'coordinator')).toEqual({
      type: 'create_task',
      status: 'skipped',
      detail: 'This job has no coordinator with an active account.',
    });
  });
});
