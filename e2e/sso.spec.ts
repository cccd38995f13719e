import { expect, type Page, test } from '@playwright/test';

const ARTIFACTS = 'e2e/artifacts';

/**
 * Single sign-on end to end (issue 6): the app runs with OIDC_ISSUER pointing at the test OpenID
 * provider that playwright.config.ts starts on a loopback port; its login page asks for an e-mail.
 */
async function signInWithProvider(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL(/\/interaction\//);
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a new colleague signs in through the identity provider and lands on the dashboard', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByText('Only @meridian.example e-mail addresses can sign in.')).toBeVisible();

  await signInWithProvider(page, 'sam.taylor@meridian.example');
  await page.waitForURL('**/dashboard');
  const userCard = page.getByRole('region', { name: 'Signed-in user' });
  await expect(userCard).toContainText('Sam Taylor');
  await expect(userCard).toContainText('Recruiter');
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeTruthy();
  await page.screenshot({ path: `${ARTIFACTS}/sso-dashboard.png` });

  await page.goto('/profile');
  await expect(page.getByRole('list', { name: 'Active sessions' })).toContainText('This browser');
  await page.screenshot({ path: `${ARTIFACTS}/profile.png`, fullPage: true });
});

test('an address outside the allowed domains is turned away with the reason, then back to login', async ({
  page,
}) => {
  await signInWithProvider(page, 'visitor@elsewhere.example');
  await expect(page.getByRole('heading', { name: 'Authentication Failed' })).toBeVisible();
  await expect(page.getByText('Authentication failed (403)')).toBeVisible();
  await expect(page.getByText('Only e-mail addresses from meridian.example can sign in.')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/sso-refused.png` });
  await page.waitForURL('**/login', { timeout: 6000 });
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('an administrator invites a finance colleague, who then signs in with that role', async ({
  page,
  context,
}) => {
  await signInWithProvider(page, 'avery.admin@meridian.example');
  await page.waitForURL('**/dashboard');
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Users' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByLabel('E-mail').fill('jordan.finance@meridian.example');
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Finance' }).click();
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText('jordan.finance@meridian.example invited as Finance')).toBeVisible();
  const row = page.getByRole('row', { name: /jordan\.finance@meridian\.example/ });
  await expect(row).toContainText('Invited');
  await page.screenshot({ path: `${ARTIFACTS}/settings-users.png`, fullPage: true });

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/login');
  await context.clearCookies(); // the provider would otherwise remember Avery
  await signInWithProvider(page, 'jordan.finance@meridian.example');
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('region', { name: 'Signed-in user' })).toContainText('Finance');
});

test('the popup variant signs in from a 500x600 window, and closing it cancels', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  const [cancelled] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Sign in in a pop-up window' }).click(),
  ]);
  await cancelled.waitForURL(/\/interaction\//);
  await cancelled.close();
  await expect(page.getByRole('alert')).toContainText('Authentication cancelled');

  await context.clearCookies();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Sign in in a pop-up window' }).click(),
  ]);
  await popup.waitForURL(/\/interaction\//);
  expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([500, 600]);
  await popup.getByLabel('E-mail').fill('pat.popup@meridian.example');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('region', { name: 'Signed-in user' })).toContainText('Pat Popup');
  await expect.poll(() => popup.isClosed()).toBe(true);
});
