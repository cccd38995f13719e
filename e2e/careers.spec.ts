import { type Browser, expect, test } from '@playwright/test';
import { CANDIDATE_MESSAGES, CAREERS_MESSAGES, type JobDetail } from '@shortlist/contracts';
import { apiAs, apiPost } from './fixtures/api.ts';
import { signInAs } from './fixtures/sign-in.ts';

/**
 * Issue 16 in Chromium: a job's share link, opened by someone who is not signed in, takes an
 * application with a CV; the candidate then shows on the job's board for a signed-in recruiter.
 * The job is made for this test, so no other spec's numbers move.
 */

/** A job posted by the demo administrator through the API, as the job form would. */
async function postJob(browser: Browser, title: string): Promise<JobDetail> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'Avery Quinn');
  const job = await apiPost<JobDetail>(page, '/jobs/', {
    title,
    location: 'Lisbon, Portugal',
    sectors: [{ sector: 'Pharma & Life Sciences', positions: 1 }],
    skills_required: ['TypeScript', 'PostgreSQL'],
    description: 'Build the systems that get new medicines to patients sooner.',
    business_case: 'Trial sites wait weeks for data; this role builds the pipeline that ends that wait.',
    compelling_headline: 'Get medicines to patients sooner',
    salary_min: 70000,
    salary_max: 90000,
    publish_salary: true,
  });
  await context.close();
  return job;
}

/** A plain-text CV past the 1 KB minimum. */
function cvFile(name: string) {
  const lines = [
    name,
    'Data engineer with 6 years of TypeScript and PostgreSQL, building clinical data pipelines.',
    'Skills: TypeScript, PostgreSQL, Docker, AWS.',
  ];
  const filler = 'Designed and ran ingestion services for trial sites across Europe. ';
  return {
    name: 'cv.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(`${lines.join('\n')}\n${filler.repeat(20)}`),
  };
}

test('an applicant signed out applies through the careers page, and the recruiter sees them on the board', async ({
  browser,
}) => {
  const title = `Clinical Data Engineer ${Date.now()}`;
  const job = await postJob(browser, title);
  const applicantName = `Inês Careers ${Date.now() % 100000}`;

  const applicant = await browser.newContext();
  const page = await applicant.newPage();
  await page.goto('/careers');
  await page.getByRole('searchbox').fill(title);
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await page.waitForURL(`**/apply/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('$70,000')).toBeVisible();

  // the form refuses what is missing before anything is sent
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText(CANDIDATE_MESSAGES.fullNameRequired)).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();

  await page.getByLabel('Full name').fill(applicantName);
  await page.getByLabel('Email').fill(`ines.${Date.now()}@example.com`);
  await page.getByLabel('CV').setInputFiles(cvFile(applicantName));
  await page.getByLabel('Cover letter').fill('I have built trial data pipelines for six years.');
  await page.getByLabel('I have read and accept the privacy notice').check();
  const sent = page.waitForResponse((r) => r.url().includes(`/public/jobs/${job.id}/apply/`));
  await page.getByRole('button', { name: 'Submit application' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  await applicant.close();

  const team = await browser.newContext();
  const recruiter = await team.newPage();
  await signInAs(recruiter, 'Riley Morgan');
  await recruiter.goto(`/jobs/${job.id}/kanban`);
  await expect(recruiter.getByRole('heading', { level: 1 })).toHaveText(title);
  const card = recruiter.locator('[data-application-id]').filter({ hasText: applicantName });
  await expect(card).toBeVisible();
  // scored against the job's skills from the CV, as any application is
  await expect(card).toContainText(/\d+% match/);
  await team.close();
});

test('a closed job’s share link says it takes no applications', async ({ browser }) => {
  const job = await postJob(browser, `Closed Role ${Date.now()}`);
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAs(admin, 'Avery Quinn');
  const closed = await apiAs(admin, 'PATCH', `/jobs/${job.id}/`, { status: 'closed' });
  expect(closed.ok()).toBe(true);
  await context.close();

  const applicant = await browser.newContext();
  const page = await applicant.newPage();
  await page.goto(`/apply/${job.id}`);
  await expect(page.getByText(CAREERS_MESSAGES.closed)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit application' })).toHaveCount(0);
  await applicant.close();
});
