import { AUTOMATION_TEMPLATES, type AutomationTemplateKey } from '@shortlist/contracts';
import type { Tx } from '../client.ts';
import { automationRules } from '../schema/index.ts';
import type { DemoOrganisation } from './demo-organisation.ts';

/**
 * The demo's automation on a first start: spec 01 §9's four templates installed for every job
 * by the administrator — the stale reminder and the technical assignment on, the auto-advance
 * and the welcome e-mail (which the jobs' own acknowledgement switch already covers) off. They
 * run through the real engine: the first sweep after start gives the hiring manager tasks for
 * the applications waiting too long. Each job's three settings rules are made on start.
 */
const ACTIVE: readonly AutomationTemplateKey[] = [
  'stale_application_reminder',
  'technical_interview_assignment',
];

export async function seedAutomation(tx: Tx, demo: DemoOrganisation, now: Date) {
  const admin = demo.users.find((user) => user.role === 'admin')!;
  await tx.insert(automationRules).values(
    AUTOMATION_TEMPLATES.map((template) => ({
      name: template.name,
      description: template.description,
      triggerType: template.trigger_type,
      triggerConditions: template.trigger_conditions,
      actions: template.actions,
      isActive: ACTIVE.includes(template.key),
      templateKey: template.key,
      createdBy: admin.id,
      createdAt: now,
      updatedAt: now,
    })),
  );
  return { automationRules: AUTOMATION_TEMPLATES.length };
}
