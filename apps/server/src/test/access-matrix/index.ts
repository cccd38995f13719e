import type { AccessCase } from './access-case.ts';
import { analyticsCases } from './analytics.cases.ts';
import { authCases } from './auth.cases.ts';
import { automationCases } from './automation.cases.ts';
import { candidatesCases } from './candidates.cases.ts';
import { careersCases } from './careers.cases.ts';
import { decisionsCases } from './decisions.cases.ts';
import { duplicatesCases } from './duplicates.cases.ts';
import { emailCases } from './email.cases.ts';
import { importsCases } from './imports.cases.ts';
import { interviewsCases } from './interviews.cases.ts';
import { jobsCases } from './jobs.cases.ts';
import { notificationsCases } from './notifications.cases.ts';
import { offersCases } from './offers.cases.ts';
import { pipelineCases } from './pipeline.cases.ts';
import { privacyCases } from './privacy.cases.ts';
import { usersCases } from './users.cases.ts';

/** Every /api/v1 endpoint, one file per domain (see access-case.ts for the format). */
export const ACCESS_MATRIX: AccessCase[] = [
  ...authCases,
  ...usersCases,
  ...jobsCases,
  ...pipelineCases,
  ...candidatesCases,
  ...careersCases,
  ...privacyCases,
  ...duplicatesCases,
  ...importsCases,
  ...notificationsCases,
  ...emailCases,
  ...decisionsCases,
  ...interviewsCases,
  ...offersCases,
  ...automationCases,
  ...analyticsCases,
];
