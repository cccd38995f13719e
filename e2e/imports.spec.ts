import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { CANDIDATE_MESSAGES } from '@shortlist/contracts';
import { signInAs } from './fixtures/sign-in.ts';

/**
 * Issue 16 in Chromium: a recruiter imports a CSV exported from another system. The columns are
 * matched by their headings, the preview shows the row that will be refused, the import runs in
 * the background with its progress shown, the refused row downloads as a CSV with its reason,
 * and the imported candidates are in the candidates list. Names and e-mails are this run's own.
 */

test('a recruiter imports a CSV, sees its progress, and downloads the refused rows', async ({ page }) => {
  await signInAs(page, 'Riley Morgan');
  const stamp = Date.now();
  const name = (first: string) => `${first} Lindqvist ${stamp % 100000}`;
  const csv = [
    'Full name,Email address,Company,Job title',
    `${name('Saga')},saga.${stamp}@import.example,Nordlys,Data Engineer`,
    `${name('Broken')},not-an-address,Nordlys,Analyst`,
    `${name('Eira')},eira.${stamp}@import.example,Fjord Labs,Designer`,
  ].join('\n');

  await page.goto('/candidates');
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import candidates' })).toBeVisible();
  await page.getByLabel('Spreadsheet to import').setInputFiles({
    name: `export-${stamp}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });

  // the headings chose the fields
  const mappedAs = (heading: string) => page.getByRole('combobox', { name: `Import ${heading} as` });
  await expect(mappedAs('Full name')).toHaveText('Full name');
  await expect(mappedAs('Email address')).toHaveText('E-mail');
  await expect(mappedAs('Company')).toHaveText('Current company');
  await expect(mappedAs('Job title')).toHaveText('Current role');

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('table', { name: 'Preview' });
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(preview.getByRole('row', { name: new RegExp(name('Broken')) })).toContainText('Refused');
  await expect(preview.getByRole('row', { name: new RegExp(name('Saga')) })).toContainText('New candidate');

  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  const progress = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '3', { timeout: 15_000 });
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  const counts = page.getByRole('definition');
  await expect(counts.first()).toHaveText('2');

  // the refused row, with its reason, to correct and import again
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download refused rows (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`export-${stamp}-refused-rows.csv`);
  const report = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  expect(report.split('\r\n')[0]).toBe('Row,Reasons,Full name,Email address,Company,Job title');
  expect(report).toContain(`3,E-mail: ${CANDIDATE_MESSAGES.emailInvalid},${name('Broken')},not-an-address`);

  // the imported candidates are in the list
  await page.getByRole('link', { name: 'View candidates' }).click();
  await page.getByLabel('Search candidates', { exact: true }).fill(`Lindqvist ${stamp % 100000}`);
  await expect(page.getByRole('link', { name: name('Saga') })).toBeVisible();
  await expect(page.getByRole('link', { name: name('Eira') })).toBeVisible();
  await expect(page.getByRole('link', { name: name('Broken') })).toHaveCount(0);
});
