import { useMemo } from 'react';
import { useApplicationStages } from '../../features/applications/index.ts';
import type { AutomationChoices } from '../../features/automation/index.ts';
import { useStages as useWorkflowStages } from '../../features/pipeline/index.ts';
import { useJobChoicesQuery } from './job-choices.ts';

/**
 * The jobs and stages automation rules name, from their owners (issue 17): the jobs feature's
 * list (the same entry the report and activity filters read), a job's workflow from the pipeline
 * feature, and the stages in use from the applications feature — so the live updates and the
 * owners' mutations refresh what the rule form offers.
 */
export const automationChoices: AutomationChoices = {
  useJobs: useJobChoicesQuery,
  useStages: (jobId) => {
    const inUse = useApplicationStages({ enabled: jobId === null });
    const workflow = useWorkflowStages(jobId ?? 0, { enabled: jobId !== null });
    const stages = jobId === null ? inUse : workflow;
    const data = useMemo(() => stages.data?.map(({ key, label }) => ({ key, label })), [stages.data]);
    return { data, isPending: stages.isPending, isError: stages.isError, refetch: stages.refetch };
  },
};
