import { describe, expect, it } from 'vitest';
import { buildApplication } from '../../../test/candidate-fixtures.ts';
import { applicationsCsv } from './applications-csv.ts';

describe('applications CSV', () => {
  it('writes a header and one quoted row per application, N/A for a missing score', () => {
    const csv = applicationsCsv([buildApplication({ match_score: null })]);
    expect(csv.split('\r\n')).toEqual([
      '"Candidate","Email","Job","Department","Match Score","Stage","Status","Applied"',
      '"Ada Lovelace","ada@example.com","Frontend Engineer","Engineering","N/A","CV Review","active","2025-03-14"',
    ]);
  });

  it('escapes quotes and neutralises spreadsheet formulas', () => {
    const csv = applicationsCsv([
      buildApplication({ candidate: { id: 1, full_name: '=HYPERLINK("x")', email: null } }),
    ]);
    expect(csv).toContain('"\'=HYPERLINK(""x"")",""');
  });
});
