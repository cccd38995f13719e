import { describe, expect, it } from 'vitest';
import { emptyCandidateValues, prefillFromCv } from './candidate-form-values.ts';
import { checkCvFile } from './cv-drop-zone.tsx';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('the CV drop area', () => {
  it('ignores junk files and takes the one CV', () => {
    const cv = file('cv.pdf', 2048);
    expect(checkCvFile([file('.DS_Store', 10), cv, file('Thumbs.db', 10)])).toEqual({ file: cv });
    expect(checkCvFile([file('.DS_Store', 10)])).toEqual({});
  });

  it('answers with the spec messages for type, size and count', () => {
    expect(checkCvFile([file('cv.exe', 2048)]).error).toMatch(/^File type must be \.pdf/);
    expect(checkCvFile([file('cv.pdf', 100)]).error).toBe('File is smaller than 1024 bytes');
    expect(checkCvFile([file('a.pdf', 2048), file('b.pdf', 2048)]).error).toBe('Too many files');
  });
});

describe('prefill from the parsed CV', () => {
  const empty = emptyCandidateValues();
  const cv = {
    text_length: 900,
    skills: ['Python', 'SQL'],
    years_experience: 6,
    emails: ['cv@example.com'],
    phones: ['+1 555 010 2030'],
    links: { github: 'https://github.com/x' },
    preview: 'Preview words',
    key_phrases: [],
    full_name: 'From Cv',
  };

  it('fills only what the user left empty, and returns nothing for what was typed', () => {
    const typed = { ...empty, full_name: 'Typed Name', emails: ['typed@example.com'] };
    const filled = prefillFromCv(
      { ...typed, links: { ...empty.links, linkedin: 'https://linkedin.com/in/t' } },
      cv,
    );
    expect(filled).toEqual({
      phones: ['+1 555 010 2030'],
      skills_extracted: 'Python, SQL',
      years_experience: '6',
      links: { linkedin: 'https://linkedin.com/in/t', github: 'https://github.com/x', portfolio: '' },
      summary: 'Preview words',
    });
  });
});
