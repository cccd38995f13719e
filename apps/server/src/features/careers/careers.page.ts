import { CAREERS_SITE_NAME, idSchema, ORGANISATION_NAME, type PublicJob } from '@shortlist/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { headTag, type PageHead, spaDocument } from '../../platform/spa.ts';
import type { Clock } from '../../platform/tokens.ts';
import { findPublicJob } from './careers.service.ts';

/** schema.org employmentType for the job form's types (spec 01 §2.5). */
const EMPLOYMENT_TYPES: Record<string, string> = {
  'Full-time': 'FULL_TIME',
  FTE: 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
};

const DESCRIPTION_CHARS = 160;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of sanitised HTML: blocks become spaces, inline tags vanish, entities are decoded. */
const plainText = (html: string) =>
  html
    .replace(/<\/?(p|br|li|ul|ol|h[1-6]|blockquote|pre|hr|div)\b[^>]*>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '');

/** Plain text of the job's HTML description, cut at a word for a preview. */
function summaryOf(job: PublicJob): string {
  const text = (job.compelling_headline || plainText(job.description)).replace(/\s+/g, ' ').trim();
  if (text.length <= DESCRIPTION_CHARS) return text;
  return `${text.slice(0, DESCRIPTION_CHARS - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * schema.org JobPosting (Google's required properties: title, description, datePosted,
 * hiringOrganization, and jobLocation — or jobLocationType TELECOMMUTE for a remote job).
 */
export function jobPostingOf(job: PublicJob, origin: string) {
  const parts = job.location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description || `<p>${job.title}</p>`,
    datePosted: job.posted_at.slice(0, 10),
    ...(job.closes_on ? { validThrough: `${job.closes_on}T23:59:59Z` } : {}),
    employmentType: EMPLOYMENT_TYPES[job.employment_type] ?? 'OTHER',
    hiringOrganization: { '@type': 'Organization', name: ORGANISATION_NAME, sameAs: origin },
    identifier: { '@type': 'PropertyValue', name: ORGANISATION_NAME, value: String(job.id) },
    directApply: true,
    url: `${origin}/apply/${job.id}`,
    ...(job.remote
      ? { jobLocationType: 'TELECOMMUTE' }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: parts[0] ?? job.location,
              ...(parts.length > 1 ? { addressCountry: parts.at(-1) } : {}),
            },
          },
        }),
    ...(job.salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(job.salary.min !== null ? { minValue: job.salary.min } : {}),
              ...(job.salary.max !== null ? { maxValue: job.salary.max } : {}),
              unitText: 'YEAR',
            },
          },
        }
      : {}),
  };
}

/** JSON inside <script>: nothing in it can close the element or start a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

function jobPageHead(job: PublicJob, origin: string): PageHead {
  const url = `${origin}/apply/${job.id}`;
  const title = `${job.title} · ${CAREERS_SITE_NAME}`;
  const description = summaryOf(job);
  const tags = [
    headTag('meta', { name: 'description', content: description }),
    headTag('link', { rel: 'canonical', href: url }),
    headTag('meta', { property: 'og:type', content: 'website' }),
    headTag('meta', { property: 'og:site_name', content: CAREERS_SITE_NAME }),
    headTag('meta', { property: 'og:title', content: job.title }),
    headTag('meta', { property: 'og:description', content: description }),
    headTag('meta', { property: 'og:url', content: url }),
    headTag('meta', { name: 'twitter:card', content: 'summary' }),
    // an expired posting carries no JobPosting, so search engines drop it
    job.accepting_applications
      ? `<script type="application/ld+json">${scriptJson(jobPostingOf(job, origin))}</script>`
      : headTag('meta', { name: 'robots', content: 'noindex' }),
  ];
  return { title, tags: tags.join('\n    ') };
}

const careersHead = (origin: string): PageHead => ({
  title: `Open positions · ${CAREERS_SITE_NAME}`,
  tags: [
    headTag('meta', { name: 'description', content: `Open positions at ${ORGANISATION_NAME}.` }),
    headTag('link', { rel: 'canonical', href: `${origin}/careers` }),
    headTag('meta', { property: 'og:title', content: `Careers at ${ORGANISATION_NAME}` }),
    headTag('meta', { property: 'og:url', content: `${origin}/careers` }),
  ].join('\n    '),
});

/**
 * Issue 16: /apply/{jobId} and /careers are served with their own head — the job's title,
 * description, Open Graph tags and a JobPosting — so link previews and search engines see the
 * job without running the web app, which then renders the page as usual.
 */
export const careersPages =
  ({
    db,
    clock,
    webDistDir,
    publicUrl,
  }: {
    db: Db;
    clock: Clock;
    webDistDir: string | undefined;
    publicUrl: string | undefined;
  }): FastifyPluginAsync =>
  async (app) => {
    const render = spaDocument(webDistDir);
    const originOf = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

    app.get('/careers', { schema: { hide: true } }, async (request, reply) =>
      reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .send(render(careersHead(originOf(request)))),
    );

    app.get<{ Params: { jobId: string } }>(
      '/apply/:jobId',
      { schema: { hide: true } },
      async (request, reply) => {
        reply.type('text/html').header('cache-control', 'no-cache');
        const id = idSchema.safeParse(request.params.jobId);
        const job = id.success ? await findPublicJob({ db, clock }, { id: id.data }) : undefined;
        if (!job)
          return reply.code(404).send(render({ title: `Job not found · ${CAREERS_SITE_NAME}`, tags: '' }));
        return reply.send(render(jobPageHead(job, originOf(request))));
      },
    );
  };
