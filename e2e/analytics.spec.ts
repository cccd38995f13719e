import fs from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { ActivityEvent, AnalyticsReport, Page as ListPage } from '@shortlist/contracts';
import { apiGet } from './fixtures/api.ts';
import { signInAs } from './fixtures/sign-in.ts';

/**
 * Issue 15 in Chromium: a recruiter opens Analytics from the dashboard and reads the server's
 * numbers (asked here with the page's own token for the same address — other specs change them,
 * so none is fixed), changes the range, exports the funnel; then the activity feed, by type.
 */
const ARTIFACTS = 'e2e/artifacts';
const count = new Intl.NumberFormat('en');
const rate = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** The report for the filters in the page's address. */
function reportFor(page: Page): Promise<AnalyticsReport> {
  return apiGet<AnalyticsReport>(page, `/analytics/report/${new URL(page.url()).search}`);
}

/** A table's body rows as their cells' text. */
function rowsOf(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent?.trim() ?? ''),
      ),
    );
}

/** The funnel as the page should show it. */
const funnelRows = (report: AnalyticsReport) =>
  report.funnel.map((stage) => [
    stage.label,
    count.format(stage.reached),
    count.format(stage.current),
    stage.conversion === null ? '—' : `${rate.format(stage.conversion)}%`,
  ]);

test('a recruiter opens Analytics from the dashboard, reads the funnel, changes the range and exports it', async ({
  page,
}) => {
  await signInAs(page, 'Riley Morgan');
  await page.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();

  const funnel = page.getByRole('region', { name: 'Stage funnel' });
  await expect(funnel.getByRole('table')).toBeVisible();
  const lastNinety = await reportFor(page);
  expect(lastNinety.summary.applications).toBeGreaterThan(0);
  expect(await rowsOf(funnel.getByRole('table'))).toEqual(funnelRows(lastNinety));
  await expect(page.getByRole('group', { name: 'Applications' })).toContainText(
    count.format(lastNinety.summary.applications),
  );
  await page.screenshot({ path: `${ARTIFACTS}/analytics.png`, fullPage: true });

  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/\/analytics\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  const lastThirty = await reportFor(page);
  // the demo's applications reach back about two months: a month holds fewer than three
  expect(lastThirty.summary.applications).toBeLessThan(lastNinety.summary.applications);
  await expect(page.getByRole('group', { name: 'Applications' })).toContainText(
    count.format(lastThirty.summary.applications),
  );
  await expect.poll(() => rowsOf(funnel.getByRole('table'))).toEqual(funnelRows(lastThirty));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    funnel.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const { from, to } = lastThirty.range;
  expect(download.suggestedFilename()).toBe(`analytics-funnel-${from}-to-${to}.csv`);
  const csv = (await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('Stage,Reached,At stage now,Conversion %');
  expect(lines).toHaveLength(lastThirty.funnel.length + 2);
  const first = lastThirty.funnel[0]!;
  expect(lines[1]).toBe(`${first.label},${first.reached},${first.current},`);
});

test("a job's analytics shows the same report for that job", async ({ page }) => {
  await signInAs(page, 'Riley Morgan');
  const jobs = await apiGet<ListPage<{ id: number; title: string }>>(page, '/jobs/?status=open&page_size=1');
  const job = jobs.results[0]!;
  await page.goto(`/jobs/${job.id}/analytics`);
  await expect(page.getByRole('heading', { name: `${job.title} — Analytics`, level: 1 })).toBeVisible();
  const funnel = page.getByRole('region', { name: 'Stage funnel' });
  const report = await apiGet<AnalyticsReport>(page, `/analytics/report/?job_id=${job.id}`);
  if (report.summary.applications === 0) await expect(funnel).toContainText('No applications in this range');
  else await expect.poll(() => rowsOf(funnel.getByRole('table'))).toEqual(funnelRows(report));
  await expect(page.getByRole('link', { name: 'Back to job' })).toHaveAttribute('href', `/jobs/${job.id}`);
});

test('the activity feed lists the newest entries and filters them by type', async ({ page }) => {
  await signInAs(page, 'Riley Morgan');
  await page.goto('/activity');
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();

  const list = page.getByRole('list', { name: 'Activity' });
  const everything = await apiGet<ListPage<ActivityEvent>>(page, '/activity/?page=1&page_size=25');
  expect(everything.count).toBeGreaterThan(0);
  await expect(list.getByRole('listitem')).toHaveCount(everything.results.length);
  await expect(list.getByRole('listitem').first()).toContainText(everything.results[0]!.title);
  await page.screenshot({ path: `${ARTIFACTS}/activity.png`, fullPage: true });

  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'E-mails' }).click();
  await expect(page).toHaveURL(/\/activity\?type=email$/);
  const emails = await apiGet<ListPage<ActivityEvent>>(page, '/activity/?page=1&page_size=25&type=email');
  expect(emails.count).toBeGreaterThan(0);
  await expect(list.getByRole('listitem')).toHaveCount(emails.results.length);
  await expect(list.getByRole('listitem').first()).toContainText(emails.results[0]!.title);
  const titles = await list
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent ?? ''));
  expect(titles.filter((title) => !title.startsWith('Email'))).toEqual([]);
  if (emails.count > 25)
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(
      `of ${emails.count} entries`,
    );
});
