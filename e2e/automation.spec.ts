import { expect, test } from '@playwright/test';
import { apiAs, apiPost } from './fixtures/api.ts';
import { column } from './fixtures/board.ts';
import { signInAs } from './fixtures/sign-in.ts';

/**
 * Issue 14 "Done when", in Chromium. A job of this run's own (so no other spec's cards or rules
 * meet it): on its Settings tab the administrator switches auto-reject off (its rule follows) and
 * installs "High score auto-advance"; an applicant whose profile then matches the job crosses 90
 * and the server moves their card to the job's culture stage (Facet Interview) while the board is
 * open, with an automated entry on their timeline. Then the hiring manager finds the tasks the
 * demo's stale-application reminder made on start in My tasks, and completes one.
 */
const HARPER = 'harper.manager@meridian.example';
const runId = Date.now().toString(36);

test('installing "high score auto-advance" moves a card whose score crosses 90, marked automated', async ({
  page,
}) => {
  await signInAs(page, 'Avery Quinn');
  const job = await apiPost<{ id: number; title: string }>(page, '/jobs/', {
    title: `Rust Platform Engineer ${runId}`,
    department: '',
    location: 'Remote',
    experience_level: 'experienced',
    sectors: [{ sector: 'Pharma & Life Sciences', positions: 1 }],
    skills_required: ['Rust', 'Go'],
    business_case: 'Our trial data platform needs a second engineer to own ingestion before the Q3 launch.',
    compelling_headline: 'Build the pipelines trials run on',
    hiring_team: [{ email: HARPER, role: 'hiring_manager' }],
  });

  await page.goto(`/jobs/${job.id}?tab=settings`);
  const autoReject = page.getByRole('switch', { name: 'Auto-reject below 50% match' });
  await expect(autoReject).toBeChecked();
  // the settings tab's checkbox is the rule's one control
  await page.getByLabel('Auto-reject applications below 50% match').uncheck();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(autoReject).not.toBeChecked();

  await page.getByRole('button', { name: 'Install “High score auto-advance”' }).click();
  await expect(page.getByText('Installed “High score auto-advance”')).toBeVisible();
  const installed = page.getByRole('switch', { name: 'High score auto-advance' });
  await expect(installed).toHaveCount(1);
  await expect(installed).toBeChecked();
  await expect(page.getByText('Move it to Facet Interview', { exact: true })).toBeVisible();

  // an applicant whose profile does not match yet: in Applied, under 90
  const name = `Robin Ferris ${runId}`;
  const candidate = await apiPost<{ id: number }>(page, '/candidates/', {
    full_name: name,
    emails: [`robin.ferris.${runId}@example.com`],
    skills_extracted: ['Excel'],
    years_experience: 5,
    location: 'Lisbon, Portugal',
    job_id: job.id,
  });
  await page.goto(`/jobs/${job.id}/kanban`);
  const card = (stage: string) => column(page, stage).getByRole('button', { name: new RegExp(`^${name},`) });
  await expect(card('applied')).toBeVisible();
  await expect(page.getByText('Live updates connected')).toHaveCount(1);

  // their CV is updated with the job's skills: the score crosses 90 and the rule moves the card
  const updated = await apiAs(page, 'PUT', `/candidates/${candidate.id}/`, {
    full_name: name,
    emails: [`robin.ferris.${runId}@example.com`],
    skills_extracted: ['Rust', 'Go', 'Kubernetes'],
    years_experience: 5,
    location: 'Lisbon, Portugal',
  });
  expect(updated.ok(), await updated.text()).toBe(true);
  await expect(card('facet')).toBeVisible({ timeout: 15_000 });
  await expect(card('applied')).toHaveCount(0);
  await page.screenshot({ path: 'e2e/artifacts/automation-board.png' });

  await page.goto(`/candidates/${candidate.id}?tab=timeline`);
  const entry = page.getByRole('listitem').filter({ hasText: 'Moved from Applied to Facet Interview' });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Automated')).toBeVisible();
  await expect(entry.getByText('By the automation rule “High score auto-advance”.')).toBeVisible();
});

test('the stale-application reminder gives the hiring manager tasks in My tasks, which she completes', async ({
  page,
}) => {
  await signInAs(page, 'Harper Lin');
  const trigger = page.getByRole('button', { name: /^My tasks, \d+ open/ });
  await expect(trigger).toBeVisible();
  const before = Number(/(\d+) open/.exec((await trigger.getAttribute('aria-label')) ?? '')?.[1]);
  expect(before).toBeGreaterThan(0);
  await trigger.click();

  const panel = page.getByRole('dialog', { name: 'My tasks' });
  const task = panel.getByRole('listitem').filter({ hasText: 'Review stale application' }).first();
  await expect(task).toBeVisible();
  await expect(task.getByText('From rule “Stale application reminder”')).toBeVisible();
  const candidateName = (await task.getByRole('link').first().textContent())!.trim();
  await page.screenshot({ path: 'e2e/artifacts/automation-my-tasks.png' });

  // a click, not check(): the task leaves the open list as it completes
  await task.getByRole('checkbox', { name: 'Complete "Review stale application"' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^My tasks, ${before - 1} open`) })).toBeVisible();
  await panel.getByRole('tab', { name: 'Done' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: candidateName })).toBeVisible();

  // the task is on the candidate's timeline, made by the rule
  await panel.getByRole('link', { name: candidateName }).first().click();
  await page.getByRole('tab', { name: 'Timeline' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: 'Task: Review stale application' }).first();
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Automated')).toBeVisible();
});
