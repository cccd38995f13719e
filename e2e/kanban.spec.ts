import { expect, type Page, test } from '@playwright/test';
import { apiAs, apiGet, demoJobId } from './fixtures/api.ts';
import { column, dragWithMouse, liftWithKeyboard } from './fixtures/board.ts';
import { signInAs } from './fixtures/sign-in.ts';

const JOB_TITLE = 'Senior Software Engineer'; // in the demo data
let jobId: number;

const cardsIn = (page: Page, stage: string) => column(page, stage).locator('[data-application-id]');

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'Avery Quinn');
  jobId = await demoJobId(page, JOB_TITLE);
  await page.goto(`/jobs/${jobId}/kanban`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOB_TITLE);
});

test('a card dragged with the mouse moves to the other column and stays there after a reload', async ({
  page,
}) => {
  const card = cardsIn(page, 'applied').first();
  const id = await card.getAttribute('data-application-id');
  const saved = page.waitForResponse((r) => r.url().includes('/update-stage/') && r.status() === 200);
  await dragWithMouse(page, card, column(page, 'screening'));
  await saved;
  await expect(column(page, 'screening').locator(`[data-application-id="${id}"]`)).toBeVisible();
  await expect(column(page, 'screening').locator(`[data-application-id="${id}"]`)).toContainText(
    '0 days in stage',
  );

  await page.reload();
  await expect(column(page, 'screening').locator(`[data-application-id="${id}"]`)).toBeVisible();
  await expect(column(page, 'applied').locator(`[data-application-id="${id}"]`)).toHaveCount(0);
});

test('a card moves with the keyboard: space lifts, arrow right, space drops', async ({ page }) => {
  const card = cardsIn(page, 'prospector').first();
  const id = await card.getAttribute('data-application-id');
  const saved = page.waitForResponse((r) => r.url().includes('/update-stage/') && r.status() === 200);
  await liftWithKeyboard(page, card);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: 'is over Deep Dive' })).toHaveCount(1);
  await page.keyboard.press('Space');
  await saved;
  await expect(page.getByRole('status').filter({ hasText: 'moved to Deep Dive' })).toHaveCount(1);

  await page.reload();
  await expect(column(page, 'deep_dive').locator(`[data-application-id="${id}"]`)).toBeVisible();
});

test('a stage someone else removes leaves an open board by itself', async ({ page }) => {
  const added = await apiAs(page, 'POST', `/jobs/${jobId}/stages/`, { label: 'Final Panel', order: 2 });
  expect(added.status()).toBe(201);
  // the board heard of the new stage too
  await expect(column(page, 'final_panel')).toBeVisible();
  expect((await apiAs(page, 'DELETE', `/jobs/${jobId}/stages/final_panel/`)).status()).toBe(200);
  await expect(column(page, 'final_panel')).toHaveCount(0);
});

test('a move into a stage removed meanwhile rolls back with the toast', async ({ page }) => {
  const added = await apiAs(page, 'POST', `/jobs/${jobId}/stages/`, { label: 'Hiring Committee', order: 2 });
  expect(added.status()).toBe(201);
  // A board that has not heard of the removal yet (its live connection is silent): the server
  // still refuses the move, and the board rolls back.
  await page.routeWebSocket(/\/ws\/notifications\//, () => {});
  await page.reload();
  const empty = { key: 'hiring_committee' };
  await expect(column(page, empty.key)).toBeVisible();
  // Someone else removes the (empty) stage while this board is open.
  expect((await apiAs(page, 'DELETE', `/jobs/${jobId}/stages/${empty.key}/`)).status()).toBe(200);

  const card = cardsIn(page, 'applied').first();
  const id = await card.getAttribute('data-application-id');
  await dragWithMouse(page, card, column(page, empty.key));
  await expect(page.getByText('Failed to update application stage')).toBeVisible();
  // The board reloads: the card is back where it was, and the removed column is gone.
  await expect(column(page, 'applied').locator(`[data-application-id="${id}"]`)).toBeVisible();
  await expect(column(page, empty.key)).toHaveCount(0);
});

test('board settings survive a reload', async ({ page }) => {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('combobox', { name: 'Cards per stage' }).click();
  await page.getByRole('option', { name: '50' }).click();
  await page.getByLabel('Show match scores').uncheck();
  await page.getByRole('button', { name: 'Apply Settings' }).click();
  await expect(page.getByText('Board settings saved')).toBeVisible();
  await expect(page.locator('[data-match-color]')).toHaveCount(0);

  await page.reload();
  await expect(cardsIn(page, 'applied').first()).toBeVisible();
  await expect(page.locator('[data-match-color]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Cards per stage' })).toHaveText('50');
  await page.screenshot({ path: 'e2e/artifacts/kanban-settings.png' });
});

