import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ORGANISATION_NAME } from '@shortlist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createJob } from '../../test/factories.ts';

/**
 * Issue 16: the share link's HTML carries the job for search engines and link previews, without
 * running scripts: title, description, Open Graph tags and a schema.org JobPosting.
 */
let t: TestContext;
let distDir: string;

beforeAll(async () => {
  // a built web app, as `npm run build` leaves it
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-dist-'));
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Shortlist — applicant tracking for hiring teams" />
    <title>Shortlist</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`,
  );
  t = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL: 'https://jobs.meridian.example' });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ url });

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
}

const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key.replace('+', '\\+')}" content="([^"]*)"`))?.[1];

describe('the share link page', () => {
  it('carries a JobPosting with every property search engines require', async () => {
    const job = await createJob(t.database.db, {
      title: 'Staff Data Engineer',
      location: 'Lisbon, Portugal',
      employmentType: 'Full-time',
      description: '<p>Own the <strong>warehouse</strong>.</p>',
      salaryMin: 70_000,
      salaryMax: 95_000,
      currency: 'EUR',
      publishSalary: true,
      applicationsCloseOn: '2099-03-31',
    });
    const response = await page(`/apply/${job.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    // the web app still loads on the page
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');

    const [posting, ...others] = jsonLd(html);
    expect(others).toEqual([]);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Staff Data Engineer',
      description: '<p>Own the <strong>warehouse</strong>.</p>',
      validThrough: '2099-03-31T23:59:59Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: ORGANISATION_NAME },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Lisbon', addressCountry: 'Portugal' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 70_000, maxValue: 95_000, unitText: 'YEAR' },
      },
      url: `https://jobs.meridian.example/apply/${job.id}`,
    });
    // Google's required properties
    for (const property of ['title', 'description', 'datePosted', 'hiringOrganization'])
      expect(posting, property).toHaveProperty(property);
    expect(String(posting!.datePosted)).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    expect(html).toContain(`<title>Staff Data Engineer · ${ORGANISATION_NAME} careers</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'description')).toBe('Own the warehouse.');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(meta(html, 'og:title')).toBe('Staff Data Engineer');
    expect(meta(html, 'og:url')).toBe(`https://jobs.meridian.example/apply/${job.id}`);
  });

  it('marks a remote job TELECOMMUTE and leaves out an unpublished salary', async () => {
    const job = await createJob(t.database.db, { location: 'Remote', salaryMin: 50_000, salaryMax: 60_000 });
    const [posting] = jsonLd((await page(`/apply/${job.id}`)).body);
    expect(posting).toMatchObject({ jobLocationType: 'TELECOMMUTE' });
    expect(posting).not.toHaveProperty('jobLocation');
    expect(posting).not.toHaveProperty('baseSalary');
    expect(JSON.stringify(posting)).not.toContain('50000');
  });

  it('keeps a hostile title inside its element and attribute', async () => {
    const title = '</script><script>alert(1)</script>" onload="alert(2)';
    const job = await createJob(t.database.db, { title });
    const html = (await page(`/apply/${job.id}`)).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('" onload="');
    expect(jsonLd(html)[0]).toMatchObject({ title });
    expect(meta(html, 'og:title')).toBe(
      '&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#34; onload=&#34;alert(2)',
    );
  });

  it('gives a closed job no JobPosting, so search engines drop it, and a missing one a 404', async () => {
    const closed = await createJob(t.database.db, { title: 'Closed Role', status: 'closed' });
    const html = (await page(`/apply/${closed.id}`)).body;
    expect(jsonLd(html)).toEqual([]);
    expect(meta(html, 'robots')).toBe('noindex');
    expect(html).toContain('<title>Closed Role');

    for (const url of ['/apply/999999', '/apply/not-a-number']) {
      const missing = await page(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toContain('<div id="root"></div>');
      expect(jsonLd(missing.body)).toEqual([]);
    }
  });

  it('serves the careers list page with its own title', async () => {
    const response = await page('/careers');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>Open positions · ${ORGANISATION_NAME} careers</title>`);
    expect(response.body).toContain('<link rel="canonical" href="https://jobs.meridian.example/careers" />');
  });
});
