import { AUTOMATION_TEMPLATES, type AutomationTemplateKey } from '@shortlist/contracts';
import type { Tx } from '../db/client.ts';
import { automationRules } from '../db/schema/index.ts';
import type { DemoOrganisation } from './demo-organisation.ts';

/**
 * The demo's automation on a first start: two of spec 01 §9's templates installed for every job
 * by the administrator — the stale reminder and the technical assignment; the other two are left
 * to install. They run through the real engine: the first sweep after start gives the hiring
 * manager tasks for the applications waiting too long. Each job's three settings rules are made
 * on start.
 */
const INSTALLED: readonly AutomationTemplateKey[] = [
  'stale_application_reminder',
  'technical_interview_assignment',
];

export async function seedAutomation(tx: Tx, demo: DemoOrganisation, now: Date) {
  const admin = demo.users.find((user) => user.role === 'admin')!;
  const templates = AUTOMATION_TEMPLATES.filter((template) => INSTALLED.includes(template.key));
  await tx.insert(automationRules).values(
    templates.map((template) => ({
      name: template.name,
      description: template.description,
      triggerType: template.trigger_type,
      triggerConditions: template.trigger_conditions,
      actions: template.actions,
      isActive: true,
      templateKey: template.key,
      createdBy: admin.id,
      createdAt: now,
      updatedAt: now,
    })),
  );
  return { automationRules: templates.length };
}
