import type { ReactNode } from 'react';

export type JobSelectProps = {
  id: string;
  /** null: the template is for every job */
  value: number | null;
  onChange: (jobId: number | null) => void;
  /** the chosen job's title, for a job the picker's list does not hold */
  selectedTitle?: string | null;
};

/** What other features put on the /email page; `app/router.tsx` fills them. */
export type EmailPageSlots = {
  /** a job picker for job-specific templates (jobs belong to the jobs feature) */
  jobSelect?: (props: JobSelectProps) => ReactNode;
};
