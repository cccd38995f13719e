import { expect, type Locator, type Page, test } from '@playwright/test';

import { signInAs } from './fixtures/sign-in.ts';

// A small laptop: beside the fixed 256px sidebar the pages get about 700px.
test.use({ viewport: { width: 1024, height: 768 } });

/** The page itself never scrolls sideways (that slid the content under the fixed sidebar). */
async function expectNoSidewaysPageScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/**
 * A row's action lies inside the visible part of the table's scroll box and of the window, so it
 * is reached without scrolling anything sideways.
 */
async function expectWithinTableView(table: Locator, action: Locator) {
  await expect(action).toBeVisible();
  const page = table.page();
  const scrollBox = await table.locator('xpath=..').boundingBox();
  const box = await action.boundingBox();
  if (!scrollBox || !box) throw new Error('the table or the action is not laid out');
  expect(box.x).toBeGreaterThanOrEqual(scrollBox.x);
  expect(box.x + box.width).toBeLessThanOrEqual(scrollBox.x + scrollBox.width);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

/** Every row of the page's table shows its actions in view, and the page itself stays put. */
async function expectEveryRowsActions(page: Page, actionsOf: (row: Locator) => Locator[]) {
  const table = page.getByRole('table');
  const rows = table.getByRole('rowgroup').nth(1).getByRole('row');
  await expect(rows.first()).toBeVisible();
  await expectNoSidewaysPageScroll(page);

  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    for (const action of actionsOf(rows.nth(index))) await expectWithinTableView(table, action);
  }
  for (const action of actionsOf(rows.first())) await expect(action).toBeInViewport();
}

test('at 1024 wide the jobs page stays put and every row shows its actions', async ({ page }) => {
  await signInAs(page, 'Riley Morgan');
  await page.goto('/jobs');
  await expectEveryRowsActions(page, (row) => [
    row.getByRole('link', { name: /^(Complete Setup|Ready)$/ }),
    row.getByRole('button', { name: /^More actions for / }),
  ]);
});

test('at 1024 wide a candidate page keeps its header on the page and every tab in reach', async ({
  page,
}) => {
  await signInAs(page, 'Riley Morgan');
  await page.goto('/candidates');
  await page.getByRole('link', { name: 'View Profile' }).first().click();
  await page.waitForURL(/\/candidates\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysPageScroll(page);

  // every tab the page has (candidates.spec.ts walks them by name), the last one clickable
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  // the heading can show before the tabs: count them once they are there
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index += 1) await expect(tabs.nth(index)).toBeInViewport();
  await tabs.last().click();
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await expectNoSidewaysPageScroll(page);
});

test('at 1024 wide the applications page stays put and every row can be viewed', async ({ page }) => {
  await signInAs(page, 'Riley Morgan');
  await page.goto('/applications');
  await expectEveryRowsActions(page, (row) => [row.getByRole('link', { name: /^View / })]);
});
