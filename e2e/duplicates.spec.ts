import { expect, test } from '@playwright/test';
import { type Candidate, DUPLICATE_REASON_LABELS, MERGE_MESSAGES } from '@shortlist/contracts';
import { apiPost } from './fixtures/api.ts';
import { signInAs } from './fixtures/sign-in.ts';

/**
 * Issue 16 in Chromium: a recruiter finds two records of one person on the possible duplicates
 * page and merges them; the kept record has the e-mail addresses of both, the other is gone. The
 * two candidates are made for this test through the API, under names and a phone number of their
 * own, so no other spec's candidates or numbers change.
 *
 * They share a phone number written two ways rather than an e-mail address: the API refuses a
 * second candidate with an e-mail another one has, whatever its case (docs/decisions/023).
 */

test('a recruiter merges two records of one person from the possible duplicates page', async ({ page }) => {
  await signInAs(page, 'Riley Morgan');
  const stamp = Date.now();
  const digits = String(stamp).slice(-9);
  const number = `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  const keptName = `Noor Haddad ${stamp % 100000}`;
  const otherName = `N. Haddad ${stamp % 100000}`;
  const keptEmail = `noor.haddad.${stamp}@example.com`;
  const otherEmail = `nhaddad.${stamp}@example.org`;
  // the older record, so the one the page lists first and the merge offers to keep
  const kept = await apiPost<Candidate>(page, '/candidates/', {
    full_name: keptName,
    emails: [keptEmail],
    phones: [`+44 ${number}`],
    current_company: 'Harbour Analytics',
  });
  const other = await apiPost<Candidate>(page, '/candidates/', {
    full_name: otherName,
    emails: [otherEmail],
    phones: [`0${number}`],
    current_role: 'Data Engineer',
  });

  const pair = page.getByRole('listitem', { name: `${keptName} and ${otherName}` });
  // the server finds a record's duplicates in the background, just after it is saved
  await expect(async () => {
    await page.goto('/candidates/duplicates');
    await expect(page.getByRole('heading', { level: 1, name: 'Possible duplicates' })).toBeVisible();
    await expect(pair).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(pair.getByRole('list', { name: 'Reasons' })).toHaveText(DUPLICATE_REASON_LABELS.phone);
  await expect(pair.getByRole('link', { name: keptName })).toHaveAttribute('href', `/candidates/${kept.id}`);
  await expect(pair.getByRole('link', { name: otherName })).toHaveAttribute(
    'href',
    `/candidates/${other.id}`,
  );

  await pair.getByRole('button', { name: 'Merge…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge duplicate records' });
  const keepFirst = dialog.getByRole('radio', { name: new RegExp(`^Keep ${keptName},`) });
  await expect(keepFirst).toBeChecked();
  await expect(dialog).toContainText('A merge cannot be undone.');
  const merging = page.waitForResponse((r) => r.url().endsWith(`/candidates/${kept.id}/merge/`));
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  expect((await merging).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(MERGE_MESSAGES.merged(keptName))).toBeVisible();
  await expect(pair).toHaveCount(0);

  // the kept record has both records' e-mail addresses
  await page.goto(`/candidates/${kept.id}`);
  await expect(page.getByRole('heading', { level: 1, name: keptName })).toBeVisible();
  await expect(page.getByText(keptEmail)).toBeVisible();
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(profile.getByLabel('Email Addresses (one per line)')).toHaveValue(
    `${keptEmail}\n${otherEmail}`,
  );
  await profile.getByRole('button', { name: 'Cancel' }).click();

  // the other record is gone
  await page.goto(`/candidates/${other.id}`);
  await expect(page.getByRole('heading', { name: 'Candidate not found' })).toBeVisible();
});
