import { expect, type Page, test } from '@playwright/test';

import { apiGet, demoJobId } from './fixtures/api.ts';

const ARTIFACTS = 'e2e/artifacts';

/** A job title inside a pattern (titles such as "X (Copy)" carry regex characters). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function signInAs(page: Page, name: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Shortlist');
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.waitForURL('**/dashboard');
}

test('a recruiter signs in through the login page and sees their own shell with the open jobs', async ({
  page,
}) => {
  await signInAs(page, 'Riley Morgan');

  const userCard = page.getByRole('region', { name: 'Signed-in user' });
  await expect(userCard).toContainText('Riley Morgan');
  await expect(userCard).toContainText('Recruiter');

  const openJobs = await apiGet<{ results: { id: number; title: string }[] }>(
    page,
    '/jobs/?status=open&page_size=3',
  );
  expect(openJobs.results).toHaveLength(3);
  const activeJobs = page.getByRole('region', { name: 'Active Jobs' });
  for (const job of openJobs.results) {
    await expect(
      activeJobs.getByRole('link', { name: new RegExp(`^${escapeRegExp(job.title)} \\d+ application`) }),
    ).toHaveAttribute('href', `/jobs/${job.id}`);
  }
  await page.screenshot({ path: `${ARTIFACTS}/shell.png`, fullPage: true });
});

test('the toast that greets a sign-in leaves the bell within reach', async ({ page }) => {
  await signInAs(page, 'Avery Quinn');
  const greeting = page.getByText('Signed in as Avery Quinn');
  await expect(greeting).toBeVisible();
  // while the toast shows: a toast over the bell took the click, and a pointer on it held it open
  await page.getByRole('button', { name: /^Notifications/ }).click({ timeout: 2_000 });
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/toast-below-top-bar.png` });
});

test('the jobs page lists the ten demo jobs, one of them closed', async ({ page }) => {
  await signInAs(page, 'Avery Quinn');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  // other specs may have added jobs before this one runs: compare with what the server holds
  const all = await apiGet<{ count: number }>(page, '/jobs/?page_size=25');
  const closed = await apiGet<{ count: number }>(page, '/jobs/?status=closed&page_size=25');
  expect(all.count).toBeGreaterThanOrEqual(10);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(Math.min(all.count, 25) + 1); // header + jobs
  await expect(page.getByRole('table').getByText('Closed', { exact: true })).toHaveCount(closed.count);
  await page.screenshot({ path: `${ARTIFACTS}/jobs.png`, fullPage: true });
});

test('a deep link reloads into the app, and logging out returns to the login page for good', async ({
  page,
}) => {
  await signInAs(page, 'Frankie Okafor');
  const title = 'Senior Frontend Engineer';
  await page.goto(`/jobs/${await demoJobId(page, title)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('region', { name: 'Signed-in user' })).toContainText('Frankie Okafor');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/login');
  expect(
    await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('user')]),
  ).toEqual([null, null]);
  await page.goto('/dashboard');
  await page.waitForURL('**/login');
});
