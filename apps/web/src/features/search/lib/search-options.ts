import type { SearchApplication, SearchCandidate, SearchJob, SearchResults } from '@shortlist/contracts';

/** One row the keyboard can reach: a result, or a group's "See all" link. */
export type SearchOption =
  | { kind: 'candidate'; key: string; href: string; candidate: SearchCandidate }
  | { kind: 'job'; key: string; href: string; job: SearchJob }
  | { kind: 'application'; key: string; href: string; application: SearchApplication }
  | { kind: 'see-all'; key: string; href: string; label: string };

export type SearchGroup = {
  key: 'candidates' | 'jobs' | 'applications';
  heading: string;
  options: SearchOption[];
};

/**
 * The panel's groups in the spec's order (spec 01 §2.7), empty ones left out, each in the server's
 * ranking. Candidates and jobs end with a link to their list filtered by the same text: both
 * pages read it from `?search=`.
 */
export function searchGroups(results: SearchResults): SearchGroup[] {
  const search = new URLSearchParams({ search: results.query }).toString();
  const groups: SearchGroup[] = [
    {
      key: 'candidates',
      heading: 'Candidates',
      options: results.candidates.map((candidate) => ({
        kind: 'candidate',
        key: `candidate-${candidate.id}`,
        href: `/candidates/${candidate.id}`,
        candidate,
      })),
    },
    {
      key: 'jobs',
      heading: 'Jobs',
      options: results.jobs.map((job) => ({
        kind: 'job',
        key: `job-${job.id}`,
        href: `/jobs/${job.id}`,
        job,
      })),
    },
    {
      key: 'applications',
      heading: 'Applications',
      options: results.applications.map((application) => ({
        kind: 'application',
        key: `application-${application.id}`,
        href: `/candidates/${application.candidate_id}`,
        application,
      })),
    },
  ];
  const seeAll: Partial<Record<SearchGroup['key'], SearchOption>> = {
    candidates: {
      kind: 'see-all',
      key: 'see-all-candidates',
      href: `/candidates?${search}`,
      label: 'See all candidates',
    },
    jobs: { kind: 'see-all', key: 'see-all-jobs', href: `/jobs?${search}`, label: 'See all jobs' },
  };
  return groups
    .filter((group) => group.options.length > 0)
    .map((group) => {
      const link = seeAll[group.key];
      return link ? { ...group, options: [...group.options, link] } : group;
    });
}

/**
 * `text` cut around every case-insensitive occurrence of `query`, taken literally (a `.` or `(`
 * in the query is a character, not a pattern); odd positions are the matches.
 */
export function matchParts(text: string, query: string): string[] {
  const needle = query.trim();
  if (!needle) return [text];
  const literal = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.split(new RegExp(`(${literal})`, 'giu'));
}
