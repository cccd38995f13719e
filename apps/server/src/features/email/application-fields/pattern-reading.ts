/** What the readers here share for issue 10 (see index.ts): short lines, a pattern's first matches only. */

/** A line longer than this is prose, not a header, signature or CV heading. */
export const SHORT_LINE_CHARS = 200;
/** Matches read of a pattern that captures a fragment: the first few are the applicant's own. */
const MAX_MATCHES = 5;

export function* firstMatches(text: string, pattern: RegExp): Generator<RegExpExecArray> {
  let count = 0;
  for (const match of text.matchAll(pattern)) {
    yield match as RegExpExecArray;
    if (++count >= MAX_MATCHES) return;
  }
}

/** The first of a pattern's first few matches whose captured fragment `read` makes sense of. */
export function fromMatches<T>(
  text: string,
  pattern: RegExp,
  read: (fragment: string) => T | null,
): T | null {
  for (const match of firstMatches(text, pattern)) {
    const value = read(match.slice(1).find((group) => group !== undefined) ?? '');
    if (value) return value;
  }
  return null;
}

export const linesOf = (text: string) => text.split('\n').map((line) => line.trim());
export const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
