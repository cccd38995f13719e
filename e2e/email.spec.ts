import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { type CapturedMail, capturedMail } from './fixtures/mail.ts';
import { signInAs } from './fixtures/sign-in.ts';

const ARTIFACTS = 'e2e/artifacts';

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

test('a recruiter sends an interview invitation from a candidate page; the mail server receives it and the timeline and outbox show it', async ({
  page,
}) => {
  await signInAs(page, 'Riley Morgan');
  await page.goto('/candidates?search=Folake');
  await page.getByRole('link', { name: 'Folake Oyelaran' }).first().click();
  await expect(page.getByRole('heading', { name: 'Folake Oyelaran', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Send Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Email' });
  const to = await dialog.getByRole('textbox', { name: 'To' }).inputValue();
  expect(to).toMatch(/@example\.com$/);
  const send = dialog.getByRole('button', { name: 'Send Email' });
  await expect(send).toBeDisabled();

  await dialog.getByRole('radio', { name: /Interview invitation/ }).check();
  await expect(dialog.getByRole('textbox', { name: 'Candidate name' })).toHaveValue('Folake Oyelaran');
  const jobTitle = await dialog.getByRole('textbox', { name: 'Job title' }).inputValue();
  await dialog.getByRole('textbox', { name: 'Interview date' }).fill('Tuesday 1 December at 10:00');
  await dialog.getByRole('textbox', { name: 'Interview location' }).fill('Video call');
  // a subject of the recruiter's own, with a variable in it
  await dialog.getByRole('checkbox', { name: 'Custom subject' }).check();
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Your interview on Tuesday: {{job_title}}');
  await expect(dialog.getByRole('region', { name: 'Preview' })).toContainText(
    'invite you to an interview on Tuesday 1 December at 10:00 (Video call)',
  );
  await page.screenshot({ path: `${ARTIFACTS}/compose-email.png` });
  await send.click();
  await expect(dialog.getByText('Email Sent Successfully!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  const subject = `Your interview on Tuesday: ${jobTitle}`;
  const mail = await mailArriving((item) => item.to.includes(to) && item.subject === subject);
  // read as a mail client does: the body is quoted-printable, whose soft line breaks fall anywhere
  const { text } = await simpleParser(mail.raw);
  expect(text).toContain('Dear Folake Oyelaran,');
  expect(text).toContain('invite you to an interview on Tuesday 1 December at 10:00 (Video call)');

  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByText(`Email sent: ${subject}`)).toBeVisible();

  await page.goto(`/email?tab=outbox&search=${encodeURIComponent(to)}`);
  const row = page.getByRole('listitem').filter({ hasText: subject }).first();
  await expect(row).toContainText('Sent');
  await row.getByRole('button', { name: subject }).click();
  const detail = page.getByRole('dialog');
  await expect(detail).toContainText(mail.message_id);
  await expect(detail).toContainText('Delivered');
  await page.screenshot({ path: `${ARTIFACTS}/outbox-detail.png` });
});
