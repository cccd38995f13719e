import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { signInAs } from './fixtures/sign-in.ts';

const ARTIFACTS = 'e2e/artifacts';

/** A real PDF CV, built here so the test owns its input. */
async function cvPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const lines = [
    'Marie Curie',
    'marie.curie.e2e@example.com | +33 1 23 45 67 89 | https://github.com/mcurie',
    'Research engineer with 9 years of experience in Python and Machine Learning.',
    'Skills: Python, SQL, Docker, Kubernetes, TensorFlow and Data Science.',
    ...Array.from(
      { length: 20 },
      () => 'Published papers, led laboratory teams and built measurement software.',
    ),
  ];
  lines.forEach((line, index) => {
    page.drawText(line, { x: 40, y: 800 - index * 16, size: 10, font });
  });
  return Buffer.from(await pdf.save());
}

test('an admin adds a candidate with a PDF CV, walks the profile, notes, edits and deletes it', async ({
  page,
}) => {
  await signInAs(page, 'Avery Quinn');
  await page.goto('/candidates');
  await expect(page.getByRole('heading', { name: 'Candidates', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Candidate' }).click();

  const dialog = page.getByRole('dialog', { name: 'Create New Candidate' });
  await dialog
    .getByLabel('CV file')
    .setInputFiles({ name: 'marie-curie.pdf', mimeType: 'application/pdf', buffer: await cvPdf() });
  await expect(dialog.getByText(/Completed · 100%/)).toBeVisible();
  // prefilled from the server's reading of the PDF
  await expect(dialog.getByLabel('Skills (comma-separated)')).toHaveValue(/Python.*SQL.*Docker/);
  await expect(dialog.getByLabel('Email 1')).toHaveValue('marie.curie.e2e@example.com');
  await expect(dialog.getByLabel('Years of Experience')).toHaveValue('9');
  await expect(dialog.getByText('Salary Information')).toBeVisible();
  await dialog.getByLabel('Full Name').fill('Marie Curie');
  await dialog.getByRole('combobox', { name: 'Job' }).click();
  await page.getByRole('option').nth(1).click();
  await page.screenshot({ path: `${ARTIFACTS}/create-candidate.png` });
  await dialog.getByRole('button', { name: 'Create Candidate' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Marie Curie was added')).toBeVisible();

  await page.getByRole('link', { name: 'Marie Curie' }).first().click();
  await expect(page.getByRole('heading', { name: 'Marie Curie', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Applied for /)).toBeVisible();
  for (const tab of [
    'Timeline',
    'Documents',
    'Skills Map',
    'Applications',
    'Interviews',
    'Notes',
    'Overview',
  ]) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByText('marie-curie.pdf')).toBeVisible();
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByText('Candidate created')).toBeVisible();

  await page.getByRole('button', { name: 'Add Note' }).first().click();
  await page.getByLabel('Note', { exact: true }).fill('Strong research background.');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByRole('tabpanel').getByText('Strong research background.')).toBeVisible();

  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Profile' });
  await edit.getByLabel('Current Company').fill('Institut Radium');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(/Institut Radium/).first()).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/candidate-detail.png`, fullPage: true });

  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete Candidate' }).click();
  await expect(
    page.getByText('Are you sure you want to delete Marie Curie? This action cannot be undone.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.waitForURL('**/candidates');
  await expect(page.getByText('Candidate deleted successfully')).toBeVisible();
});

test('a recruiter sees no delete and no salary', async ({ page }) => {
  await signInAs(page, 'Riley Morgan');
  await page.goto('/candidates');
  await page.getByRole('button', { name: 'Add Candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Candidate' });
  await expect(dialog.getByText('Basic Information')).toBeVisible();
  await expect(dialog.getByText('Salary Information')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('link', { name: 'View Profile' }).first().click();
  await page.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete Candidate' })).toHaveCount(0);
});

test('the applications page counts, filters and exports a CSV', async ({ page }) => {
  await signInAs(page, 'Avery Quinn');
  await page.goto('/applications');
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Hired' }).click();
  await expect(page).toHaveURL(/status=hired/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^applications-.*\.csv$/);
});
