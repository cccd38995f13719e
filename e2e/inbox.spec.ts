import { expect, type Page, test } from '@playwright/test';
import {
  type Applicant,
  adminToken,
  applicationEmail,
  handIn,
  newApplicant,
  type OpenJob,
  openJobs,
  requiredSkills,
} from './fixtures/inbox.ts';
import { type CapturedMail, capturedMail } from './fixtures/mail.ts';
import { signInAs } from './fixtures/sign-in.ts';

const ARTIFACTS = 'e2e/artifacts';

/** Jobs other specs count applications of or drag cards on (job-candidates, kanban, live). */
const JOBS_OTHER_SPECS_USE = new Set([1, 6]);
/** The demo's jobs are 1–10; a job another spec creates carries that spec's rules (automation). */
const DEMO_JOBS = 10;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An open job the subject can name unambiguously: no other open job has its title (the inbox
 * suggests the longest title the subject holds, so two alike would be a coin toss).
 */
function jobToApplyFor(jobs: OpenJob[]): OpenJob {
  const job = jobs.find(
    (candidate) =>
      candidate.id <= DEMO_JOBS &&
      !JOBS_OTHER_SPECS_USE.has(candidate.id) &&
      jobs.filter((other) => other.title === candidate.title).length === 1,
  );
  expect(job, 'an open demo job with a title of its own').toBeDefined();
  return job!;
}

/** The inbox, open and listening for live updates before anything arrives. */
async function openInbox(page: Page) {
  await page.goto('/email');
  await expect(page.getByRole('tab', { name: /Inbox/, selected: true })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Selected e-mails' })).toBeVisible(); // the list is in
  await expect(page.getByText('Live updates connected')).toHaveCount(1);
}

/** An applicant's card in the inbox: their address is theirs alone (the subject is not). */
const cardOf = (page: Page, applicant: Applicant) =>
  page.getByRole('listitem').filter({ hasText: applicant.address });

/** Waits for the run's SMTP peer to receive a message the predicate picks. */
async function mailArriving(pick: (mail: CapturedMail) => boolean): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await capturedMail()).find(pick);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** A header of a raw message, its folded lines joined (RFC 5322 §2.2.3). */
function headerOf(raw: string, name: string): string | undefined {
  const head = (raw.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim();
}

test('an application e-mail arrives with its CV, becomes a candidate for the job it names and lands on that job’s board', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const job = jobToApplyFor(await openJobs(request, token));
  const applicant = newApplicant();
  const { raw, subject } = await applicationEmail(
    applicant,
    job.title,
    await requiredSkills(request, token, job.id),
  );

  await signInAs(page, 'Avery Quinn');
  await openInbox(page);
  await expect(cardOf(page, applicant)).toHaveCount(0);
  await handIn(request, token, raw);

  // no reload: the live updates bring the card in, then again once the parse job has read it
  const card = cardOf(page, applicant);
  await expect(card.getByText('1 attachment (CV)')).toBeVisible({ timeout: 10_000 });
  await expect(card).toContainText(applicant.name);
  await expect(card.getByRole('button', { name: subject, exact: true })).toBeVisible();
  await expect(card.getByText(/^\d{1,3}% confidence · (High|Medium|Low)$/)).toBeVisible();
  await expect(card.getByText('Unread', { exact: true })).toBeVisible();
  await expect(card).toContainText('Suggested jobs:');
  await expect(card.getByRole('link', { name: job.title, exact: true })).toHaveAttribute(
    'href',
    `/jobs/${job.id}`,
  );
  await page.screenshot({ path: `${ARTIFACTS}/inbox-arrived.png` });

  await card.getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create candidate' });
  await expect(dialog).toContainText(applicant.name);
  await expect(dialog).toContainText(applicant.address);
  const suggested = dialog.getByRole('radio', { name: new RegExp(`^${escapeRegExp(job.title)}`) });
  await suggested.check();
  await expect(suggested).toBeChecked();
  await dialog.getByRole('button', { name: 'Create candidate' }).click();
  await expect(dialog).toBeHidden();

  const toast = page
    .getByRole('listitem')
    .filter({ hasText: `${applicant.name} added as a candidate for ${job.title}` });
  await toast.getByRole('button', { name: 'View candidate' }).click();
  await page.waitForURL(/\/candidates\/\d+$/);
  const candidateUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: applicant.name, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Documents' }).click();
  const cv = page.getByRole('listitem').filter({ hasText: applicant.cvFilename });
  await expect(cv).toBeVisible();
  await expect(cv).toContainText('CV/Resume');
  await page.screenshot({ path: `${ARTIFACTS}/inbox-candidate-documents.png` });

  // the application the e-mail made is on the job's board, in its first stage
  await page.goto(`/jobs/${job.id}/kanban`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
  const firstStage = page.locator('[data-stage-key]').first();
  await expect(
    firstStage.getByRole('button', { name: new RegExp(`^${escapeRegExp(applicant.name)},`) }),
  ).toBeVisible();

  // back in the inbox the e-mail is linked to the candidate; nothing left to create
  await openInbox(page);
  await expect(card.getByText('Matched', { exact: true })).toBeVisible();
  await expect(card).toContainText('Candidate:');
  await expect(card.getByRole('link', { name: applicant.name, exact: true })).toHaveAttribute(
    'href',
    candidateUrl,
  );
  await expect(card.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Attach', exact: true })).toHaveCount(0);
});

test('a quick reply from an inbox card reaches the mail server, threaded under the application', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const job = jobToApplyFor(await openJobs(request, token));
  const applicant = newApplicant();
  const { raw, subject, messageId } = await applicationEmail(
    applicant,
    job.title,
    await requiredSkills(request, token, job.id),
  );

  await signInAs(page, 'Avery Quinn');
  await openInbox(page);
  await handIn(request, token, raw);
  const card = cardOf(page, applicant);
  await expect(card.getByText('1 attachment (CV)')).toBeVisible({ timeout: 10_000 });

  await card.getByRole('button', { name: 'Reply', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick Reply Templates' });
  await dialog.getByRole('radio', { name: 'Application Received' }).check();
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(
    /^Thank you for your application\. We have received it/,
  );
  await dialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Reply to ${applicant.address} sent`)).toBeVisible();

  const mail = await mailArriving((item) => item.to.includes(applicant.address));
  expect(mail.subject).toBe(`Re: ${subject}`);
  expect(headerOf(mail.raw, 'In-Reply-To')).toBe(messageId);
  expect(headerOf(mail.raw, 'References')).toContain(messageId);
  // quoted-printable wraps a long line with soft breaks
  expect(mail.raw.replace(/=\r?\n/g, '')).toContain(
    'We have received it and our team will review it shortly.',
  );
});
