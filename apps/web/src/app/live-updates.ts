import type { DomainEventType, LiveEvent } from '@shortlist/contracts';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { activityKeys } from '../features/activity/index.ts';
import { analyticsKeys } from '../features/analytics/index.ts';
import { applicationKeys } from '../features/applications/index.ts';
import { automationKeys } from '../features/automation/index.ts';
import { candidateKeys } from '../features/candidates/index.ts';
import { dashboardKeys } from '../features/dashboard/index.ts';
import { duplicateKeys } from '../features/duplicates/index.ts';
import { emailKeys } from '../features/email/index.ts';
import { interviewKeys } from '../features/interviews/index.ts';
import { jobsQueryKeys } from '../features/jobs/index.ts';
import { kanbanKeys } from '../features/kanban/index.ts';
import { offerKeys } from '../features/offers/index.ts';
import { stageKeys } from '../features/pipeline/index.ts';
import { privacyKeys } from '../features/privacy/index.ts';
import { taskKeys } from '../features/tasks/index.ts';
import type { LocalChange } from '../lib/change-refresh.tsx';
import { useLiveConnection } from '../lib/live-connection.tsx';

/** A query key to refetch: everything under it, or (`exact`) that one query only. */
export type Refresh = { queryKey: QueryKey; exact?: boolean };

const under = (queryKey: QueryKey): Refresh => ({ queryKey });
const exactly = (queryKey: QueryKey): Refresh => ({ queryKey, exact: true });

const jobPage = ({ job_id }: LiveEvent): Refresh[] =>
  job_id ? [exactly(jobsQueryKeys.detail(job_id)), under(jobsQueryKeys.timeline(job_id))] : [];
const jobTimeline = ({ job_id }: LiveEvent): Refresh[] =>
  job_id ? [under(jobsQueryKeys.timeline(job_id))] : [];
const board = ({ job_id }: LiveEvent): Refresh[] =>
  job_id ? [under(kanbanKeys.board(job_id)), under(kanbanKeys.metrics(job_id))] : [];
const workflow = ({ job_id }: LiveEvent): Refresh[] => (job_id ? [under(stageKeys.list(job_id))] : []);
const candidatePage = ({ candidate_id }: LiveEvent): Refresh[] =>
  candidate_id
    ? [
        exactly(candidateKeys.detail(candidate_id)),
        under(applicationKeys.ofCandidate(candidate_id)),
        under(candidateKeys.timeline(candidate_id)),
      ]
    : [];
/** The candidate page's applications are the applications feature's list (decision 029). */
const candidateApplications = ({ candidate_id }: LiveEvent): Refresh[] =>
  candidate_id
    ? [under(applicationKeys.ofCandidate(candidate_id)), under(candidateKeys.timeline(candidate_id))]
    : [];
const candidatePart =
  (part: 'notes' | 'team' | 'documents') =>
  ({ candidate_id }: LiveEvent): Refresh[] =>
    candidate_id
      ? [under(candidateKeys[part](candidate_id)), under(candidateKeys.timeline(candidate_id))]
      : [];

/**
 * The dashboard (issue 15) counts jobs, applications, interviews, offers and tasks, and lists the
 * viewer's share of them: any change to those refreshes it (one query, when it is shown).
 */
const dashboard = (): Refresh[] => [under(dashboardKeys.all)];

/**
 * The analytics report (issue 15) counts applications, stage moves, interviews, offers, hires and
 * recruiters' open jobs: a change to those refreshes it, when it is shown.
 */
const report = (): Refresh[] => [under(analyticsKeys.all)];

/**
 * The activity feed (issue 15) lists every timeline entry: an event the server's timeline
 * subscriber writes an entry for refreshes it, when it is shown.
 */
const activity = (): Refresh[] => [under(activityKeys.all)];

/** An application appeared, moved or changed status: every screen that counts or lists it. */
const applicationChanged = (event: LiveEvent): Refresh[] => [
  ...board(event),
  ...workflow(event),
  ...jobPage(event),
  ...candidatePage(event),
  under(applicationKeys.all),
  under(candidateKeys.lists()),
  under(jobsQueryKeys.lists()),
  ...dashboard(),
  ...report(),
  ...activity(),
];

/** A message was queued or its delivery changed: the outbox (and its open message) and the candidate's timeline. */
const emailChanged = ({ candidate_id }: LiveEvent): Refresh[] => [
  under(emailKeys.outbox()),
  ...(candidate_id ? [under(candidateKeys.timeline(candidate_id))] : []),
  ...activity(),
];

/** An interview was scheduled, moved or cancelled: every list of interviews (and who is booked). */
const interviewChanged = (event: LiveEvent): Refresh[] => [
  under(interviewKeys.all),
  ...board(event),
  ...candidatePage(event),
  ...dashboard(),
  ...report(),
  ...activity(),
];

/** An offer was drafted, changed, decided or answered: its lists and dialog, and the candidate's page. */
const offerChanged = (event: LiveEvent): Refresh[] => [
  under(offerKeys.all),
  ...candidatePage(event),
  ...dashboard(),
];

