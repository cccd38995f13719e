import type { Candidate } from '@shortlist/contracts';
import { UserX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import type { ApplicationOutcomeSlot } from '../../../lib/application-outcome.ts';
import { useAuth } from '../../../lib/auth-session.tsx';
import type { ComposeEmailSlot } from '../../../lib/compose-email.ts';
import {
  type CandidateInterviewsSlot,
  canScheduleFor,
  type ScheduleInterviewSlot,
} from '../../../lib/interview-scheduling.ts';
import type { OfferLetterSlots } from '../../../lib/offer-letter.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCandidate } from '../api/get-candidate.ts';
import type { CandidateChoices } from '../candidate-choices.ts';
import { ApplicationsTab } from '../components/detail/applications-tab.tsx';
import { CandidateActionsMenu } from '../components/detail/candidate-actions-menu.tsx';
import { CandidateHeader } from '../components/detail/candidate-header.tsx';
import { DocumentsTab } from '../components/detail/documents-tab.tsx';
import { NotesTab } from '../components/detail/notes-tab.tsx';
import { OverviewTab, Panel } from '../components/detail/overview-tab.tsx';
import { SideColumn } from '../components/detail/side-column.tsx';
import { SkillsMapTab } from '../components/detail/skills-map-tab.tsx';
import { TimelineTab } from '../components/detail/timeline-tab.tsx';
import { EditProfileDialog } from '../components/edit-profile-dialog.tsx';

const TABS = [
  ['overview', 'Overview'],
  ['timeline', 'Timeline'],
  ['documents', 'Documents'],
  ['skills', 'Skills Map'],
  ['applications', 'Applications'],
  ['interviews', 'Interviews'],
  ['notes', 'Notes'],
] as const;

/** What other features put on the candidate page; `app/router.tsx` fills them. */
export type CandidateDetailSlots = {
  /** spec 02: "Send Email" opens the compose dialog with application id, e-mail, job title and name */
  composeEmail?: ComposeEmailSlot;
  /** issue 13: each application's Reject, Withdraw, Mark hired or Reopen */
  applicationOutcome?: ApplicationOutcomeSlot;
  /** issue 13: the Schedule Interview dialog (the header's button and the Interviews tab's) */
  scheduleInterview?: ScheduleInterviewSlot;
  /** issue 13: the Interviews tab's list */
  interviews?: CandidateInterviewsSlot;
  /** issue 13: each application's offer letters on the Applications tab */
  applicationOffers?: OfferLetterSlots['applicationOffers'];
  /** issue 13: opens the offer-letter dialog for ?offer={id} (offer notifications link here) */
  offerDeepLink?: OfferLetterSlots['offerDeepLink'];
  /** issue 16: other records that may be this person, with Merge… and Not the same person */
  possibleDuplicates?: (candidate: Candidate) => ReactNode;
};

const NOTHING_TO_SCHEDULE = 'Interviews are scheduled for an active application of a job you manage.';

/** /candidates/{id} (spec 02 §2 candidate detail). */
export function CandidateDetailPage({
  choices,
  slots = {},
}: {
  /** the candidate's applications, from the applications feature (app/ hands the hook in) */
  choices: Pick<CandidateChoices, 'useApplications'>;
  slots?: CandidateDetailSlots;
}) {
  const id = Number(useParams().candidateId);
  const candidate = useCandidate(id);
  const applications = choices.useApplications(id);
  // ?tab=notes opens a tab directly (a mention notification links to the notes).
  const requested = useSearchParams()[0].get('tab');
  const [tab, setTab] = useState<string>(
    TABS.some(([value]) => value === requested) ? requested! : 'overview',
  );
  const [editing, setEditing] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const [composing, setComposing] = useState(false);
  const { can } = useAuth();
  const composeEmail = can('send_email') ? slots.composeEmail : undefined;
  useDocumentTitle(candidate.data?.full_name ?? 'Candidate');

  if (candidate.isPending || applications.isPending) {
    return (
      <div className="flex justify-center py-24 text-brand-600">
        <Spinner size="lg" label="Loading candidate" />
      </div>
    );
  }
  if (candidate.isError && candidate.error instanceof ApiError && candidate.error.status === 404) {
    return (
      <EmptyState
        icon={<UserX />}
        title="Candidate not found"
        action={
          <Button asChild variant="secondary">
            <Link to="/candidates">Back to candidates</Link>
          </Button>
        }
      />
    );
  }
  if (candidate.isError || applications.isError) {
    return (
      <ErrorState
        title="Couldn't load this candidate"
        error={candidate.error ?? applications.error}
        onRetry={() => {
          void candidate.refetch();
          void applications.refetch();
        }}
      />
    );
  }

  const profile = candidate.data;
  const jobs = applications.data.results;
  // issue 16: an erased record is history only — nothing here writes personal data back into it
  const erased = profile.erased_at !== null;
  const schedulable = jobs.some(canScheduleFor);
  const scheduleSlot = erased ? undefined : slots.scheduleInterview;
  const openScheduling = scheduleSlot && schedulable ? () => setScheduling(true) : undefined;
  const emailSlot = erased ? undefined : composeEmail;
  return (
    <>
      <CandidateHeader
        candidate={profile}
        applications={jobs}
        onAddNote={erased ? undefined : () => setTab('notes')}
        onScheduleInterview={openScheduling}
        scheduleBlockedReason={scheduleSlot && !schedulable ? NOTHING_TO_SCHEDULE : undefined}
        onSendEmail={emailSlot ? () => setComposing(true) : undefined}
        menu={<CandidateActionsMenu candidate={profile} onEdit={() => setEditing(true)} />}
      />
      {/* beside the app's sidebar a 1024px window leaves too little room for the tabs and this
          column side by side: below xl the column follows the tabs instead */}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList className="mb-4">
            {TABS.map(([value, label]) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview">
            <OverviewTab candidate={profile} application={jobs[0]} />
          </TabsContent>
          <TabsContent value="timeline">
            <TimelineTab candidateId={id} />
          </TabsContent>
          <TabsContent value="documents">
            <DocumentsTab candidate={profile} />
          </TabsContent>
          <TabsContent value="skills">
            <SkillsMapTab candidate={profile} applications={jobs} />
          </TabsContent>
          <TabsContent value="applications">
            <ApplicationsTab
              applications={jobs}
              outcome={erased ? undefined : slots.applicationOutcome}
              offers={erased ? undefined : slots.applicationOffers}
            />
          </TabsContent>
          <TabsContent value="interviews">
            {slots.interviews ? (
              slots.interviews({ candidateId: id, applications: jobs, onSchedule: openScheduling })
            ) : (
              <Panel title="Interviews">
                <p className="text-sm text-slate-500">Interviews are not shown here.</p>
              </Panel>
            )}
          </TabsContent>
          <TabsContent value="notes">
            <NotesTab candidateId={id} erased={erased} />
          </TabsContent>
        </Tabs>
        <div className="space-y-4">
          <SideColumn candidate={profile} applications={jobs} />
          {erased ? null : slots.possibleDuplicates?.(profile)}
        </div>
      </div>
      {erased ? null : <EditProfileDialog candidate={profile} open={editing} onOpenChange={setEditing} />}
      {emailSlot?.({
        open: composing,
        onOpenChange: setComposing,
        prefill: {
          to: profile.emails[0],
          applicationId: jobs[0]?.id,
          candidateName: profile.full_name,
          jobTitle: jobs[0]?.job.title,
        },
      })}
      {scheduleSlot?.({ open: scheduling, onOpenChange: setScheduling, applications: jobs })}
      {slots.offerDeepLink}
    </>
  );
}
