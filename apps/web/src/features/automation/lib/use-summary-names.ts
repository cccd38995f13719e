import { STAGE_EQUIVALENTS } from '@shortlist/contracts';
import { useMemo } from 'react';
import { useUserDirectory } from '../../../lib/user-directory.ts';
import { useJobChoices, useStageChoices } from '../automation-choices.tsx';
import { FALLBACK_NAMES, type SummaryNames } from './rule-summary.ts';

/**
 * The names a rule's summary uses for what it holds by key or id: job titles, stage labels (the
 * job's own workflow, the stages in use anywhere, or the stage a key stands for where no workflow
 * has it) and colleagues. Until they load, or for something no list names, the summary falls back
 * to the key or the id.
 */
export function useSummaryNames(jobId: number | null = null): SummaryNames {
  const jobs = useJobChoices();
  const stagesInUse = useStageChoices(null);
  const jobStages = useStageChoices(jobId);
  const directory = useUserDirectory('');

  return useMemo(() => {
    const titles = new Map((jobs.data ?? []).map((job) => [job.id, job.title]));
    const labels = new Map(
      [...(stagesInUse.data ?? []), ...(jobId === null ? [] : (jobStages.data ?? []))].map((stage) => [
        stage.key,
        stage.label,
      ]),
    );
    const people = new Map(directory.users.map((person) => [person.id, person.full_name]));
    // a key no workflow here uses acts as its equivalent (cv_review → screening): name that one
    const equivalentOf = (key: string) => {
      const named = (STAGE_EQUIVALENTS[key] ?? []).flatMap((other) => labels.get(other) ?? []);
      return named.length ? named.join(' or ') : undefined;
    };
    return {
      job: (id) => titles.get(id) ?? FALLBACK_NAMES.job(id),
      stage: (key) => labels.get(key) ?? equivalentOf(key) ?? FALLBACK_NAMES.stage(key),
      user: (id) => people.get(id) ?? FALLBACK_NAMES.user(id),
    };
  }, [jobs.data, stagesInUse.data, jobStages.data, jobId, directory.users]);
}
