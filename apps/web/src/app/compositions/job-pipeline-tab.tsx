import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { FilterSearch } from '../../components/ui/filter-bar.tsx';
import { CreateCandidateModal } from '../../features/candidates/components/create-candidate-modal.tsx';
import { AddNoteDialog, CandidateDocumentsDialog } from '../../features/candidates/index.ts';
import { type CardCandidate, kanbanKeys, PipelineBoard } from '../../features/kanban/index.ts';
import { StageEditor } from '../../features/pipeline/index.ts';
import type { PendingScorecardsRequest, ScheduleInterviewRequest } from '../../lib/interview-scheduling.ts';
import { pendingScorecards, scheduleInterview } from './interview-scheduling.tsx';
import { useOpenJobChoices } from './job-choices.ts';
import { offerLetterSlots } from './offer-letter.tsx';

type JobPipelineTabProps = {
  jobId: number;
  canEdit: boolean;
  /** the job's quality threshold, which the cards read their quality scores against */
  qualityThreshold?: number;
};

/**
 * The job page's pipeline tab (spec 01 §2.6): the stage editor, a candidate search, Add
 * Candidate (the create-candidate modal, assigned to this job) and the pipeline board, whose
 * cards and Schedule Meet open the interviews feature's dialog, and whose Scorecard action its
 * chooser of the stage's scorecards waiting for the user (issue 13). A card's Add note and View
 * documents open the candidates feature's dialogs, for every signed-in user (spec 02).
 */
export function JobPipelineTab({ jobId, canEdit, qualityThreshold }: JobPipelineTabProps) {
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [scheduling, setScheduling] = useState<ScheduleInterviewRequest | null>(null);
  const [scoring, setScoring] = useState<PendingScorecardsRequest | null>(null);
  const [noting, setNoting] = useState<CardCandidate | null>(null);
  const [readingDocuments, setReadingDocuments] = useState<CardCandidate | null>(null);
  const queryClient = useQueryClient();
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <FilterSearch
          label="Search candidates in this pipeline"
          placeholder="Search candidates..."
          value={search}
          onChange={setSearch}
          className="w-full max-w-xs"
        />
        <Button className="ml-auto" onClick={() => setAdding(true)} icon={<Plus className="size-4" />}>
          Add Candidate
        </Button>
      </div>
      <PipelineBoard
        jobId={jobId}
        search={search}
        onScheduleInterview={setScheduling}
        onPendingScorecards={setScoring}
        onAddNote={setNoting}
        onViewDocuments={setReadingDocuments}
        qualityThreshold={qualityThreshold}
        generateOfferLetter={offerLetterSlots.generateOfferLetter}
      />
      <Card>
        <CardHeader title="Workflow stages" description="Add, rename, reorder or remove this job's stages." />
        <CardContent>
          <StageEditor jobId={jobId} minStages={2} canEdit={canEdit} />
        </CardContent>
      </Card>
      {scheduleInterview({
        open: scheduling !== null,
        onOpenChange: (open) => !open && setScheduling(null),
        applications: scheduling?.applications ?? [],
        applicationId: scheduling?.applicationId,
      })}
      {scoring ? pendingScorecards({ ...scoring, onClose: () => setScoring(null) }) : null}
      <AddNoteDialog candidate={noting} onClose={() => setNoting(null)} />
      <CandidateDocumentsDialog candidate={readingDocuments} onClose={() => setReadingDocuments(null)} />
      <CreateCandidateModal
        open={adding}
        onOpenChange={setAdding}
        defaultJobId={jobId}
        useOpenJobs={useOpenJobChoices}
        onCreated={() => {
          setAdding(false);
          // The new application sits in the first stage: show it on the board.
          void queryClient.invalidateQueries({ queryKey: kanbanKeys.all });
        }}
      />
    </div>
  );
}
