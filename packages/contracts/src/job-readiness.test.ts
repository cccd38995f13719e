import { describe, expect, it } from 'vitest';
import { computeReadiness, READINESS_REQUIREMENTS } from './job-readiness.ts';

const complete = {
  targets_results: [1, 2, 3, 4, 5],
  targets_competencies: [1, 2, 3, 4, 5, 6],
  business_case: 'A case',
  compelling_headline: 'A headline',
  cultural_mantras_criteria: { always_be_helpful: {} },
  bar_raiser_id: 'br-1',
  signoff_people_ops: true,
  signoff_strategy: true,
  signoff_ops_delivery: true,
  signoff_sector_lead: true,
  signoff_responsible_person: true,
  signoff_executive_sponsor: true,
};

describe('computeReadiness (spec 01 §4)', () => {
  it('is ready at 100% when all seven requirements hold', () => {
    expect(computeReadiness(complete)).toEqual({ is_ready: true, completion_percentage: 100, missing: [] });
  });

  it('names every requirement of an empty job, in the spec order, at 0%', () => {
    expect(computeReadiness({})).toEqual({
      is_ready: false,
      completion_percentage: 0,
      missing: [...READINESS_REQUIREMENTS],
    });
  });

  it.each([
    [{ targets_results: [1, 2, 3, 4] }, 'targets_framework'],
    [{ targets_competencies: [1, 2, 3, 4, 5] }, 'competencies_defined'],
    [{ business_case: '   ' }, 'business_case'],
    [{ compelling_headline: '' }, 'compelling_headline'],
    [{ cultural_mantras_criteria: null }, 'cultural_mantras'],
    [{ bar_raiser_id: '' }, 'bar_raiser_assignment'],
    [{ signoff_sector_lead: false }, 'stakeholder_signoffs'],
  ])('misses one requirement (%o → %s) at 6/7 rounded = 86%', (change, requirement) => {
    expect(computeReadiness({ ...complete, ...change })).toEqual({
      is_ready: false,
      completion_percentage: 86,
      missing: [requirement],
    });
  });

  it('rounds 1/7 to 14% and 3/7 to 43%', () => {
    expect(computeReadiness({ bar_raiser_id: 'br-2' }).completion_percentage).toBe(14);
    expect(
      computeReadiness({ bar_raiser_id: 'br-2', business_case: 'x', compelling_headline: 'y' })
        .completion_percentage,
    ).toBe(43);
  });
});
