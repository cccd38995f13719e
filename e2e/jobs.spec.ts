import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures/sign-in.ts';

const ARTIFACTS = 'e2e/artifacts';

const TITLE = `E2E Platform Engineer ${Date.now().toString(36)}`;

test('a recruiter creates a job (after an error), finds it, edits, pauses, resumes and duplicates it', async ({
  page,
}) => {
  await signInAs(page, 'Riley Morgan');

  // create, showing an error first
  await page.goto('/jobs/new');
  await page.getByLabel('Job title *').selectOption('Other (enter manually)');
  await page.getByLabel('Job title (enter manually)').fill(TITLE);
  await page.getByLabel('Sector 1', { exact: true }).selectOption('Insurance and Other');
  await page.getByLabel('Positions in sector 1').fill('2');
  await page.getByRole('button', { name: '+ Kubernetes' }).click();
  await page.getByLabel('Description *').fill('Run the platform our trial software ships on.');
  await page.getByLabel('Business case *').fill('Too short');
  await page.getByLabel('Compelling headline *').fill('Keep clinical trials running, always');
  await page.getByRole('button', { name: 'Create Job' }).click();
  await expect(page.getByText('Business case must be at least 50 characters (currently 9)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Job' })).toBeDisabled();
  await page.screenshot({ path: `${ARTIFACTS}/job-form-error.png` });

  await page
    .getByLabel('Business case *')
    .fill(
      'Two new customers go live next quarter and our platform team of three cannot carry the on-call load.',
    );
  await page.getByLabel('Minimum salary ($)').fill('120000');
  await page.getByLabel('Maximum salary ($)').fill('150000');
  await page.getByRole('button', { name: 'Create Job' }).click();
  await page.waitForURL(/\/jobs\/\d+$/);
  const jobUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('Insurance and Other · Remote · Full-time')).toBeVisible();

  // see it in the list, then filter for it
  await page.getByRole('link', { name: 'Back to Jobs' }).click();
  await expect(page.getByRole('table').getByRole('link', { name: TITLE, exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('E2E Platform');
  await expect(page).toHaveURL(/search=E2E\+Platform/);
  await page.getByRole('combobox', { name: 'Sectors' }).click();
  await page.getByRole('option', { name: 'Insurance and Other' }).click();
  await expect(page).toHaveURL(/sector=Insurance/);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  const row = rows.nth(1);
  await expect(row).toContainText('Insurance and Other × 2');
  await expect(row).toContainText('$120,000 – $150,000');
  await expect(row).toContainText('Recruiter: Unassigned');
  await page.screenshot({ path: `${ARTIFACTS}/jobs-filtered.png` });

  // edit it
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Job' })).toBeVisible();
  await page.getByLabel('Location', { exact: true }).fill('Remote (EU)');
  await page.getByLabel('Priority', { exact: true }).selectOption('high');
  await page.getByRole('button', { name: 'Update Job' }).click();
  await page.waitForURL(jobUrl);
  await expect(page.getByText('Insurance and Other · Remote (EU) · Full-time')).toBeVisible();
  await expect(page.getByText('High', { exact: true })).toBeVisible();

  // pause and resume, persisted across a reload
  await page.getByRole('button', { name: 'Pause Job' }).click();
  await expect(page.getByText('Job paused successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Resume Job' })).toBeVisible();
  await page.getByRole('button', { name: 'Resume Job' }).click();
  await expect(page.getByRole('button', { name: 'Pause Job' })).toBeVisible();
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page).toHaveURL(/tab=timeline/);
  await expect(page.getByText('Job resumed', { exact: true })).toBeVisible();
  await expect(page.getByText('Job paused', { exact: true })).toBeVisible();

  // duplicate it through the confirm prompt and the prefilled form
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('This will create a copy of this job. Continue?');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await page.waitForURL(/\/jobs\/new\?duplicate=/);
  await expect(page.getByLabel('Job title (enter manually)')).toHaveValue(`${TITLE} (Copy)`);
  await page.getByRole('button', { name: 'Create Job' }).click();
  await page.waitForURL((url) => /\/jobs\/\d+$/.test(url.pathname) && url.href !== jobUrl);
  await expect(page.getByRole('heading', { level: 1, name: `${TITLE} (Copy)` })).toBeVisible();
  await expect(page.getByText('Insurance and Other · Remote (EU) · Full-time')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/job-detail.png` });
});
