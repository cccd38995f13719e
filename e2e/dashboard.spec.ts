import { expect, type Page, test } from '@playwright/test';
import type { DashboardTiles } from '@shortlist/contracts';
import { signInAs } from './fixtures/sign-in.ts';

/**
 * Issue 15 in Chromium: the dashboard a user lands on after signing in shows the server's numbers
 * (read here from the API with the page's own token — other specs change them, so none is fixed),
 * a recent application opens its candidate, and the hiring manager's My work lists the open tasks
 * the demo's stale-application reminder gave her, each leading to its candidate.
 */
const ARTIFACTS = 'e2e/artifacts';

/** What the server answers this user, in the browser's time zone, to compare the page against. */
async function dashboardTiles(page: Page): Promise<DashboardTiles> {
  const [token, zone] = await page.evaluate(() => [
    localStorage.getItem('auth_token'),
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  ]);
  const response = await page.request.get(
    `/api/v1/analytics/dashboard-tiles/?tz=${encodeURIComponent(zone ?? 'UTC')}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as DashboardTiles;
}

test('a recruiter lands on the dashboard with the real numbers and opens a recent application', async ({
  page,
}) => {
  await signInAs(page, 'Riley Morgan');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const activeJobs = page.getByRole('group', { name: 'Active Jobs' });
  await expect(activeJobs).toBeVisible();

  const tiles = await dashboardTiles(page);
  const metrics = tiles.metrics_summary;
  expect(metrics.total_open_jobs).toBeGreaterThan(0);
  expect(metrics.pipeline_candidates).toBeGreaterThan(0);
  expect(tiles.recent_applications.length).toBeGreaterThan(0);
  await expect(activeJobs).toContainText(`Active Jobs${metrics.total_open_jobs}`);
  await expect(activeJobs).toContainText(`in ${metrics.departments} department`);
  const pipeline = page.getByRole('group', { name: 'Pipeline Candidates' });
  await expect(pipeline).toContainText(`Pipeline Candidates${metrics.pipeline_candidates}`);
  await expect(pipeline).toContainText(`${metrics.final_stage_candidates} in final stages`);
  await expect(pipeline).toContainText(
    metrics.average_match_score === null ? 'No scores yet' : `Avg. match ${metrics.average_match_score}%`,
  );
  await expect(page.getByRole('group', { name: 'Interviews this week' })).toContainText(
    `Interviews this week${metrics.interviews_this_week}${metrics.interviews_today} today`,
  );
  await expect(page.getByRole('group', { name: 'Stale candidates' })).toContainText(
    `Stale candidates${tiles.stale_candidates}`,
  );

  const recent = page.getByRole('list', { name: 'Recent applications' });
  await expect(recent.getByRole('listitem')).toHaveCount(tiles.recent_applications.length);
  await page.screenshot({ path: `${ARTIFACTS}/dashboard-recruiter.png`, fullPage: true });

  const newest = tiles.recent_applications[0]!;
  await recent.getByRole('link', { name: newest.candidate_name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/candidates/${newest.candidate_id}$`));
  await expect(page.getByRole('heading', { name: newest.candidate_name, level: 1 })).toBeVisible();
});

test("the hiring manager's My work lists her open tasks, and a task opens its candidate", async ({
  page,
}) => {
  await signInAs(page, 'Harper Lin');
  const tasks = page.getByRole('list', { name: 'My open tasks' });
  await expect(tasks).toBeVisible();

  const { open_tasks: openTasks } = (await dashboardTiles(page)).my_work;
  // the demo's stale-application reminder gives her about a dozen on start (one spec completes one)
  expect(openTasks.total).toBeGreaterThan(5);
  await expect(tasks.getByRole('listitem')).toHaveCount(openTasks.items.length);
  await expect(page.getByRole('heading', { name: 'My open tasks' }).locator('..')).toContainText(
    `${openTasks.total} in all`,
  );
  await page.screenshot({ path: `${ARTIFACTS}/dashboard-hiring-manager.png`, fullPage: true });

  const first = openTasks.items[0]!;
  expect(first.candidate_id).not.toBeNull();
  await tasks.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/candidates/${first.candidate_id}$`));
  await expect(page.getByRole('heading', { name: first.candidate_name ?? '', level: 1 })).toBeVisible();
});
