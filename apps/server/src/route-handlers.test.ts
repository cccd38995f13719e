import fs from 'node:fs';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';

/**
 * Issue 17: a route handler reads the request, calls a service and shapes the reply; the work
 * itself is in the service. Checked on the syntax tree (rolldown's parser, the one Vite builds
 * with): every handler given to `app.get/post/put/patch/delete` spans fewer than 15 lines,
 * whether written inline or named in the same file.
 */
const SRC = path.dirname(new URL(import.meta.url).pathname);
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const LIMIT = 15;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  if (!node || typeof node !== 'object' || !('type' in node)) return;
  yield node as Node;
  for (const value of Object.values(node)) if (value && typeof value === 'object') yield* walk(value);
}

const isFunction = (node: Node) =>
  node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';

/** Each route of the file with the line count of its handler. */
function handlersOf(file: string): { route: string; lines: number }[] {
  const text = fs.readFileSync(file, 'utf8');
  if (!/\bapp\.(get|post|put|patch|delete)\(/.test(text)) return [];
  const program = parseAst(text, { lang: 'ts' }, file);
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  const nodes = [...walk(program)];
  // functions named in the file: `const handle = (request) => …` and `function handle(request) {…}`
  const named = new Map<string, Node>();
  for (const node of nodes) {
    if (node.type === 'FunctionDeclaration') named.set((node.id as { name: string }).name, node);
    if (node.type === 'VariableDeclarator' && node.init && isFunction(node.init as Node))
      named.set((node.id as { name: string }).name, node.init as Node);
  }
  return nodes.flatMap((node) => {
    if (node.type !== 'CallExpression') return [];
    const callee = node.callee as Node & { object?: Node & { name?: string }; property?: { name?: string } };
    const args = node.arguments as Node[];
    if (callee.type !== 'MemberExpression' || callee.object?.name !== 'app') return [];
    if (!METHODS.has(callee.property?.name ?? '') || args.length < 2) return [];
    const last = args.at(-1)!;
    const handler = isFunction(last) ? last : named.get((last as { name?: string }).name ?? '');
    if (!handler) return [];
    const route = `${callee.property!.name!.toUpperCase()} ${(args[0] as { value?: string }).value}`;
    return [
      {
        route: `${path.relative(SRC, file)} ${route}`,
        lines: lineOf(handler.end) - lineOf(handler.start) + 1,
      },
    ];
  });
}

describe('route handlers', () => {
  const handlers = sourceFiles(SRC).flatMap(handlersOf);

  it('finds the handlers of every routes file', () => {
    // the parser walked the real routes: a broken walk finds none and would pass the next test
    expect(handlers.length).toBeGreaterThan(150);
  });

  it(`keeps each one under ${LIMIT} lines: the work is in a service`, () => {
    expect(handlers.filter((handler) => handler.lines >= LIMIT)).toEqual([]);
  });
});
