import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web's boundaries (bulletproof-react; docs/decisions/008), checked on every `npm test`:
 * features never import each other — `app/` composes them — and the shared layers
 * (`components/`, `lib/`) import no feature and nothing of `app/`.
 */
const SRC = path.dirname(new URL(import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"](\.[^'"]+)['"]/g)].map((match) =>
    path.relative(SRC, path.resolve(path.dirname(file), match[1]!)),
  );
}

const featureOf = (relative: string) => relative.match(/^features\/([^/]+)\//)?.[1];

function violations(rule: (from: string, to: string) => boolean) {
  return sourceFiles(SRC).flatMap((file) => {
    const from = path.relative(SRC, file);
    return importsOf(file)
      .filter((to) => rule(from, to))
      .map((to) => `${from} → ${to}`);
  });
}

describe('web boundaries', () => {
  it('never lets a feature import another feature', () => {
    expect(
      violations((from, to) => {
        const source = featureOf(from);
        const target = featureOf(to);
        return Boolean(source) && Boolean(target) && source !== target;
      }),
    ).toEqual([]);
  });

  it('keeps components/ and lib/ free of features and of app/', () => {
    expect(
      violations(
        (from, to) =>
          /^(components|lib)\//.test(from) && (to.startsWith('features/') || to.startsWith('app/')),
      ),
    ).toEqual([]);
  });

  it('finds the imports it checks (the check itself works)', () => {
    expect(importsOf(path.join(SRC, 'app/router.tsx'))).toContain('features/kanban/pages/kanban-page.tsx');
  });
});
