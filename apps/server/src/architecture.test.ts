import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The boundaries of docs/decisions/008, checked on every `npm test`: platform/ knows no
 * feature, and a feature reaches another only through its services — never its queries or read
 * models, which are the only code that touches that feature's tables.
 */
const SRC = path.dirname(new URL(import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every relative module a file imports or re-exports, resolved to a path under src/. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"](\.[^'"]+)['"]/g),
  ].map((match) => match[1]!);
  return specifiers.map((specifier) => path.relative(SRC, path.resolve(path.dirname(file), specifier)));
}

const rel = (file: string) => path.relative(SRC, file);
const featureOf = (relative: string) => relative.match(/^features\/([^/]+)\//)?.[1];
const isTableAccess = (relative: string) => /\.(queries|read-model)\.ts$/.test(relative);

function violations(rule: (from: string, to: string) => boolean) {
  return sourceFiles(SRC)
    .filter((file) => !file.endsWith('.test.ts'))
    .flatMap((file) =>
      importsOf(file)
        .filter((target) => rule(rel(file), target))
        .map((target) => `${rel(file)} → ${target}`),
    );
}

describe('server boundaries', () => {
  it('keeps platform/ free of feature imports', () => {
    expect(violations((from, to) => from.startsWith('platform/') && to.startsWith('features/'))).toEqual([]);
  });

  it("never lets a feature import another feature's queries or read models", () => {
    expect(
      violations((from, to) => {
        const owner = featureOf(to);
        return Boolean(featureOf(from)) && Boolean(owner) && owner !== featureOf(from) && isTableAccess(to);
      }),
    ).toEqual([]);
  });

  it('keeps HTTP in routes: no service imports fastify (issue 17)', () => {
    const services = sourceFiles(SRC).filter((file) => file.endsWith('.service.ts'));
    expect(services.length).toBeGreaterThan(30);
    const http = services.filter((file) =>
      /from\s+['"](fastify|@fastify\/[^'"]+)['"]/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(http.map(rel)).toEqual([]);
  });

  it('takes the time from the injected clock or the database, never new Date() (issue 17)', () => {
    const features = sourceFiles(path.join(SRC, 'features')).filter((file) => !file.endsWith('.test.ts'));
    const wallClock = features.filter((file) => /new Date\(\)/.test(fs.readFileSync(file, 'utf8')));
    expect(wallClock.map(rel)).toEqual([]);
  });

  it('finds the imports it checks (the check itself works)', () => {
    const imports = importsOf(path.join(SRC, 'features/kanban/kanban.service.ts'));
    expect(imports).toContain('features/kanban/kanban.read-model.ts');
    expect(imports).toContain('platform/events.ts');
  });
});
