import { type InterviewConflict, SEARCH_DEBOUNCE_MS } from '@shortlist/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { interviewKeys } from './get-interviews.ts';

export type ConflictQuery = {
  interviewer_ids: number[];
  scheduled_at: string;
  duration_minutes: number;
  /** the interview being rescheduled, which does not clash with itself */
  exclude_id?: number;
};

/** GET /interviews/conflicts/ — who on the panel is already booked then (a warning, not a refusal). */
export function getInterviewConflicts(query: ConflictQuery, signal?: AbortSignal) {
  return api
    .get<{ conflicts: InterviewConflict[] }>('/interviews/conflicts/', {
      params: { ...query, interviewer_ids: query.interviewer_ids.join(',') },
      signal,
    })
    .then(({ conflicts }) => conflicts);
}

export function interviewConflictsQueryOptions(query: ConflictQuery) {
  return queryOptions({
    queryKey: interviewKeys.conflicts(query),
    queryFn: ({ signal }) => getInterviewConflicts(query, signal),
    // someone else may book the same people any minute
    staleTime: 0,
  });
}

/**
 * The double bookings of the time and panel being chosen, asked for once the choice rests for a
 * moment (null: not enough chosen yet to ask).
 */
export function useInterviewConflicts(query: ConflictQuery | null) {
  const key = query ? JSON.stringify(query) : null;
  const [settled, setSettled] = useState(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `query`, whose identity changes every render
  useEffect(() => {
    const timer = setTimeout(() => setSettled(query), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const asking = settled !== null && query !== null;
  const conflicts = useQuery({
    ...interviewConflictsQueryOptions(
      settled ?? { interviewer_ids: [], scheduled_at: '', duration_minutes: 0 },
    ),
    enabled: asking,
    placeholderData: keepPreviousData,
  });
  return { conflicts: asking ? (conflicts.data ?? []) : [], isFetching: conflicts.isFetching };
}
