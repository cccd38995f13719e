import {
  applicationSchema,
  automationRuleSchema,
  candidateRowSchema,
  candidateSchema,
  emailTemplateSchema,
  jobDetailSchema,
  jobSummarySchema,
  kanbanBoardSchema,
  kanbanCardSchema,
  mailServiceStatusSchema,
  notificationSchema,
  outgoingEmailSchema,
  pageSchema,
  userSchema,
} from '@shortlist/contracts';
import { describe, expect, it } from 'vitest';
import { buildApplication, buildCandidate, buildCandidateRow } from './candidate-fixtures.ts';
import { buildEmailTemplate, buildMailServiceStatus, buildOutgoingEmail } from './email-fixtures.ts';
import {
  adminUser,
  buildAutomationRule,
  buildJob,
  buildJobDetail,
  buildNotification,
  financeUser,
  hiringManagerUser,
  pageOf,
  recruiterUser,
} from './fixtures.ts';
import { buildKanbanBoard, buildKanbanCard } from './kanban-fixtures.ts';

type Contract = { parse: (value: unknown) => unknown };

/**
 * Each fixture's default output, with the contract schema of the response it stands for. Parsing
 * it fails loudly when the contract gains or changes a field the fixture lacks; comparing the
 * parsed value fails when the fixture keeps a field the contract no longer has (zod drops it).
 */
const fixtures: [name: string, schema: Contract, value: unknown][] = [
  ['adminUser', userSchema, adminUser],
  ['financeUser', userSchema, financeUser],
  ['hiringManagerUser', userSchema, hiringManagerUser],
  ['recruiterUser', userSchema, recruiterUser],
  ['buildJob', jobSummarySchema, buildJob()],
  ['buildJobDetail', jobDetailSchema, buildJobDetail()],
  ['pageOf', pageSchema(jobSummarySchema), pageOf([buildJob()])],
  ['buildNotification', notificationSchema, buildNotification()],
  ['buildAutomationRule', automationRuleSchema, buildAutomationRule()],
  ['buildCandidateRow', candidateRowSchema, buildCandidateRow()],
  ['buildCandidate', candidateSchema, buildCandidate()],
  ['buildApplication', applicationSchema, buildApplication()],
  ['buildEmailTemplate', emailTemplateSchema, buildEmailTemplate()],
  ['buildOutgoingEmail', outgoingEmailSchema, buildOutgoingEmail()],
  ['buildMailServiceStatus', mailServiceStatusSchema, buildMailServiceStatus()],
  ['buildKanbanCard', kanbanCardSchema, buildKanbanCard()],
  ['buildKanbanBoard', kanbanBoardSchema, buildKanbanBoard({ applied: [buildKanbanCard()], screening: [] })],
];

describe('test fixtures', () => {
  it.each(fixtures)(
    '%s is a response its contract schema accepts, field for field',
    (_name, schema, value) => {
      expect(schema.parse(value)).toEqual(value);
    },
  );
});
