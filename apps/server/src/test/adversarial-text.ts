import fc from 'fast-check';

/**
 * Pieces that backtracking patterns feed on (issue 10): the characters their classes share,
 * the words and separators they look for, the way they fail (an `@` or a dot that never comes).
 */
const PIECES = [
  'a',
  'Z',
  '1',
  ' ',
  '\n',
  '\t',
  '.',
  '@',
  '-',
  '+',
  '(',
  ':',
  '/',
  '$',
  ',',
  '–',
  '000',
  'k',
  ' to ',
  'years',
  'experience',
  'over ',
  'http://',
  'www.',
  '.com',
  'linkedin.com/',
  'Title',
  'Title: ',
  'required skills',
  'nice to have',
  '\n\n',
];

const repeatTo = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Long adversarial strings: one piece repeated, a short phrase repeated, a long run with a failing end. */
export function adversarialText(length = 100_000): fc.Arbitrary<string> {
  const piece = fc.constantFrom(...PIECES);
  return fc.oneof(
    piece.map((unit) => repeatTo(unit, length)),
    fc.array(piece, { minLength: 2, maxLength: 6 }).map((units) => repeatTo(units.join(''), length)),
    fc.tuple(piece, piece, piece).map(([start, run, end]) => start + repeatTo(run, length) + end),
    fc.string({ unit: piece, minLength: 1_000, maxLength: 5_000 }).map((text) => repeatTo(text, length)),
  );
}

/** How long one call took, in milliseconds. */
export function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}
