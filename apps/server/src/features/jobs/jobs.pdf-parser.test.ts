import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adversarialText, timed } from '../../test/adversarial-text.ts';
import { extractJobFields } from './jobs.pdf-parser.ts';

/** Not a speed target (bench/ has those): far above linear (~50 ms), far below quadratic (minutes). */
const LINEAR_CEILING_MS = 2_000;

describe('reading fields from a job description’s text', () => {
  it('reads labelled lines, lists after headings and a salary range', () => {
    const fields = extractJobFields(
      [
        'Job Title: Data Engineer',
        'Location: Lisbon',
        'Salary: $90,000 - $110,000',
        '',
        'Required skills: Python, Airflow',
        '',
        'Nice to have: Kafka',
      ].join('\n'),
    );
    expect(fields).toMatchObject({
      title: 'Data Engineer',
      location: 'Lisbon',
      salary_min: 90_000,
      salary_max: 110_000,
      skills_nice: ['Kafka'],
    });
    expect(fields.skills_required).toEqual(expect.arrayContaining(['Python', 'Airflow']));
  });

  it('keeps a labelled value to one line of at most 300 characters', () => {
    expect(extractJobFields(`Title: ${'x'.repeat(5_000)}\nLocation: Porto`)).toMatchObject({
      title: 'x'.repeat(300),
      location: 'Porto',
    });
  });

  it('takes time linear in its input on long and adversarial text (seeded)', () => {
    fc.assert(
      fc.property(adversarialText(), (text) => timed(() => extractJobFields(text)) < LINEAR_CEILING_MS),
      { seed: 20_101, numRuns: 40 },
    );
  });
});
