import { expect, type Page, test } from '@playwright/test';
import { demoJobId } from './fixtures/api.ts';
import { signInAs } from './fixtures/sign-in.ts';

const ARTIFACTS = 'e2e/artifacts';

async function choose(page: Page, filter: string, option: string) {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option }).click();
}

const bodyRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test('an admin filters a job’s candidates by stage and score band and opens a profile', async ({ page }) => {
  await signInAs(page, 'Avery Quinn');
  await page.goto(`/jobs/${await demoJobId(page, 'Senior Software Engineer')}?tab=candidates`);
  await expect(page.getByRole('tab', { name: 'Candidates', selected: true })).toBeVisible();
  // the demo data's Senior Software Engineer has 14 applications
  await expect(bodyRows(page)).toHaveCount(14);
  await expect(page.getByText('Showing 14 of 14 applications')).toBeVisible();

  const unfiltered = page.getByText('Showing 14 of 14 applications');
  await choose(page, 'Stage', 'Applied');
  await expect(unfiltered).toBeHidden(); // the rows below are the filtered ones
  const applied = await bodyRows(page).count();
  expect(applied).toBeGreaterThan(0);
  expect(applied).toBeLessThan(14);
  for (const row of await bodyRows(page).all())
    await expect(row.getByRole('cell').nth(2)).toHaveText('Applied');

  await choose(page, 'Stage', 'All stages');
  await expect(unfiltered).toBeVisible();
  await choose(page, 'Match score', 'High (80+)');
  await expect(unfiltered).toBeHidden();
  const high = await bodyRows(page).all();
  expect(high.length).toBeGreaterThan(0);
  for (const row of high) {
    const score = Number.parseInt((await row.getByRole('cell').nth(1).innerText()).trim(), 10);
    expect(score).toBeGreaterThanOrEqual(80);
  }
  await page.screenshot({ path: `${ARTIFACTS}/job-candidates-high.png` });

  const first = high[0];
  if (!first) throw new Error('no high-scoring candidate');
  const name = (await first.getByRole('cell').first().getByRole('link').innerText()).trim();
  await first.getByRole('link', { name: `View ${name}` }).click();
  await expect(page).toHaveURL(/\/candidates\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // the filters live in the address, so Back returns to the filtered list
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Match score' })).toHaveText('High (80+)');
  await expect(bodyRows(page)).toHaveCount(high.length);
});
