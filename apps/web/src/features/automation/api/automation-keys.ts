/** The rule list's filters, as the server names them (GET /automation-rules/). */
export type RuleListQuery = {
  /** that job's rules and the organisation-wide ones */
  job_id?: number;
  trigger_type?: string;
  is_active?: 'true' | 'false';
  /** 'false': without the job settings' rules */
  job_settings?: 'true' | 'false';
  page?: number;
  page_size?: number;
};

/** Every automation query key, defined once; mutations and the live updates (app/) refresh through these. */
export const automationKeys = {
  all: ['automation'] as const,
  rules: () => [...automationKeys.all, 'rules'] as const,
  ruleList: (query: RuleListQuery) => [...automationKeys.rules(), query] as const,
  runs: () => [...automationKeys.all, 'runs'] as const,
  runList: (ruleId: number, page: number) => [...automationKeys.runs(), ruleId, page] as const,
  templates: () => [...automationKeys.all, 'templates'] as const,
  templateList: (jobId: number | null) => [...automationKeys.templates(), jobId] as const,
};
