import type { ReactNode } from 'react';

export type RejectionTemplateSelectProps = {
  id: string;
  jobId: number;
  /** null: the job's own rejection template, as the server picks it */
  value: number | null;
  onChange: (templateId: number | null) => void;
};

/** What deciding an application takes from other features; `app/` provides them. */
export type OutcomeServices = {
  /** POST /email-ingestion/emails/{id}/cancel/ — the toast's "Cancel e-mail" */
  cancelScheduledEmail?: (emailId: number) => Promise<unknown>;
  /** PATCH /jobs/{id}/ {status: 'closed'} — "Close the job" once its positions are filled */
  closeJob?: (jobId: number) => Promise<unknown>;
  /** a choice among the rejection templates, for sending another than the job's own */
  rejectionTemplateSelect?: (props: RejectionTemplateSelectProps) => ReactNode;
};
