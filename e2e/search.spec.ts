import { expect, type Page, test } from '@playwright/test';
import type { CandidateRow, JobSummary, Page as ListPage } from '@shortlist/contracts';
import { apiGet } from './fixtures/api.ts';
import { signInAs } from './fixtures/sign-in.ts';

/**
 * Issue 15 in Chromium: the top bar's global search with the keyboard alone — `/` or Ctrl+K to
 * the box, the arrows to a result, Enter to open it. The candidate and the job searched for are
 * read from the API with the page's own token (other specs add and remove some), never fixed here.
 */
const ARTIFACTS = 'e2e/artifacts';

async function firstOf<T>(page: Page, path: string): Promise<T> {
  const { results } = await apiGet<ListPage<T>>(page, path);
  expect(results.length).toBeGreaterThan(0);
  return results[0]!;
}

/** Presses ArrowDown until `option` is the active one (the arrows go through every group). */
async function arrowTo(page: Page, option: ReturnType<Page['getByRole']>) {
  const id = await option.getAttribute('id');
  const ids = await page.getByRole('option').evaluateAll((options) => options.map((element) => element.id));
  const index = ids.indexOf(id ?? '');
  expect(index).toBeGreaterThanOrEqual(0);
  for (let step = 0; step <= index; step += 1) await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: /Search candidates, jobs/ })).toHaveAttribute(
    'aria-activedescendant',
    id ?? '',
  );
}

test('a recruiter finds a candidate with / and the arrows, and opens the profile with Enter', async ({
  page,
}) => {
  await signInAs(page, 'Riley Morgan');
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  const candidate = await firstOf<CandidateRow>(page, '/candidates/?page_size=1');
  // part of the name: the surname, unless it is too short to single the candidate out
  const surname = candidate.full_name.split(/\s+/).at(-1) ?? '';
  const typed = surname.length >= 4 ? surname : candidate.full_name;

  await page.keyboard.press('/');
  const box = page.getByRole('combobox', { name: 'Search candidates, jobs and applications' });
  await expect(box).toBeFocused();
  await page.keyboard.type(typed);

  const found = page
    .getByRole('group', { name: 'Candidates' })
    .getByRole('option', { name: candidate.full_name });
  await expect(found.first()).toBeVisible();
  await expect(found.first()).toHaveAttribute('href', `/candidates/${candidate.id}`);
  await expect(found.first().locator('mark').first()).toHaveText(typed, { ignoreCase: true });
  await page.screenshot({ path: `${ARTIFACTS}/search-results.png` });
  await arrowTo(page, found.first());
  await page.keyboard.press('Enter');

  await page.waitForURL(`**/candidates/${candidate.id}`);
  await expect(page.getByRole('heading', { name: candidate.full_name, level: 1 })).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('Ctrl+K brings the search from anywhere; a job title prefix and Enter open the job', async ({
  page,
}) => {
  await signInAs(page, 'Riley Morgan');
  await page.goto('/candidates');
  await expect(page.getByRole('heading', { name: 'Candidates', level: 1 })).toBeVisible();
  const job = await firstOf<JobSummary>(page, '/jobs/?page_size=1');
  const prefix = job.title.slice(0, Math.max(4, Math.ceil(job.title.length / 2))).trim();

  // even from inside another text box
  await page.getByRole('searchbox', { name: 'Search candidates' }).focus();
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search candidates, jobs and applications' });
  await expect(box).toBeFocused();
  await page.keyboard.type(prefix);

  const found = page.getByRole('group', { name: 'Jobs' }).getByRole('option', { name: job.title });
  await expect(found.first()).toHaveAttribute('href', `/jobs/${job.id}`);
  await arrowTo(page, found.first());
  await page.keyboard.press('Enter');

  await page.waitForURL(`**/jobs/${job.id}`);
  await expect(page.getByRole('heading', { name: job.title, level: 1 })).toBeVisible();
});

test('a search that matches nothing says so, and Esc closes then empties the box', async ({ page }) => {
  await signInAs(page, 'Riley Morgan');
  const nonsense = 'qzxv-no-such-thing';
  const box = page.getByRole('combobox', { name: 'Search candidates, jobs and applications' });
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await page.keyboard.type(nonsense);

  await expect(page.getByText(`No results found for "${nonsense}"`, { exact: true })).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS}/search-no-results.png` });

  await page.keyboard.press('Escape');
  await expect(page.getByText(`No results found for "${nonsense}"`)).toBeHidden();
  await expect(box).toHaveValue(nonsense);
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');
});
