import type { DuplicatePair, DuplicateSide } from '@shortlist/contracts';

/** One side of a possible duplicate, as the API sends it. */
export function buildSide(overrides: Partial<DuplicateSide> = {}): DuplicateSide {
  return {
    id: 40,
    full_name: 'Rosa Ibarra',
    current_company: 'Harbour Analytics',
    current_role: 'Data Engineer',
    emails: ['rosa.ibarra@example.com'],
    phones: ['+44 20 7946 0311'],
    application_count: 2,
    created_at: '2025-01-10T09:00:00Z',
    updated_at: '2025-01-10T09:00:00Z',
    ...overrides,
  };
}

/** Rosa's two records: the older one first, as the list sends them, sharing an e-mail. */
export function buildPair(overrides: Partial<DuplicatePair> = {}): DuplicatePair {
  return {
    first: buildSide(),
    second: buildSide({
      id: 52,
      full_name: 'R. Ibarra',
      current_role: '',
      emails: ['Rosa.Ibarra@Example.com', 'rosa@ibarra.dev'],
      phones: [],
      application_count: 1,
      created_at: '2025-06-02T14:30:00Z',
      updated_at: '2025-06-02T14:30:00Z',
    }),
    reasons: ['email'],
    ...overrides,
  };
}
