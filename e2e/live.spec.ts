import { type Browser, expect, type Page, test } from '@playwright/test';
import { demoJobId } from './fixtures/api.ts';
import { column, dragWithMouse } from './fixtures/board.ts';

// A demo job Riley Morgan (the demo recruiter) recruits for, whose applications she owns, so a
// move by someone else notifies her.
const JOB_TITLE = 'Consultant';

async function signedIn(browser: Browser, name: RegExp) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name }).click();
  await page.waitForURL('**/dashboard');
  return page;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

async function unreadCount(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(label.match(/(\d+) unread/)?.[1] ?? 0);
}

test('a card one person drags moves on a colleague’s open board and rings her bell, without a reload', async ({
  browser,
}) => {
  const avery = await signedIn(browser, /Avery Quinn/);
  const riley = await signedIn(browser, /Riley Morgan/);
  const jobId = await demoJobId(riley, JOB_TITLE);
  for (const page of [avery, riley]) {
    await page.goto(`/jobs/${jobId}/kanban`);
    await expect(page.locator('[data-application-id]').first()).toBeVisible();
  }
  await expect(riley.getByText('Live updates connected')).toHaveCount(1);
  const before = await unreadCount(riley);

  // the first card of the first column that has one, dragged one column to the right
  const columns = await avery.locator('[data-stage-key]').evaluateAll((nodes) =>
    nodes.map((node) => ({
      key: node.getAttribute('data-stage-key')!,
      cards: node.querySelectorAll('[data-application-id]').length,
    })),
  );
  const fromIndex = columns.findIndex((entry) => entry.cards > 0);
  const from = columns[fromIndex]!.key;
  const to = columns[fromIndex + 1]!.key;
  const card = column(avery, from).locator('[data-application-id]').first();
  const id = await card.getAttribute('data-application-id');
  const saved = avery.waitForResponse((r) => r.url().includes('/update-stage/') && r.status() === 200);
  await dragWithMouse(avery, card, column(avery, to));
  await saved;

  // Riley never reloads: the card arrives in its new column on her board within a second or so
  await expect(column(riley, to).locator(`[data-application-id="${id}"]`)).toBeVisible({ timeout: 3000 });
  await expect(column(riley, from).locator(`[data-application-id="${id}"]`)).toHaveCount(0);
  await expect.poll(() => unreadCount(riley), { timeout: 5000 }).toBe(before + 1);

  await bell(riley).click();
  const panel = riley.getByRole('dialog', { name: 'Notifications' });
  const newest = panel.getByRole('listitem').first();
  await expect(newest).toContainText('moved by Avery Quinn');

  await panel
    .getByRole('button', { name: /^Mark ".*" as read$/ })
    .first()
    .click();
  await expect(riley.getByText('Notification marked as read')).toBeVisible();
  await expect.poll(() => unreadCount(riley)).toBe(before);

  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(riley.getByText('All notifications marked as read')).toBeVisible();
  await expect(bell(riley)).toHaveAccessibleName('Notifications');

  await panel.getByRole('button', { name: 'Clear all' }).click();
  await expect(riley.getByText('All notifications dismissed')).toBeVisible();
  await expect(panel.getByText('No notifications')).toBeVisible();
  await expect(panel.getByText("You're all caught up!")).toBeVisible();
  await riley.screenshot({ path: 'e2e/artifacts/live-bell-cleared.png' });
});
