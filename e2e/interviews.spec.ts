import { expect, test } from '@playwright/test';
import { demoJobId } from './fixtures/api.ts';
import { column } from './fixtures/board.ts';
import { type CalendarPart, calendarOf } from './fixtures/calendar.ts';
import { type CapturedMail, capturedMail } from './fixtures/mail.ts';
import { signInAs } from './fixtures/sign-in.ts';

/**
 * Issue 13 "Interviews" in Chromium: a recruiter schedules an interview from a board card with two
 * interviewers, on a Berlin clock while the browser is in New York; the card and the candidate's
 * Interviews tab show it; the candidate and each interviewer get an invitation with a calendar
 * event; a reschedule sends the same event with a higher SEQUENCE, a cancellation METHOD:CANCEL.
 */
const JOB_TITLE = 'Senior Data Engineer'; // in the demo data: no other spec moves or closes it
const INTERVIEWERS = ['priya.raman@meridian.example', 'tomas.novak@meridian.example'];
const ARTIFACTS = 'e2e/artifacts';

test.use({ timezoneId: 'America/New_York' });

/** Three weeks ahead, past the demo's own interviews, so no one on the panel is double-booked. */
function threeWeeksAhead(): string {
  return new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
}

/** "Tue, Dec 15, 8:00 AM" as the card writes it, on the browser's (New York) clock. */
function onNewYorkClock(iso: string): string {
  const at = new Date(iso);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', ...options }).format(at);
  const year =
    part({ year: 'numeric' }) === String(new Date().getFullYear()) ? '' : `, ${part({ year: 'numeric' })}`;
  return `${part({ weekday: 'short' })}, ${part({ month: 'short', day: 'numeric' })}${year}, ${part({ hour: 'numeric', minute: '2-digit' })}`;
}

type Invitation = { mail: CapturedMail; calendar: CalendarPart };

/** The messages that arrived since `before` carrying a calendar event with `method` for these people. */
async function invitationsTo(before: number, people: string[], method: string): Promise<Invitation[]> {
  let found: Invitation[] = [];
  await expect
    .poll(
      async () => {
        found = (await capturedMail())
          .slice(before)
          .map((mail) => ({ mail, calendar: calendarOf(mail) }))
          .filter((item): item is Invitation => item.calendar?.method === method)
          .filter((item) => people.some((person) => item.mail.to.includes(person)));
        return people.filter((person) => found.some((item) => item.mail.to.includes(person))).sort();
      },
      { timeout: 20_000 },
    )
    .toEqual([...people].sort());
  return found;
}

