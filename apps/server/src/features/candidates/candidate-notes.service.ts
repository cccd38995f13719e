import { type NoteCreate, noteCreateSchema } from '@shortlist/contracts';
import type { Db } from '../../db/client.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import type { UserContext } from '../../platform/service-context.ts';
import { presentNote } from './candidates.presenter.ts';
import { countNotes, insertNote, selectNotes } from './candidates.queries.ts';
import { type CandidateWriteDeps, requireCandidate, requireLiveCandidate } from './candidates.service.ts';

/** spec 02 §5 notes on a candidate: written by anyone who sees them, private ones kept to their author and admins. */

export async function addNote(
  { db, events, user }: UserContext<Pick<CandidateWriteDeps, 'db' | 'events'>>,
  { id, note: input }: { id: number; note: NoteCreate },
) {
  const candidate = await requireLiveCandidate(db, id);
  const note = noteCreateSchema.parse(input);
  const inserted = await db.transaction(async (tx) => {
    const row = await insertNote(tx, {
      candidateId: id,
      text: note.text,
      noteType: note.note_type,
      isPrivate: note.is_private,
      tags: note.tags,
      authorId: user.id,
    });
    await events.record(tx, {
      type: 'note.added',
      actor: user,
      candidateId: id,
      data: {
        note_id: row.id,
        text: note.text,
        is_private: note.is_private,
        note_type: note.note_type,
        subject: candidate.fullName,
      },
    });
    return row;
  });
  // the note just written, by its author: not "the newest note", which a colleague's may be
  return presentNote({ note: inserted, authorName: user.full_name });
}

export async function listNotes(
  { db, user }: UserContext<{ db: Db }>,
  { id, page }: { id: number; page: PageRequest },
) {
  await requireCandidate(db, id);
  const viewer = { id: user.id, isAdmin: user.role === 'admin' };
  const [total, rows] = await Promise.all([
    countNotes(db, id, viewer),
    selectNotes(db, id, viewer, { limit: page.pageSize, offset: page.offset }),
  ]);
  return { total, results: rows.map(presentNote) };
}
