import { CANDIDATE_MESSAGES, type Note, type Role } from '@shortlist/contracts';
import { describe, expect, it } from 'vitest';
import { candidateNotes } from '../../db/schema/index.ts';
import { testApp } from '../../test/app.ts';
import { createCandidateRow } from '../../test/candidate-factories.ts';

const t = testApp({ roles: ['admin', 'recruiter', 'finance'] });

const get = (role: Role, url: string) => t.call(role, 'GET', url);

describe('notes, timeline and team', () => {
  it('adds notes, hides private ones from others, and lists them newest first', async () => {
    const candidate = await createCandidateRow(t.database.db);
    const url = `/candidates/${candidate.id}/notes/`;
    const added = await t.call('recruiter', 'POST', url, {
      text: 'Strong communicator',
      tags: ['culture', ' '],
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      text: 'Strong communicator',
      note_type: 'general',
      is_private: false,
      tags: ['culture'],
    });
    await t.call('recruiter', 'POST', url, { text: 'Secret', is_private: true });
    expect((await get('recruiter', `/candidates/${candidate.id}/notes_list/`)).json().count).toBe(2);
    const forFinance = (await get('finance', `/candidates/${candidate.id}/notes_list/`)).json();
    expect(forFinance.results.map((note: { text: string }) => note.text)).toEqual(['Strong communicator']);
    const blank = await t.call('recruiter', 'POST', url, { text: '  ' });
    expect(blank.statusCode).toBe(400);

    const timeline = (await get('recruiter', `/candidates/${candidate.id}/timeline/`)).json();
    expect(timeline.results.map((event: { title: string }) => event.title)).toEqual([
      'Private note added',
      'Note added',
    ]);
  });

  it('replaces the assigned team and lists the rest as available', async () => {
    const candidate = await createCandidateRow(t.database.db);
    const me = (await get('admin', '/auth/me/')).json();
    const response = await t.call('admin', 'PUT', `/candidates/${candidate.id}/team/`, {
      assigned_team: [me.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().assigned_team.map((member: { id: number }) => member.id)).toEqual([me.id]);
    expect(response.json().available.some((member: { id: number }) => member.id === me.id)).toBe(false);
    expect((await get('admin', `/candidates/${candidate.id}/`)).json().assigned_team).toEqual([me.id]);
    const unknown = await t.call('admin', 'PUT', `/candidates/${candidate.id}/team/`, {
      assigned_team: [99999],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('offers only the people who can be assigned, without their e-mail, to every role', async () => {
    const candidate = await createCandidateRow(t.database.db);
    const financeUser = (await get('finance', '/auth/me/')).json();
    for (const role of ['admin', 'recruiter', 'finance'] as const) {
      const team = (await get(role, `/candidates/${candidate.id}/team/`)).json();
      const everyone = [...team.assigned_team, ...team.available];
      expect(everyone.length).toBeGreaterThan(0);
      expect(everyone.every((member: object) => !('email' in member))).toBe(true);
      expect(everyone.some((member: { id: number }) => member.id === financeUser.id)).toBe(false);
      expect(JSON.stringify(team)).not.toContain('@');
    }
    const refused = await t.call('admin', 'PUT', `/candidates/${candidate.id}/team/`, {
      assigned_team: [financeUser.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ assigned_team: [CANDIDATE_MESSAGES.unknownTeamMember] });
  });

  it('answers 404 "Candidate not found" for a missing candidate', async () => {
    const response = await get('recruiter', '/candidates/999999/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Candidate not found' });
  });
});

describe('POST /candidates/{id}/notes/', () => {
  it('answers with the note it wrote, even when a colleague’s note is newer', async () => {
    const candidate = await createCandidateRow(t.database.db);
    const me = (await get('admin', '/auth/me/')).json();
    // a colleague's note stamped a minute ahead: "the newest note" is not the one being written
    await t.database.db.insert(candidateNotes).values({
      candidateId: candidate.id,
      text: 'Written at the same moment elsewhere',
      authorId: me.id,
      createdAt: new Date(Date.now() + 60_000),
    });
    const response = await t.call('recruiter', 'POST', `/candidates/${candidate.id}/notes/`, {
      text: 'Mine',
    });
    expect(response.statusCode).toBe(201);
    const note = response.json<Note>();
    expect(note).toMatchObject({
      text: 'Mine',
      candidate_id: candidate.id,
      author_name: t.session('recruiter').user.full_name,
    });
    const listed = (await get('recruiter', `/candidates/${candidate.id}/notes_list/`)).json();
    expect(listed.results.map((row: Note) => row.id)).toContain(note.id);
  });
});