test('a recruiter schedules from a board card, the card and the candidate show it, and the invitations follow the changes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'Riley Morgan');
  const jobId = await demoJobId(page, JOB_TITLE);
  await page.goto(`/jobs/${jobId}/kanban`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOB_TITLE);

  // a screening card with an address and no interview yet
  const first = column(page, 'screening').locator('[data-application-id]').filter({ hasText: '@' }).first();
  const applicationId = await first.getAttribute('data-application-id');
  const card = page.locator(`[data-application-id="${applicationId}"]`);
  const [name, email] = (await Promise.all([0, 1].map((n) => card.locator('p').nth(n).textContent()))).map(
    (text) => text!.trim(),
  );
  const people = [email!, ...INTERVIEWERS];

  // schedule: a Prospector on a Berlin clock, two interviewers
  await page.getByRole('button', { name: `Schedule interview for ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Interview' });
  await expect(dialog).toContainText(`${name} · ${JOB_TITLE}`);
  await dialog.getByRole('combobox', { name: 'Interview type' }).click();
  await page.getByRole('option', { name: 'Prospector' }).click();
  await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('45');
  const day = threeWeeksAhead();
  await dialog.getByLabel('Date').fill(day);
  await dialog.getByLabel('Time', { exact: true }).fill('14:00');
  await dialog.getByLabel('Time zone').selectOption('Europe/Berlin');
  await dialog.getByRole('checkbox', { name: /Tomás Novák/ }).check();
  await dialog.getByRole('searchbox', { name: 'Search people' }).fill('Priya');
  await dialog.getByRole('checkbox', { name: 'Priya Raman' }).check();
  await expect(dialog.getByRole('list', { name: 'Chosen interviewers' })).toContainText('Priya Raman');
  await dialog.getByLabel('Note to interviewers (optional)').fill('Ask about the streaming pipeline.');
  await expect(dialog.getByRole('checkbox', { name: 'Send calendar invitations' })).toBeChecked();
  await page.screenshot({ path: `${ARTIFACTS}/interviews-schedule-dialog.png` });

  const before = (await capturedMail()).length;
  const scheduled = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/interviews/') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Schedule interview' }).click();
  const response = await scheduled;
  expect(response.status()).toBe(201);
  const body = response.request().postDataJSON() as { scheduled_at: string; time_zone: string };
  expect(body.scheduled_at).toMatch(new RegExp(`^${day}T14:00:00\\+0[12]:00$`));
  expect(body.time_zone).toBe('Europe/Berlin');
  const { interview } = (await response.json()) as { interview: { scheduled_at: string } };
  await expect(page.getByText(`Prospector with ${name} scheduled`)).toBeVisible();
  await expect(page.getByText('3 calendar invitations sent.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // the card shows it on the viewer's clock
  await expect(card).toContainText(`Prospector · ${onNewYorkClock(interview.scheduled_at)}`);

  // one invitation to the candidate and one to each interviewer, each with the event to accept
  const invited = await invitationsTo(before, people, 'REQUEST');
  const uid = invited[0]!.calendar.uid;
  expect(uid).not.toBe('');
  expect(invited.every((item) => item.calendar.uid === uid)).toBe(true);
  const firstSequence = invited[0]!.calendar.sequence;
  const candidateCopy = invited.find((item) => item.mail.to.includes(email!))!;
  expect(candidateCopy.calendar.text).not.toContain('streaming pipeline');
  const panelCopy = invited.find((item) => item.mail.to.includes(INTERVIEWERS[0]!))!;
  expect(panelCopy.calendar.text).toContain('streaming pipeline');

  // the candidate's Interviews tab lists it
  await card.click();
  await page.waitForURL('**/candidates/*');
  await page.getByRole('tab', { name: 'Interviews' }).click();
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  const row = upcoming.getByRole('listitem').filter({ hasText: 'Priya Raman, Tomás Novák' });
  await expect(row).toContainText('Prospector');
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText('in Europe/Berlin');
  await page.screenshot({ path: `${ARTIFACTS}/interviews-candidate-tab.png`, fullPage: true });

  // reschedule: the same event, a higher SEQUENCE, to the same people
  const beforeMove = (await capturedMail()).length;
  await row.getByRole('button', { name: 'Reschedule' }).click();
  const moving = page.getByRole('dialog', { name: 'Reschedule Interview' });
  await expect(moving.getByLabel('Time', { exact: true })).toHaveValue('14:00');
  await expect(moving.getByLabel('Time zone')).toHaveValue('Europe/Berlin');
  await moving.getByLabel('Time', { exact: true }).fill('15:30');
  await page.screenshot({ path: `${ARTIFACTS}/interviews-reschedule-dialog.png` });
  await moving.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Prospector with ${name} rescheduled`)).toBeVisible();
  const updated = await invitationsTo(beforeMove, people, 'REQUEST');
  for (const item of updated) {
    expect(item.calendar.uid).toBe(uid);
    expect(item.calendar.sequence).toBeGreaterThan(firstSequence);
  }

  // cancel: METHOD:CANCEL to everyone invited, and the row says why
  const beforeCancel = (await capturedMail()).length;
  await row.getByRole('button', { name: 'Cancel' }).click();
  const cancelling = page.getByRole('alertdialog', { name: 'Cancel interview?' });
  await cancelling.getByLabel('Reason (optional)').fill('The role is on hold.');
  await cancelling.getByRole('button', { name: 'Cancel interview' }).click();
  await expect(page.getByText(`Prospector with ${name} cancelled`)).toBeVisible();
  const cancelled = await invitationsTo(beforeCancel, people, 'CANCEL');
  expect(cancelled.every((item) => item.calendar.uid === uid)).toBe(true);
  await expect(
    page.getByRole('region', { name: 'Past and cancelled' }).getByText('Cancelled: The role is on hold.'),
  ).toBeVisible();

  // and the card no longer announces it
  await page.goto(`/jobs/${jobId}/kanban`);
  await expect(card).toBeVisible();
  await expect(card).not.toContainText('Prospector ·');
});
