import { z } from 'zod';
import { requiredText } from './field-messages.ts';
import { INPUT_MESSAGES } from './input-limits.ts';

/** spec 02 §3 Workflow: the actions a stage offers. */
export const STAGE_ACTIONS = ['score_match', 'schedule_meet', 'scorecard'] as const;
export const stageActionSchema = z.enum(STAGE_ACTIONS);

/** spec 01 §4: the settings editor refuses to go below 3 stages ("a minimum of 3 is required"). */
export const MIN_WORKFLOW_STAGES = 3;

export const pipelineStageSchema = z.object({
  key: z.string(),
  label: z.string(),
  order: z.number().int(),
  color: z.string(),
  description: z.string(),
  actions: z.array(stageActionSchema),
  application_count: z.number().int(),
});
export type PipelineStage = z.infer<typeof pipelineStageSchema>;

const stageLabel = requiredText('Stage name is required').max(60, 'Stage name is too long');
const stageColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex colour like #64748b');

export const stageCreateSchema = z.object({
  label: stageLabel,
  color: stageColor.optional(),
  description: z.string().max(500).optional(),
  actions: z.array(stageActionSchema).optional(),
  /** 1-based position in the workflow; appended at the end when absent. */
  order: z.number().int().min(1, 'Order must be at least 1').optional(),
});
export type StageCreate = z.infer<typeof stageCreateSchema>;

export const stageUpdateSchema = z
  .object({
    label: stageLabel.optional(),
    color: stageColor.optional(),
    description: z.string().max(500).optional(),
    actions: z.array(stageActionSchema).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), INPUT_MESSAGES.emptyUpdate);
export type StageUpdate = z.infer<typeof stageUpdateSchema>;

export const stageOrderSchema = z.object({ keys: z.array(z.string()).min(1) });
