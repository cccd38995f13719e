import type { Note, NoteCreate, Page } from '@shortlist/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { candidateKeys } from './candidate-keys.ts';

/** GET /candidates/{id}/notes_list/ */
export function getNotes(id: number, signal?: AbortSignal) {
  return api.get<Page<Note>>(`/candidates/${id}/notes_list/`, { params: { page_size: 100 }, signal });
}

export function notesQueryOptions(id: number) {
  return queryOptions({ queryKey: candidateKeys.notes(id), queryFn: ({ signal }) => getNotes(id, signal) });
}

export function useNotes(id: number) {
  return useQuery(notesQueryOptions(id));
}

/** POST /candidates/{id}/notes/ */
export function addNote(id: number, note: NoteCreate) {
  return api.post<Note>(`/candidates/${id}/notes/`, note);
}

export function useAddNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: NoteCreate) => addNote(id, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKeys.detail(id) }),
  });
}
