import type { LiveEvent } from '@shortlist/contracts';
import { DOMAIN_EVENT_TYPES } from '@shortlist/contracts';
import { type QueryClient, type QueryKey, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { activityKeys } from '../features/activity/index.ts';
import { analyticsKeys } from '../features/analytics/index.ts';
import { applicationKeys } from '../features/applications/index.ts';
import { automationKeys } from '../features/automation/index.ts';
import { candidateKeys } from '../features/candidates/index.ts';
import { dashboardKeys } from '../features/dashboard/index.ts';
import { emailKeys } from '../features/email/index.ts';
import { interviewKeys } from '../features/interviews/index.ts';
import { jobsQueryKeys } from '../features/jobs/index.ts';
import { kanbanKeys } from '../features/kanban/index.ts';
import { stageKeys } from '../features/pipeline/index.ts';
import { privacyKeys } from '../features/privacy/index.ts';
import { taskKeys } from '../features/tasks/index.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { createLiveUpdates, LIVE_UPDATES, refreshAfterChange } from './live-updates.ts';

function event(overrides: Partial<LiveEvent>): LiveEvent {
  return {
    id: 1,
    type: 'application.stage_changed',
    actor_id: 2,
    job_id: 7,
    candidate_id: 40,
    application_id: 300,
    data: { from_stage: 'applied', to_stage: 'screening' },
    occurred_at: '2026-03-14T09:30:00Z',
    ...overrides,
  };
}

/** A cache holding every key below, all fresh. */
function cacheWith(keys: QueryKey[]): QueryClient {
  const queryClient = createQueryClient();
  for (const key of keys) queryClient.setQueryData(key, { loaded: true });
  return queryClient;
}

const stale = (queryClient: QueryClient, key: QueryKey) =>
  queryClient.getQueryState(key)?.isInvalidated ?? false;

describe('live updates', () => {
  it("a colleague's stage change makes that job's board, the lists, the candidate and the job stale", () => {
    const affected = [
      kanbanKeys.board(7),
      kanbanKeys.metrics(7),
      stageKeys.list(7),
      applicationKeys.list({ page: 1 }),
      applicationKeys.allOf({ job_id: 7 }),
      candidateKeys.detail(40),
      applicationKeys.ofCandidate(40),
      candidateKeys.timeline(40),
      candidateKeys.list({ search: 'ann' }),
      jobsQueryKeys.list({ status: 'open' }),
      jobsQueryKeys.detail(7),
      jobsQueryKeys.timeline(7),
    ];
    const untouched = [
      kanbanKeys.board(8),
      stageKeys.list(8),
      candidateKeys.detail(41),
      candidateKeys.notes(40),
      candidateKeys.documents(40),
      jobsQueryKeys.detail(8),
    ];
    const queryClient = cacheWith([...affected, ...untouched]);

    createLiveUpdates(queryClient).apply(event({}));

    expect(affected.filter((key) => !stale(queryClient, key))).toEqual([]);
    expect(untouched.filter((key) => stale(queryClient, key))).toEqual([]);
  });

  it('a note on a candidate refreshes its notes and timeline only', () => {
    const queryClient = cacheWith([
      candidateKeys.notes(40),
      candidateKeys.timeline(40),
      candidateKeys.documents(40),
      kanbanKeys.board(7),
    ]);

    createLiveUpdates(queryClient).apply(event({ type: 'note.added', job_id: null, application_id: null }));

    expect(stale(queryClient, candidateKeys.notes(40))).toBe(true);
    expect(stale(queryClient, candidateKeys.timeline(40))).toBe(true);
    expect(stale(queryClient, candidateKeys.documents(40))).toBe(false);
    expect(stale(queryClient, kanbanKeys.board(7))).toBe(false);
  });

  it('an erasure refreshes everything of that candidate, the lists and boards showing their applications, and the privacy log', () => {
    const affected = [
      candidateKeys.detail(40),
      candidateKeys.notes(40),
      candidateKeys.documents(40),
      candidateKeys.team(40),
      candidateKeys.list({ search: 'ann' }),
      applicationKeys.list({ page: 1 }),
      kanbanKeys.board(7),
      interviewKeys.list({ candidate_id: 40 }),
      emailKeys.outboxList({ page: 1 }),
      taskKeys.counts(),
      privacyKeys.log(1),
      privacyKeys.retentionPage(1),
    ];
    const untouched = [candidateKeys.detail(41), candidateKeys.notes(41), stageKeys.list(7)];
    const queryClient = cacheWith([...affected, ...untouched]);

    createLiveUpdates(queryClient).apply(event({ type: 'candidate.erased', data: {} }));

    expect(affected.filter((key) => !stale(queryClient, key))).toEqual([]);
    expect(untouched.filter((key) => stale(queryClient, key))).toEqual([]);
  });

  it("a sent or re-delivered e-mail refreshes the outbox, the open message and the candidate's timeline", () => {
    for (const type of ['email.queued', 'email.delivery_changed'] as const) {
      const queryClient = cacheWith([
        emailKeys.outboxList({ page: 1 }),
        emailKeys.message(5),
        candidateKeys.timeline(40),
        candidateKeys.notes(40),
        emailKeys.templateList({}),
      ]);

      createLiveUpdates(queryClient).apply(
        event({ type, job_id: 7, application_id: 300, data: { delivery_status: 'held' } }),
      );

      expect(stale(queryClient, emailKeys.outboxList({ page: 1 }))).toBe(true);
      expect(stale(queryClient, emailKeys.message(5))).toBe(true);
      expect(stale(queryClient, candidateKeys.timeline(40))).toBe(true);
      expect(stale(queryClient, candidateKeys.notes(40))).toBe(false);
      expect(stale(queryClient, emailKeys.templateList({}))).toBe(false);
    }
  });

  it("a colleague's interview change refreshes the interview lists, the job's board and the candidate's page", () => {
    for (const type of ['interview.scheduled', 'interview.rescheduled', 'interview.cancelled'] as const) {
      const affected = [
        interviewKeys.list({ candidate_id: 40 }),
        interviewKeys.list({ candidate_id: 41 }),
        interviewKeys.conflicts({ interviewer_ids: [2] }),
        kanbanKeys.board(7),
        kanbanKeys.metrics(7),
        candidateKeys.timeline(40),
      ];
      const untouched = [kanbanKeys.board(8), candidateKeys.notes(40), emailKeys.outboxList({ page: 1 })];
      const queryClient = cacheWith([...affected, ...untouched]);

      createLiveUpdates(queryClient).apply(event({ type, data: { interview_id: 5 } }));

      expect(affected.filter((key) => !stale(queryClient, key))).toEqual([]);
      expect(untouched.filter((key) => stale(queryClient, key))).toEqual([]);
    }
  });

  it("a colleague's scorecard refreshes the interview's sheet, the card's verdict and the quality scores listed", () => {
    const affected = [
      interviewKeys.scorecards(5),
      interviewKeys.list({ candidate_id: 40 }),
      kanbanKeys.board(7),
      applicationKeys.ofCandidate(40),
      applicationKeys.all,
    ];
    const untouched = [kanbanKeys.board(8), candidateKeys.notes(40), emailKeys.outboxList({ page: 1 })];
    const queryClient = cacheWith([...affected, ...untouched]);

    createLiveUpdates(queryClient).apply(
      event({ type: 'interview.scorecard_submitted', data: { interview_id: 5, scorecard_id: 9 } }),
    );

    expect(affected.filter((key) => !stale(queryClient, key))).toEqual([]);
    expect(untouched.filter((key) => stale(queryClient, key))).toEqual([]);
  });

  it('a status change made here refreshes at once what its event would: the board, the lists, the candidate', () => {
    const affected = [
      kanbanKeys.board(7),
      applicationKeys.list({ page: 1 }),
      applicationKeys.ofCandidate(40),
      candidateKeys.timeline(40),
      jobsQueryKeys.detail(7),
    ];
    const untouched = [kanbanKeys.board(8), candidateKeys.notes(40), emailKeys.outboxList({ page: 1 })];
    const queryClient = cacheWith([...affected, ...untouched]);

    refreshAfterChange(queryClient, {
      type: 'application.status_changed',
      job_id: 7,
      candidate_id: 40,
      application_id: 300,
    });

    expect(affected.filter((key) => !stale(queryClient, key))).toEqual([]);
    expect(untouched.filter((key) => stale(queryClient, key))).toEqual([]);
  });

  it('maps every domain event type, automation and tasks among them', () => {
    expect(DOMAIN_EVENT_TYPES.filter((type) => !(type in LIVE_UPDATES))).toEqual([]);
    for (const type of [
      'automation.rule_changed',
      'automation.run_finished',
      'task.created',
      'task.completed',
    ])
      expect(Object.keys(LIVE_UPDATES)).toContain(type);
  });

  it("a rule changed elsewhere refreshes the rule lists and the templates' installed marks, not the run logs", () => {
    const queryClient = cacheWith([
      automationKeys.ruleList({ job_id: 7 }),
      automationKeys.ruleList({ page: 1 }),
      automationKeys.templateList(null),
      automationKeys.runList(9, 1),
      taskKeys.counts(),
    ]);

    createLiveUpdates(queryClient).apply(event({ type: 'automation.rule_changed', data: {} }));

    expect(stale(queryClient, automationKeys.ruleList({ job_id: 7 }))).toBe(true);
    expect(stale(queryClient, automationKeys.ruleList({ page: 1 }))).toBe(true);
    expect(stale(queryClient, automationKeys.templateList(null))).toBe(true);
    expect(stale(queryClient, automationKeys.runList(9, 1))).toBe(false);
    expect(stale(queryClient, taskKeys.counts())).toBe(false);
  });

  it('a finished run refreshes its rule’s run log and the rules’ last run and counts', () => {
    const queryClient = cacheWith([
      automationKeys.ruleList({ page: 1 }),
      automationKeys.runList(9, 2),
      automationKeys.runList(4, 1),
    ]);

    createLiveUpdates(queryClient).apply(event({ type: 'automation.run_finished', data: { rule_id: 9 } }));

    expect(stale(queryClient, automationKeys.ruleList({ page: 1 }))).toBe(true);
    expect(stale(queryClient, automationKeys.runList(9, 2))).toBe(true);
    expect(stale(queryClient, automationKeys.runList(4, 1))).toBe(false);
  });

  it("a task given or completed refreshes My tasks and its badge; a new one the candidate's timeline", () => {
    const queryClient = cacheWith([
      taskKeys.list('open'),
      taskKeys.list('done'),
      taskKeys.counts(),
      candidateKeys.timeline(40),
    ]);
    createLiveUpdates(queryClient).apply(event({ type: 'task.created', data: {} }));
    expect(stale(queryClient, taskKeys.list('open'))).toBe(true);
    expect(stale(queryClient, taskKeys.counts())).toBe(true);
    expect(stale(queryClient, candidateKeys.timeline(40))).toBe(true);

    const later = cacheWith([taskKeys.list('open'), taskKeys.counts(), candidateKeys.timeline(40)]);
    createLiveUpdates(later).apply(event({ type: 'task.completed', data: {} }));
    expect(stale(later, taskKeys.list('open'))).toBe(true);
    expect(stale(later, taskKeys.counts())).toBe(true);
    expect(stale(later, candidateKeys.timeline(40))).toBe(false);
  });

  it("the dashboard refreshes when others' jobs, applications, interviews, offers and tasks change, not for a note", () => {
    const counted = [
      'job.created',
      'job.updated',
      'job.status_changed',
      'job.signoff_requested',
      'application.created',
      'application.stage_changed',
      'application.status_changed',
      'application.scored',
      'interview.scheduled',
      'interview.cancelled',
      'offer.created',
      'offer.approval_recorded',
      'task.created',
      'task.completed',
    ] as const;
    for (const type of counted) {
      const queryClient = cacheWith([dashboardKeys.tiles('Europe/Berlin')]);
      createLiveUpdates(queryClient).apply(event({ type, data: {} }));
      expect({ type, stale: stale(queryClient, dashboardKeys.tiles('Europe/Berlin')) }).toEqual({
        type,
        stale: true,
      });
    }

    const queryClient = cacheWith([dashboardKeys.tiles('Europe/Berlin')]);
    createLiveUpdates(queryClient).apply(event({ type: 'note.added', data: {} }));
    expect(stale(queryClient, dashboardKeys.tiles('Europe/Berlin'))).toBe(false);
  });

  it('an event the timeline records refreshes the activity feed; one it does not record leaves it', () => {
    // the types the server's timeline subscriber writes an entry for
    const recorded = [
      'job.created',
      'job.updated',
      'job.status_changed',
      'job.signed_off',
      'job.signoff_requested',
      'job.workflow_changed',
      'candidate.created',
      'candidate.updated',
      'candidate.deleted',
      'candidate.erased',
      'candidate.merged',
      'candidate.team_changed',
      'candidates.imported',
      'application.created',
      'application.stage_changed',
      'application.status_changed',
      'application.scored',
      'note.added',
      'document.uploaded',
      'document.deleted',
      'email.queued',
      'email.delivery_changed',
      'email.linked',
      'interview.scheduled',
      'interview.rescheduled',
      'interview.cancelled',
      'interview.scorecard_submitted',
      'offer.created',
      'offer.status_changed',
      'task.created',
    ] as const;
    const feed = activityKeys.list({ page: 2, type: 'email' });
    for (const type of DOMAIN_EVENT_TYPES) {
      const queryClient = cacheWith([feed]);
      createLiveUpdates(queryClient).apply(event({ type, data: {} }));
      expect({ type, stale: stale(queryClient, feed) }).toEqual({
        type,
        stale: (recorded as readonly string[]).includes(type),
      });
    }
  });

  it('the analytics report refreshes when applications, interviews, offers or jobs change, not for a note', () => {
    const shown = analyticsKeys.report({ from: '2026-01-01', to: '2026-03-31', job_id: 7 });
    for (const type of [
      'application.created',
      'application.stage_changed',
      'application.status_changed',
      'interview.scheduled',
      'offer.status_changed',
      'job.status_changed',
      'job.updated',
    ] as const) {
      const queryClient = cacheWith([shown]);
      createLiveUpdates(queryClient).apply(event({ type, data: {} }));
      expect({ type, stale: stale(queryClient, shown) }).toEqual({ type, stale: true });
    }
    const queryClient = cacheWith([shown]);
    createLiveUpdates(queryClient).apply(event({ type: 'note.added', data: {} }));
    expect(stale(queryClient, shown)).toBe(false);
  });

  it('a saved job refreshes the rule lists: its settings checkboxes are rules', () => {
    const queryClient = cacheWith([automationKeys.ruleList({ job_id: 7 })]);
    createLiveUpdates(queryClient).apply(event({ type: 'job.updated', data: {} }));
    expect(stale(queryClient, automationKeys.ruleList({ job_id: 7 }))).toBe(true);
  });

  it('holds a board refetch while a drag on that board is being saved, then refetches it', async () => {
    const queryClient = cacheWith([kanbanKeys.board(7), kanbanKeys.metrics(7)]);
    let finishMove: () => void = () => {};
    const saved = new Promise<void>((resolve) => {
      finishMove = resolve;
    });
    const move = queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: kanbanKeys.board(7), mutationFn: () => saved })
      .execute(undefined);
    const updates = createLiveUpdates(queryClient);

    updates.apply(event({}));
    expect(stale(queryClient, kanbanKeys.board(7))).toBe(false);
    expect(stale(queryClient, kanbanKeys.metrics(7))).toBe(true);

    finishMove();
    await move;
    expect(stale(queryClient, kanbanKeys.board(7))).toBe(true);
    updates.stop();
  });

  it('refetches a shown board once after a burst of events, not once per event', async () => {
    const queryClient = createQueryClient();
    const queryFn = vi.fn(async () => ({ loaded: true }));
    const observer = new QueryObserver(queryClient, { queryKey: kanbanKeys.board(7), queryFn });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    const updates = createLiveUpdates(queryClient, { coalesceMs: 20 });

    for (let id = 1; id <= 100; id += 1) updates.apply(event({ id, type: 'application.scored' }));
    expect(stale(queryClient, kanbanKeys.board(7))).toBe(true);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(queryFn).toHaveBeenCalledTimes(2);
    unsubscribe();
    updates.stop();
  });
});
