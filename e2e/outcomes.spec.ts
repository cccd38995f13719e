import { expect, type Page, test } from '@playwright/test';
import { demoJobId } from './fixtures/api.ts';
import { column } from './fixtures/board.ts';
import { capturedMail } from './fixtures/mail.ts';
import { signInAs } from './fixtures/sign-in.ts';

/**
 * Issue 13 "Application outcomes" in Chromium: a rejection from a board card whose e-mail waits
 * in the outbox until Send now hands it to the mail server; a hire that fills the job's only
 * position, then the rest rejected in batches and the job closed; the counters move.
 */
const JOB_TITLE = 'Principal Solutions Director'; // in the demo data: one position

async function openBoard(page: Page) {
  await page.goto(`/jobs/${await demoJobId(page, JOB_TITLE)}/kanban`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOB_TITLE);
}

/** The name and e-mail address a card shows. */
async function cardPerson(page: Page, stage: string) {
  const first = column(page, stage).locator('[data-application-id]').first();
  const id = await first.getAttribute('data-application-id');
  // this card, not whichever comes first once it has gone
  const card = page.locator(`[data-application-id="${id}"]`);
  const [name, email] = await Promise.all([
    card.locator('p').nth(0).textContent(),
    card.locator('p').nth(1).textContent(),
  ]);
  return { card, name: name!.trim(), email: email!.trim() };
}

async function pickReason(page: Page, reason: string) {
  await page.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: reason }).click();
}

test('a recruiter rejects a card with the rejection e-mail; it waits in the outbox until Send now delivers it', async ({
  page,
}) => {
  await signInAs(page, 'Riley Morgan');
  await openBoard(page);
  const { card, name, email } = await cardPerson(page, 'applied');

  await page.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${name}` });
  // no reason, no rejection
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Choose a reason, or pick Other and say why.')).toBeVisible();
  await pickReason(page, 'Skills do not match the role');
  await expect(dialog.getByRole('checkbox', { name: /Send the rejection e-mail/ })).toBeChecked();
  const saved = page.waitForResponse((r) => r.url().includes('/status/') && r.status() === 200);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await saved;

  await expect(page.getByText(`${name} rejected`)).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.goto('/email?tab=outbox&delivery_status=scheduled');
  const row = page.getByRole('listitem').filter({ hasText: email }).first();
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText(/Goes (at|on)/);
  const before = (await capturedMail()).length;
  await row.getByRole('button', { name: 'Send now' }).click();
  await expect
    .poll(async () => (await capturedMail()).slice(before).some((mail) => mail.to.includes(email)), {
      timeout: 15_000,
    })
    .toBe(true);

  await page.goto(`/candidates?search=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name }).first().click();
  await page.getByRole('tab', { name: /Timeline/ }).click();
  await expect(page.getByText('Status changed from active to rejected')).toBeVisible();
  await expect(page.getByText('Skills do not match the role').first()).toBeVisible();
});

test('an administrator hires into the last position, rejects the rest with progress and closes the job; the counters move', async ({
  page,
}) => {
  await signInAs(page, 'Avery Quinn');
  await page.goto('/applications');
  const hiredCounter = page.locator('dl > div').filter({ hasText: 'Hired' }).locator('dd');
  await expect(hiredCounter).toHaveText(/^\d+$/);
  const hiredBefore = Number(await hiredCounter.textContent());

  await openBoard(page);
  const { name } = await cardPerson(page, 'applied');
  await page.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Mark hired' }).click();
  await page
    .getByRole('dialog', { name: `Mark ${name} hired` })
    .getByRole('button', { name: 'Mark hired' })
    .click();

  const filled = page.getByRole('dialog', { name: 'Every position is filled' });
  await expect(filled).toContainText('1 of 1 position hired');
  await pickReason(page, 'Position filled');
  await filled.getByRole('checkbox', { name: /Send each candidate the rejection e-mail/ }).uncheck();
  await filled.getByRole('button', { name: /^Reject \d+ applications?$/ }).click();
  await expect(filled.getByRole('status').filter({ hasText: /^Rejected \d+ applications?\.$/ })).toBeVisible({
    timeout: 15_000,
  });
  await filled.getByRole('button', { name: 'Close the job' }).click();
  await expect(filled.getByText('The job is closed: it takes no new applications.')).toBeVisible();

  await page.goto('/applications');
  await expect(hiredCounter).toHaveText(String(hiredBefore + 1));
  await page.goto(`/jobs/${await demoJobId(page, JOB_TITLE)}/kanban`);
  // only the hire is left on the board
  await expect(page.locator('[data-application-id]')).toHaveCount(1);
});
