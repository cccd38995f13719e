import { describe, expect, it } from 'vitest';
import { candidateCreateSchema } from './candidates.ts';
import { DB_INT_MAX, idSchema, isUnsafeText } from './input-limits.ts';

describe('isUnsafeText', () => {
  it.each([
    ['plain text', false],
    ['emoji 👩‍💻 and accents é', false],
    ['\u0000', true],
    ['before\u0000after', true],
    ['lone high \uD800 surrogate', true],
    ['lone low \uDC00 surrogate', true],
    ['high at the end \uD83D', true],
    ['pair \uD83D\uDE00 is fine', false],
  ])('%j → %s', (text, unsafe) => {
    expect(isUnsafeText(text)).toBe(unsafe);
  });

  it('stays linear on a long string', () => {
    const long = `${'\uD83D\uDE00'.repeat(200_000)}\uD800`;
    expect(isUnsafeText(long)).toBe(true);
  });
});

describe('idSchema', () => {
  it('takes a positive 32-bit integer from a path or query string, and nothing else', () => {
    expect(idSchema.parse('42')).toBe(42);
    expect(idSchema.parse(String(DB_INT_MAX))).toBe(DB_INT_MAX);
    for (const bad of [String(DB_INT_MAX + 1), '0', '-1', '1.5', 'abc', '', '1e400']) {
      expect(idSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('candidate links', () => {
  const base = { full_name: 'Ada', emails: ['ada@example.com'] };
  it('refuse schemes other than http and https', () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,hi', 'JAVASCRIPT:x', 'file:///etc/passwd']) {
      expect(candidateCreateSchema.safeParse({ ...base, links: { portfolio: link } }).success, link).toBe(
        false,
      );
    }
  });
  it('give a bare address https and keep http(s) as sent', () => {
    const parsed = candidateCreateSchema.parse({
      ...base,
      links: { linkedin: 'linkedin.com/in/ada', github: 'HTTP://github.com/ada', portfolio: '' },
    });
    expect(parsed.links).toEqual({
      linkedin: 'https://linkedin.com/in/ada',
      github: 'HTTP://github.com/ada',
      portfolio: '',
    });
  });
});
