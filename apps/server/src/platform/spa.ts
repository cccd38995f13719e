import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/ws/'];

/** What a server-rendered page puts in the SPA's head: its own title, and the tags after it. */
export type PageHead = { title: string; tags: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `<meta>` and `<link>` tags with escaped values, for a page's head. */
export function headTag(tag: 'meta' | 'link', attributes: Record<string, string>): string {
  const pairs = Object.entries(attributes).map(([name, value]) => `${name}="${escapeHtml(value)}"`);
  return `<${tag} ${pairs.join(' ')} />`;
}

/**
 * The built index.html with a page's own title, description and tags (link previews and search
 * engines read them without running scripts); a minimal document when the web app is not built.
 */
export function spaDocument(distDir: string | undefined): (head: PageHead) => string {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const index =
    indexFile && fs.existsSync(indexFile)
      ? fs.readFileSync(indexFile, 'utf8')
      : '<!doctype html><html lang="en"><head><title></title></head><body><div id="root"></div></body></html>';
  const withoutDefaults = index
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<title>[^<]*<\/title>/, '<title></title>');
  return ({ title, tags }) =>
    withoutDefaults.replace('<title></title>', () => `<title>${escapeHtml(title)}</title>\n    ${tags}`);
}

/**
 * Serves the built web app from the same port: hashed files under /assets/ are cached for a
 * year, index.html never; any other GET that is not an API path falls back to index.html so
 * that deep links (/jobs/12) reload into the SPA.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined) {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasSpa = Boolean(indexFile && fs.existsSync(indexFile));
  if (hasSpa && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === '/api';
    if (isApi || !['GET', 'HEAD'].includes(request.method)) {
      return reply.code(404).send({ detail: 'Not found.' });
    }
    if (!hasSpa) {
      return reply
        .code(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm start` or `npm run build`.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
