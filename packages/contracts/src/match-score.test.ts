import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageMatchScore,
  computeMatchScore,
  listBadgeColor,
  type MatchJob,
  scoreBandColor,
} from './match-score.ts';

const job: MatchJob = {
  skills_required: ['React', 'TypeScript', 'PostgreSQL', 'AWS'],
  skills_nice: ['GraphQL', 'Docker'],
  experience_level: 'experienced',
  location: 'London, UK',
  skill_weights: null,
};
const candidate = { skills: [], years_experience: 5, location: 'London', city: 'London', country: 'UK' };

describe('computeMatchScore', () => {
  it('matches required skills by containment in either direction, case-insensitively', () => {
    const result = computeMatchScore(job, {
      ...candidate,
      skills: ['react native', 'Postgres', 'aws lambda'],
    });
    expect(result.breakdown.matched_required).toEqual(['React', 'PostgreSQL', 'AWS']);
    expect(result.breakdown.missing_required).toEqual(['TypeScript']);
  });

  it('matches nice-to-have skills only by equality', () => {
    const result = computeMatchScore(job, { ...candidate, skills: ['graphql', 'Docker Compose'] });
    expect(result.breakdown.matched_nice).toEqual(['GraphQL']);
  });

  it('scores a full match at 100 and keeps ai_match_score as the fraction', () => {
    const result = computeMatchScore(job, {
      ...candidate,
      skills: ['React', 'TypeScript', 'PostgreSQL', 'AWS', 'GraphQL', 'Docker'],
    });
    expect(result.match_score).toBe(100);
    expect(result.ai_match_score).toBe(1);
  });

  it('weights components by the job skill_weights', () => {
    const skillsOnly = {
      ...job,
      skill_weights: {
        core_skills: 100,
        experience_level: 0,
        domain_match: 0,
        location_match: 0,
        communication: 0,
      },
    };
    const result = computeMatchScore(skillsOnly, {
      ...candidate,
      skills: ['React', 'TypeScript'],
      years_experience: 30,
      city: 'Paris',
      location: '',
      country: '',
    });
    expect(result.match_score).toBe(50);
  });

  it('treats remote roles as a location match and penalises a far experience level', () => {
    const remote = computeMatchScore(
      { ...job, location: 'Remote' },
      { ...candidate, city: 'Lima', location: '', country: 'Peru' },
    );
    const office = computeMatchScore(job, { ...candidate, city: 'Lima', location: '', country: 'Peru' });
    expect(remote.match_score).toBeGreaterThan(office.match_score);
    const junior = computeMatchScore(
      { ...job, experience_level: 'junior' },
      { ...candidate, years_experience: 15 },
    );
    expect(junior.breakdown.components.find((c) => c.key === 'experience_level')?.score).toBe(0);
  });

  it('always stays between 0 and 100', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.option(fc.integer({ min: 0, max: 60 })), (skills, years) => {
        const { match_score } = computeMatchScore(job, { ...candidate, skills, years_experience: years });
        return match_score >= 0 && match_score <= 100;
      }),
    );
  });
});

describe('score bands', () => {
  it('averages only present, numeric, non-zero scores', () => {
    expect(averageMatchScore([90, 0, null, undefined, 'x', 70])).toBe(80);
    expect(averageMatchScore([0, null])).toBeNull();
  });

  it('colours list badges at 90, 80 and 70 and other bars at 80 and 60', () => {
    expect([95, 85, 75, 50, null].map(listBadgeColor)).toEqual(['green', 'blue', 'yellow', 'red', 'gray']);
    expect([80, 60, 59, null].map(scoreBandColor)).toEqual(['green', 'yellow', 'red', 'gray']);
  });
});
