import { expect, test } from '@playwright/test';
import {
  type Candidate,
  erasedCandidateLabel,
  type JobDetail,
  PRIVACY_ACTION_LABELS,
  PRIVACY_MESSAGES,
} from '@shortlist/contracts';
import { apiPost } from './fixtures/api.ts';
import { signInAs } from './fixtures/sign-in.ts';

/**
 * Issue 16 in Chromium: an administrator downloads a candidate's data, erases it on their request
 * through the dialog, sees the record kept only as its applications' history, and finds the
 * erasure on the privacy log. The job and the candidate are made for this test through the API, so
 * no other spec's candidate, job or numbers change.
 */

test('an administrator downloads a candidate’s data, erases it, and finds the erasure on the privacy log', async ({
  page,
}) => {
  await signInAs(page, 'Avery Quinn');
  const stamp = Date.now();
  const job = await apiPost<JobDetail>(page, '/jobs/', {
    title: `Data Steward ${stamp}`,
    location: 'Dublin, Ireland',
    sectors: [{ sector: 'Pharma & Life Sciences', positions: 1 }],
    skills_required: ['SQL'],
    description: 'Keep the trial data tidy and answer the regulators.',
    business_case: 'Trial data requests pile up; this role answers them within the legal deadline.',
    compelling_headline: 'Answer every data request on time',
  });
  const name = `Erin Forgetme ${stamp % 100000}`;
  const candidate = await apiPost<Candidate>(page, '/candidates/', {
    full_name: name,
    emails: [`erin.${stamp}@example.com`],
    phones: ['+353 1 555 0199'],
    current_company: 'Harbour Analytics',
    job_id: job.id,
  });
  const label = erasedCandidateLabel(candidate.id);

  await page.goto(`/candidates/${candidate.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Article 15: everything held about them, as a ZIP under the server's name
  await page.getByRole('button', { name: 'More actions' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download personal data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^candidate-\d+-data-.*\.zip$/);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^candidate-${candidate.id}-`));
  await expect(page.getByText(PRIVACY_MESSAGES.exported)).toBeVisible();

  // Article 17: erased through the dialog, the name typed back
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Erase personal data…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Erase personal data' });
  const erase = dialog.getByRole('button', { name: 'Erase personal data' });
  await dialog.getByLabel('Reason').fill('Right to erasure request received by e-mail');
  await dialog.getByLabel(`Type ${name} to confirm`).fill(name.slice(0, -1));
  await expect(erase).toBeDisabled();
  await dialog.getByLabel(`Type ${name} to confirm`).fill(name);
  await erase.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(PRIVACY_MESSAGES.erased).first()).toBeVisible();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
  const banner = page.getByRole('region', { name: 'Personal data erased' });
  await expect(banner).toContainText('Personal data erased on');
  await expect(banner).toContainText("keeps only its applications' history");
  await expect(page.getByText(name)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send Email' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Note' })).toHaveCount(0);
  // the application stays, under the anonymous label
  await page.getByRole('tab', { name: 'Applications' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: job.title })).toBeVisible();

  // the privacy log, from Settings
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Data privacy' }).click();
  const log = page.getByRole('table', { name: 'Privacy log' });
  const erasure = log.getByRole('row').filter({ hasText: PRIVACY_ACTION_LABELS.data_erased }).filter({
    hasText: label,
  });
  await expect(erasure).toContainText('Right to erasure request received by e-mail');
  await expect(erasure).toContainText('Avery Quinn');
  // the export, recorded under their name then, now carries the label too
  await expect(
    log.getByRole('row').filter({ hasText: PRIVACY_ACTION_LABELS.data_exported }).filter({ hasText: label }),
  ).toHaveCount(1);
  await erasure.getByRole('link', { name: label }).click();
  await page.waitForURL(`**/candidates/${candidate.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
});
