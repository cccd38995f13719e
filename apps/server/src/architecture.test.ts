import fs from 'node:fs';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';
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

/**
 * The features whose route-facing services take `(context, input)` (docs/decisions/030): every
 * feature, written out so that a new one joins the list, and the check, knowingly.
 */
const SERVICE_SHAPE_FEATURES = [
  'analytics',
  'applications',
  'auth',
  'automation',
  'background-jobs',
  'candidates',
  'careers',
  'documents',
  'duplicates',
  'email',
  'health',
  'imports',
  'interviews',
  'jobs',
  'kanban',
  'notifications',
  'offers',
  'pipeline',
  'privacy',
  'search',
  'tasks',
  'timeline',
  'users',
];

const routesFilesOf = (feature: string) => {
  const folder = path.join(SRC, 'features', feature);
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.routes.ts'))
    .map((file) => path.join(folder, file));
};

/** Names a routes file imports from service modules, with the service file each comes from. */
function servicesCalledBy(routesFile: string): { name: string; file: string }[] {
  const text = fs.readFileSync(routesFile, 'utf8');
  return [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+\.service\.ts)['"]/g)].flatMap(
    (match) => {
      const file = path.resolve(path.dirname(routesFile), match[2]!);
      return match[1]!
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '))
        .map((name) => ({ name: name.split(/\s+as\s+/)[0]!, file }));
    },
  );
}

type Node = { type: string; [key: string]: unknown };

/**
 * The number of parameters of each function a module exports, read on its syntax tree (rolldown's
 * parser, as in route-handlers.test.ts): `export function name(…)` and `export const name = (…) =>`.
 */
function exportedParameterCounts(file: string): Map<string, number> {
  const program = parseAst(fs.readFileSync(file, 'utf8'), { lang: 'ts' }, file) as unknown as {
    body: Node[];
  };
  const counts = new Map<string, number>();
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : null;
    if (declaration?.type === 'FunctionDeclaration')
      counts.set((declaration.id as { name: string }).name, (declaration.params as unknown[]).length);
    if (declaration?.type === 'VariableDeclaration')
      for (const declarator of declaration.declarations as Node[]) {
        const init = declarator.init as Node | null;
        if (init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression')
          counts.set((declarator.id as { name: string }).name, (init.params as unknown[]).length);
      }
  }
  return counts;
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

  it('gives every service a route calls one context and one input (docs/decisions/030)', () => {
    const called = SERVICE_SHAPE_FEATURES.flatMap(routesFilesOf).flatMap(servicesCalledBy);
    const counts = new Map(called.map(({ file }) => [file, exportedParameterCounts(file)]));
    const measured = called.filter(({ name, file }) => counts.get(file)!.has(name));
    // the parser found the services: a broken walk finds none and would pass the check below
    expect(measured.length).toBeGreaterThan(100);
    const wide = measured.filter(({ name, file }) => counts.get(file)!.get(name)! > 2);
    expect(wide.map(({ name, file }) => `${rel(file)}: ${name}`)).toEqual([]);
  });

  it('leaves the time to the services: no route reads the clock (docs/decisions/030)', () => {
    const reading = SERVICE_SHAPE_FEATURES.flatMap(routesFilesOf).filter((file) =>
      /\bclock\(\)/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(reading.map(rel)).toEqual([]);
  });

  it('checks the service shape of every feature that has routes', () => {
    const withRoutes = fs
      .readdirSync(path.join(SRC, 'features'))
      .filter((feature) => routesFilesOf(feature).length > 0);
    expect(withRoutes.filter((feature) => !SERVICE_SHAPE_FEATURES.includes(feature))).toEqual([]);
  });

  it('finds the imports it checks (the check itself works)', () => {
    const imports = importsOf(path.join(SRC, 'features/kanban/kanban.service.ts'));
    expect(imports).toContain('features/kanban/kanban.read-model.ts');
    expect(imports).toContain('platform/events.ts');
  });
});