/** Mail arrived, was read, archived or linked: the inbox, its metrics and an open message. */
const inboxChanged = (): Refresh[] => [under(emailKeys.inbox())];

/**
 * A job was saved: its settings checkboxes are rules of the job (issue 14), switched with it. The
 * event names no rule, so every rule list refetches (a handful of small pages).
 */
const jobSettingRules = (): Refresh[] => [under(automationKeys.rules())];

/**
 * Issue 16: everywhere a candidate shows beyond their own page — after an erasure or a merge their
 * name, applications, documents, mail, interviews, offers and tasks change or go everywhere.
 */
const wherePeopleShow = (): Refresh[] => [
  under(duplicateKeys.all),
  under(applicationKeys.all),
  under(kanbanKeys.all),
  under(interviewKeys.all),
  under(offerKeys.all),
  under(emailKeys.all),
  under(taskKeys.all),
  under(privacyKeys.all),
  ...dashboard(),
  ...activity(),
];

/**
 * DESIGN.md §8 Live: the one map from a domain event to the queries it makes stale, built from
 * the owning features' keys. A page showing none of them refetches nothing; the rest refetch in
 * the background and re-render within a second.
 */
export const LIVE_UPDATES: Record<DomainEventType, (event: LiveEvent) => Refresh[]> = {
  'job.created': () => [
    under(jobsQueryKeys.all),
    ...jobSettingRules(),
    ...dashboard(),
    ...report(),
    ...activity(),
  ],
  'job.updated': (event) => [
    under(jobsQueryKeys.all),
    ...board(event),
    under(applicationKeys.all),
    ...jobSettingRules(),
    ...dashboard(),
    ...report(),
    ...activity(),
  ],
  'job.status_changed': () => [under(jobsQueryKeys.all), ...dashboard(), ...report(), ...activity()],
  // the dashboard's "Sign-offs requested of me" gains the request, and loses it once signed
  'job.signed_off': (event) => [
    ...jobPage(event),
    under(jobsQueryKeys.lists()),
    ...dashboard(),
    ...activity(),
  ],
  'job.signoff_requested': (event) => [...jobTimeline(event), ...dashboard(), ...activity()],
  'job.workflow_changed': (event) => [
    ...jobPage(event),
    ...workflow(event),
    ...board(event),
    under(applicationKeys.all),
    ...report(),
    ...activity(),
  ],
  'candidate.created': () => [under(candidateKeys.lists()), under(duplicateKeys.all), ...activity()],
  // issue 16: a batch of an import; the import's own page polls its progress
  'candidates.imported': () => [under(candidateKeys.lists()), under(duplicateKeys.all), ...activity()],
  'candidate.updated': (event) => [
    ...candidatePage(event),
    under(candidateKeys.lists()),
    under(duplicateKeys.all),
    under(applicationKeys.all),
    under(kanbanKeys.all),
    ...dashboard(),
    ...activity(),
  ],
  // the candidate's applications and timeline entries go with them
  'candidate.deleted': () => [
    under(candidateKeys.all),
    under(duplicateKeys.all),
    under(interviewKeys.all),
    under(applicationKeys.all),
    under(kanbanKeys.all),
    under(jobsQueryKeys.all),
    ...dashboard(),
    ...report(),
    ...activity(),
  ],
  // issue 16: the record is renamed and blanked, its notes, documents, e-mails, interviews, offers
  // and tasks deleted; its applications stay (the boards' cards and lists show the new label) and
  // the privacy log gains the erasure
  'candidate.erased': ({ candidate_id }) => [
    ...(candidate_id ? [under(candidateKeys.detail(candidate_id))] : []),
    under(candidateKeys.lists()),
    ...wherePeopleShow(),
  ],
  // issue 16: a duplicate record was merged into this one: its applications, documents, notes and
  // history now show here, and the other record is gone from every list
  'candidate.merged': () => [under(candidateKeys.all), ...wherePeopleShow()],
  'candidate.team_changed': (event) => [...candidatePart('team')(event), ...activity()],
  'application.created': applicationChanged,
  'application.stage_changed': applicationChanged,
  'application.status_changed': applicationChanged,
  // a score moves the dashboard's average match and a recent application's badge
  'application.scored': (event) => [
    ...board(event),
    ...candidateApplications(event),
    under(applicationKeys.all),
    ...dashboard(),
    ...activity(),
  ],
  'application.tags_changed': (event) => [...board(event), ...candidateApplications(event)],
  'note.added': (event) => [
    ...(event.candidate_id ? candidatePart('notes')(event) : jobTimeline(event)),
    ...activity(),
  ],
  'document.uploaded': (event) => [
    ...candidatePart('documents')(event),
    ...candidatePage(event),
    ...activity(),
  ],
  'document.deleted': (event) => [
    ...candidatePart('documents')(event),
    ...candidatePage(event),
    ...activity(),
  ],
  'email.queued': emailChanged,
  'email.delivery_changed': (event) => [...emailChanged(event), ...inboxChanged()],
  // the header counts today's mail
  'email.received': () => [...inboxChanged(), exactly(emailKeys.serviceStatus())],
  'email.processed': inboxChanged,
  'email.status_changed': inboxChanged,
  // made a candidate or attached to one: their page, documents (the CV) and the lists change too
  'email.linked': (event) => [
    ...inboxChanged(),
    ...candidatePage(event),
    ...candidatePart('documents')(event),
    under(candidateKeys.lists()),
    ...activity(),
  ],
  // issue 13: the interview lists and double bookings, a card's next interview, the board's
  // metric and the candidate's timeline; a reminder changes nothing shown
  'interview.scheduled': interviewChanged,
  'interview.rescheduled': interviewChanged,
  'interview.cancelled': interviewChanged,
  'interview.reminder_due': () => [],
  // the interview's scorecard sheet (under the interview keys), a card's last interview and quality
  // score, the candidate's page, and the application's overall quality score wherever it is listed
  'interview.scorecard_submitted': (event) => [...interviewChanged(event), under(applicationKeys.all)],
  // issue 13: offers — the offer lists and the open offer, the candidate's page and timeline; a
  // status change (sent, accepted) also the board's card
  'offer.created': (event) => [...offerChanged(event), ...report(), ...activity()],
  'offer.updated': offerChanged,
  'offer.status_changed': (event) => [...offerChanged(event), ...board(event), ...report(), ...activity()],
  'offer.approval_recorded': offerChanged,
  // issue 14: a rule made, changed, switched or deleted — the rule lists and which templates are
  // installed; a run finished — the lists' last run and counts, and that rule's run log
  'automation.rule_changed': () => [under(automationKeys.rules()), under(automationKeys.templates())],
  'automation.run_finished': ({ data }) => [
    under(automationKeys.rules()),
    under(
      typeof data.rule_id === 'number' ? [...automationKeys.runs(), data.rule_id] : automationKeys.runs(),
    ),
  ],
  // My tasks and its badge; a new task is on the candidate's timeline too
  'task.created': ({ candidate_id }) => [
    under(taskKeys.all),
    ...(candidate_id ? [under(candidateKeys.timeline(candidate_id))] : []),
    ...dashboard(),
    ...activity(),
  ],
  'task.completed': () => [under(taskKeys.all), ...dashboard()],
};

