import { expect, type Page, test } from '@playwright/test';
import { demoJobId } from './fixtures/api.ts';
import { signInAs } from './fixtures/sign-in.ts';

/**
 * Issue 17: the controls the spec shows inert — the job page's Quick Filters, the pipeline card's
 * Add note and View documents, the applications page's Advanced Filters — do what they say.
 */
const ARTIFACTS = 'e2e/artifacts';

const bodyRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test('a quick filter on the job page opens the candidates tab with only the high matches', async ({
  page,
}) => {
  await signInAs(page, 'Riley Morgan');
  await page.goto(`/jobs/${await demoJobId(page, 'Senior Software Engineer')}`);
  const quickFilters = page.getByRole('navigation', { name: 'Quick filters' }).first();
  await quickFilters.getByRole('link', { name: /High match/ }).click();
  await expect(page).toHaveURL(/tab=candidates/);
  await expect(page).toHaveURL(/score=high/);
  await expect(page.getByRole('tab', { name: 'Candidates', selected: true })).toBeVisible();
  // the list loads after the tab shows: wait for its first row before reading them all
  await expect(bodyRows(page).first()).toBeVisible();
  for (const row of await bodyRows(page).all()) {
    const score = Number.parseInt((await row.getByRole('cell').nth(1).innerText()).trim(), 10);
    expect(score).toBeGreaterThanOrEqual(80);
  }
});

test('a note added from a board card is on the candidate’s notes', async ({ page }) => {
  await signInAs(page, 'Riley Morgan');
  await page.goto(`/jobs/${await demoJobId(page, 'Senior Software Engineer')}?tab=pipeline`);
  const addNote = page.getByRole('button', { name: /^Add note for / }).first();
  const name = ((await addNote.getAttribute('aria-label')) ?? '').replace('Add note for ', '');
  await addNote.click();
  const dialog = page.getByRole('dialog', { name: `Add note for ${name}` });
  const text = `Asked about notice period ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Note' }).fill(text);
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Note added')).toBeVisible();
  await expect(addNote).toBeFocused(); // the focus comes back to the card's button

  await page.getByRole('button', { name: `View documents of ${name}` }).click();
  const documents = page.getByRole('dialog', { name: new RegExp(name) });
  await expect(documents.getByText(/No documents yet\.|Download/).first()).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/card-documents.png` });
  await page.keyboard.press('Escape');

  await page
    .getByRole('button', { name: new RegExp(`^${name}, `) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: /Notes/ }).click();
  await expect(page.getByText(text)).toBeVisible();
});

test('advanced filters narrow the applications page and stay in the address', async ({ page }) => {
  await signInAs(page, 'Riley Morgan');
  await page.goto('/applications');
  await expect(bodyRows(page).first()).toBeVisible();
  const total = page.getByText('Total').locator('..');
  const before = await total.innerText();
  await page.getByRole('button', { name: 'Advanced Filters' }).click();
  await page.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'LinkedIn' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Advanced Filters (1)' })).toBeVisible();
  await expect(page).toHaveURL(/source=linkedin/);
  await expect(total).not.toHaveText(before);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Advanced Filters (1)' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/applications-advanced-filters.png` });
});
