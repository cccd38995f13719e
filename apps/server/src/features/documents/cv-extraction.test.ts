import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adversarialText, timed } from '../../test/adversarial-text.ts';
import {
  CV_PATTERN_TEXT_CHARS,
  extractCvFields,
  extractEmails,
  extractLinks,
  extractSkills,
  extractYearsOfExperience,
} from './cv-extraction.ts';

/**
 * Not a speed target (those live in bench/): a ceiling two orders of magnitude above what
 * linear patterns take on 100,000 characters (~0.1 s), and far below what the quadratic ones
 * took (12 s for a 100 KB word), so only a pattern that backtracks again can cross it.
 */
const LINEAR_CEILING_MS = 2_000;

describe('CV extraction', () => {
  it('finds skills on word boundaries, case-insensitively, including symbol names', () => {
    expect(extractSkills('I write typescript, C++ and c# on Node.js; I love golang? no: Go.')).toEqual(
      expect.arrayContaining(['TypeScript', 'C++', 'C#', 'Node.js', 'Go']),
    );
    expect(extractSkills('Javascripting and Gopher and Rustic')).toEqual([]);
    expect(extractSkills('Java developer')).toEqual(['Java']);
  });

  it('reads years of experience from the usual phrasings', () => {
    expect(extractYearsOfExperience('I have 7 years of experience in sales')).toBe(7);
    expect(extractYearsOfExperience('10+ years experience; Experience: 3 years')).toBe(10);
    expect(extractYearsOfExperience('no numbers here')).toBeNull();
  });

  it('pulls contacts, links, a 50-word preview and key phrases', () => {
    const text = [
      'Ada Lovelace',
      'ada@example.com | +44 20 7946 0958 | linkedin.com/in/ada | https://github.com/ada | https://ada.dev',
      `Built analytical engines for a living. ${'word '.repeat(80)}`,
    ].join('\n');
    const result = extractCvFields(text);
    expect(result.full_name).toBe('Ada Lovelace');
    expect(result.emails).toEqual(['ada@example.com']);
    expect(result.phones).toEqual(['+44 20 7946 0958']);
    expect(result.links).toEqual({
      linkedin: 'https://linkedin.com/in/ada',
      github: 'https://github.com/ada',
      portfolio: 'https://ada.dev',
    });
    expect(result.preview.split(' ')).toHaveLength(50);
    expect(result.key_phrases).toContain('Built analytical engines for a living.');
  });

  it('never throws and keeps at most 3 key phrases', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => extractCvFields(text).key_phrases.length <= 3),
    );
  });

  it('finds contacts and links next to long words without scanning them twice', () => {
    const word = 'a'.repeat(50_000);
    expect(extractEmails(`${word} ada@example.com ${word}@`)).toEqual(['ada@example.com']);
    expect(extractLinks(`${word} https://github.com/ada. ${word}.`)).toEqual({
      github: 'https://github.com/ada',
    });
  });

  it('reads at most its text cap, and says how long the whole text was', () => {
    const text = `${'word '.repeat(CV_PATTERN_TEXT_CHARS / 5)}ada@example.com`;
    const result = extractCvFields(text);
    expect(result.text_length).toBe(text.length);
    expect(result.emails).toEqual([]);
  });

  it('takes time linear in its input on long and adversarial text (seeded)', () => {
    fc.assert(
      fc.property(adversarialText(), (text) => timed(() => extractCvFields(text)) < LINEAR_CEILING_MS),
      { seed: 20_100, numRuns: 40 },
    );
  });
});