/**
 * A change made in this browser refreshes, at once, what its domain event would (the event comes
 * later over the socket, or never without one): the same map, so the two cannot disagree.
 */
export function refreshAfterChange(queryClient: QueryClient, change: LocalChange): void {
  const event: LiveEvent = {
    id: 0,
    actor_id: null,
    job_id: null,
    candidate_id: null,
    application_id: null,
    data: {},
    occurred_at: new Date().toISOString(),
    ...change,
  };
  for (const target of LIVE_UPDATES[event.type](event)) void queryClient.invalidateQueries(target);
}

/**
 * Applies events to the cache. A query being changed optimistically (a drag on the board: its
 * mutation is keyed like the board) is not refetched mid-change — the answer could still show the
 * old column for a moment — but as soon as that change settles.
 */
export function createLiveUpdates(queryClient: QueryClient, { coalesceMs = 50 } = {}) {
  let held: Refresh[] = [];
  // A burst of events (a job edit re-scores a thousand applications) marks queries stale at once
  // but refetches each shown query once, after the burst.
  const due = new Map<string, Refresh>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refetchDue = () => {
    timer = undefined;
    const targets = [...due.values()];
    due.clear();
    for (const target of targets) void queryClient.refetchQueries({ ...target, type: 'active' });
  };
  const refresh = (target: Refresh) => {
    if (queryClient.isMutating({ mutationKey: target.queryKey }) > 0) {
      held.push(target);
      return;
    }
    void queryClient.invalidateQueries({ ...target, refetchType: 'none' });
    due.set(JSON.stringify([target.queryKey, target.exact ?? false]), target);
    timer ??= setTimeout(refetchDue, coalesceMs);
  };
  const stop = queryClient.getMutationCache().subscribe(() => {
    if (held.length === 0) return;
    const waiting = held;
    held = [];
    for (const target of waiting) refresh(target);
  });
  return {
    apply: (event: LiveEvent) => {
      for (const target of LIVE_UPDATES[event.type]?.(event) ?? []) refresh(target);
    },
    stop: () => {
      stop();
      clearTimeout(timer);
    },
  };
}

/** Mounted once by the signed-in shell: domain events from the live connection refresh the cache. */
export function useLiveQueryUpdates(): void {
  const queryClient = useQueryClient();
  const { subscribe } = useLiveConnection();
  useEffect(() => {
    const updates = createLiveUpdates(queryClient);
    const unsubscribe = subscribe((message) => {
      if (message.type === 'event') updates.apply(message.event);
    });
    return () => {
      unsubscribe();
      updates.stop();
    };
  }, [queryClient, subscribe]);
}
