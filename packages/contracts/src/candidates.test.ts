import { describe, expect, it } from 'vitest';
import { candidateCreateSchema, candidateUpdateSchema } from './candidates.ts';

const messages = (input: unknown) => {
  const result = candidateCreateSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('candidateCreateSchema', () => {
  it('requires a full name', () => {
    expect(messages({ full_name: '  ', emails: ['a@b.co'] })).toEqual(['Full name is required']);
  });

  it('requires a first e-mail after dropping blank rows', () => {
    expect(messages({ full_name: 'Ada', emails: ['', '  '] })).toEqual(['At least one email is required']);
  });

  it('checks the first e-mail with the form message and the others with the helper message', () => {
    expect(messages({ full_name: 'Ada', emails: ['nope'] })).toEqual(['Please enter a valid email address']);
    expect(messages({ full_name: 'Ada', emails: ['a@b.co', 'bad@'] })).toEqual([
      'Invalid email format: bad@',
    ]);
  });

  it('rejects phones that are not 10+ digits, spaces, dashes or parentheses', () => {
    expect(messages({ full_name: 'Ada', emails: ['a@b.co'], phones: ['12-34'] })).toEqual([
      'Invalid phone format: 12-34',
    ]);
    expect(messages({ full_name: 'Ada', emails: ['a@b.co'], phones: ['+44 (20) 7946-0958'] })).toEqual([]);
  });

  it('drops blank list entries and turns non-numeric years into 0', () => {
    const parsed = candidateCreateSchema.parse({
      full_name: 'Ada',
      emails: ['a@b.co', ''],
      skills_extracted: ['Go', ' ', 'SQL'],
      years_experience: 'lots',
    });
    expect(parsed.emails).toEqual(['a@b.co']);
    expect(parsed.skills_extracted).toEqual(['Go', 'SQL']);
    expect(parsed.years_experience).toBe(0);
  });

  it('refuses negative or fractional years of experience', () => {
    expect(messages({ full_name: 'Ada', emails: ['a@b.co'], years_experience: -1 })).toHaveLength(1);
    expect(messages({ full_name: 'Ada', emails: ['a@b.co'], years_experience: 2.5 })).toHaveLength(1);
  });
});

describe('candidateUpdateSchema', () => {
  it('makes an empty years value null and requires nothing', () => {
    expect(candidateUpdateSchema.parse({ years_experience: '' })).toEqual({ years_experience: null });
  });
});
