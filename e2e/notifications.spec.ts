import { expect, type Locator, test } from '@playwright/test';
import { NOTIFICATION_TOASTS } from '@shortlist/contracts';
import { signInAs } from './fixtures/sign-in.ts';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/** Whether what lies on top at the middle of `part` is the panel's own (not a toast over it). */
async function panelIsOnTopAt(panel: Locator, part: Locator) {
  const { x, y, width, height } = await box(part);
  return panel.evaluate(
    (element, [atX, atY]) => element.contains(document.elementFromPoint(atX!, atY!)),
    [x + width / 2, y + height / 2],
  );
}

test('the toasts of the bell’s actions stand beside its open panel and go back when it closes', async ({
  page,
}) => {
  await signInAs(page, 'Riley Morgan');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const refresh = panel.getByRole('button', { name: 'Refresh notifications' });
  await refresh.click();

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: NOTIFICATION_TOASTS.refreshed });
  await expect(toast).toBeVisible();
  const panelBox = await box(panel);
  const toastRight = async () => {
    const { x, width } = await box(toast);
    return x + width;
  };
  // sonner slides a toast in: asked until it has come to rest left of the panel
  await expect.poll(toastRight).toBeLessThanOrEqual(panelBox.x);
  // the panel's header and first actions were under the toast: nothing covers them while it shows
  // (asked of the point, not by a click: with nothing left to read or clear the two are disabled)
  await refresh.click({ trial: true, timeout: 2_000 });
  for (const name of ['Mark all read', 'Clear all']) {
    expect(await panelIsOnTopAt(panel, panel.getByRole('button', { name }))).toBe(true);
  }
  await page.screenshot({ path: 'e2e/artifacts/bell-toast-beside-panel.png' });

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // with the panel shut the toasts stand in their corner again, right of where the panel was
  await expect.poll(toastRight).toBeGreaterThan(panelBox.x + panelBox.width - 40);
});
