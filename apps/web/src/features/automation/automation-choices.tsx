import type { ApplicationStage, JobSummary } from '@shortlist/contracts';
import { createContext, type ReactNode, use } from 'react';

export type JobChoice = Pick<JobSummary, 'id' | 'title' | 'status'>;

/** A list another feature fetches, as the rule form shows it: loading, failed (with Retry) or loaded. */
export type LoadedChoices<T> = {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

/**
 * What a rule names but this feature does not own (issue 17): jobs belong to the jobs feature, a
 * workflow's stages to the pipeline feature, the stages in use to the applications feature. `app/`
 * hands in their owners' hooks, so each endpoint has one fetcher and one cache entry.
 */
export type AutomationChoices = {
  /** every job: a rule can be for one, or fire on some (a closed job's rules still show its title) */
  useJobs: () => LoadedChoices<JobChoice>;
  /** a job's workflow in order; null: the stages applications are in today, in every job */
  useStages: (jobId: number | null) => LoadedChoices<ApplicationStage>;
};

const AutomationChoicesContext = createContext<AutomationChoices | null>(null);

/** The panel and the job's card provide the choices to their rule forms and summaries. */
export function AutomationChoicesProvider({
  value,
  children,
}: {
  value: AutomationChoices;
  children: ReactNode;
}) {
  return <AutomationChoicesContext value={value}>{children}</AutomationChoicesContext>;
}

function useAutomationChoices(): AutomationChoices {
  const choices = use(AutomationChoicesContext);
  if (!choices)
    throw new Error('AutomationChoicesProvider is missing: app/ hands the automation feature its choices');
  return choices;
}

/** The jobs a rule can be for, or fire on. */
export function useJobChoices(): LoadedChoices<JobChoice> {
  return useAutomationChoices().useJobs();
}

/** The stages a rule can name: the job's workflow, or (null) the stages in use in every job. */
export function useStageChoices(jobId: number | null): LoadedChoices<ApplicationStage> {
  return useAutomationChoices().useStages(jobId);
}