test("the job page's pipeline tab moves a card through the same call, and the stage editor persists", async ({
  page,
}) => {
  await page.goto(`/jobs/${jobId}?tab=pipeline`);
  const card = cardsIn(page, 'screening').first();
  const id = await card.getAttribute('data-application-id');
  const saved = page.waitForResponse((r) => r.url().includes('/update-stage/') && r.status() === 200);
  await dragWithMouse(page, card, column(page, 'prospector'));
  await saved;

  await page.getByRole('textbox', { name: 'New stage name' }).fill('Hiring Manager Review');
  await page.getByRole('button', { name: 'Add Stage' }).click();
  await expect(column(page, 'hiring_manager_review')).toBeVisible();

  await page.reload();
  await expect(column(page, 'prospector').locator(`[data-application-id="${id}"]`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Stage \d+ name/ }).last()).toHaveValue(
    'Hiring Manager Review',
  );
});

test("a card's tag added from the board stays after a reload, and one removed goes", async ({ page }) => {
  const card = cardsIn(page, 'applied').first();
  const id = await card.getAttribute('data-application-id');
  const cardAt = () => page.locator(`[data-application-id="${id}"]`);
  const editTags = () =>
    cardAt()
      .locator('..')
      .getByRole('button', { name: /^Edit tags for / });

  await editTags().click();
  const editor = page.getByRole('dialog', { name: /^Tags for / });
  await editor.getByRole('textbox', { name: 'New tag' }).fill('E2E Shortlisted');
  await editor.getByRole('textbox', { name: 'New tag' }).press('Enter');
  await expect(cardAt()).toContainText('#e2e-shortlisted');
  await expect(editor.getByRole('button', { name: 'Remove tag e2e-shortlisted' })).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/kanban-card-tags.png' });
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(cardAt()).toContainText('#e2e-shortlisted');
  await editTags().click();
  await page
    .getByRole('dialog', { name: /^Tags for / })
    .getByRole('button', { name: 'Remove tag e2e-shortlisted' })
    .click();
  await expect(cardAt()).not.toContainText('#e2e-shortlisted');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(cardAt()).toBeVisible();
  await expect(cardAt()).not.toContainText('#e2e-shortlisted');
});

test("a card on the job page's pipeline tab shows four tags and edits them all from its Tags button", async ({
  page,
}) => {
  await page.goto(`/jobs/${jobId}?tab=pipeline`);
  const card = cardsIn(page, 'applied').first();
  const id = await card.getAttribute('data-application-id');
  const cardAt = () => page.locator(`[data-application-id="${id}"]`);
  const tags = ['e2e-one', 'e2e-two', 'e2e-three', 'e2e-four', 'e2e-five', 'e2e-six'];
  const had = (await apiGet<{ tags: string[] }>(page, `/candidate-cards/${id}/`)).tags;
  for (const tag of tags) {
    expect((await apiAs(page, 'POST', `/candidate-cards/${id}/tags/`, { tag })).status()).toBe(200);
  }
  const all = [...had, ...tags];
  await page.reload();
  await expect(cardAt()).toContainText(`#${all[3]}`);
  await expect(cardAt()).toContainText(`+${all.length - 4} more`);
  await expect(cardAt()).not.toContainText(`#${all[4]}`);

  await cardAt()
    .locator('..')
    .getByRole('button', { name: /^Edit tags for / })
    .click();
  const editor = page.getByRole('dialog', { name: /^Tags for / });
  await expect(editor.getByRole('button', { name: 'Remove tag e2e-six' })).toBeVisible();
  // the editor fades in: the picture once it has
  await editor.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  await page.screenshot({ path: 'e2e/artifacts/pipeline-card-tags.png' });
  for (const tag of tags) {
    await editor.getByRole('button', { name: `Remove tag ${tag}` }).click();
    await expect(editor.getByRole('button', { name: `Remove tag ${tag}` })).toHaveCount(0);
  }
  await expect(cardAt()).not.toContainText('#e2e-');
  for (const tag of had) await expect(cardAt()).toContainText(`#${tag}`);
});
