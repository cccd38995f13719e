import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/api-stub.ts';
import { buildApplication, buildCandidate } from '../../../test/candidate-fixtures.ts';
import { financeUser, recruiterUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { stubCandidateDetail } from '../test/detail-stub.ts';

describe('candidate detail', () => {
  it('shows the header, contact fallbacks and the pipeline stage', async () => {
    stubCandidateDetail();
    renderApp('/candidates/1');
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText('Applied for Frontend Engineer · Engineer at Analytical Engines'),
    ).toBeInTheDocument();
    expect(screen.getByText('No phone')).toBeInTheDocument();
    expect(screen.getAllByText(/Stage 2 of 9/).length).toBeGreaterThan(0);
  });

  it('says "Candidate not found" for a missing candidate', async () => {
    stubCandidateDetail({ candidate: jsonResponse({ detail: 'Candidate not found' }, 404) });
    renderApp('/candidates/1');
    expect(await screen.findByText('Candidate not found')).toBeInTheDocument();
  });

  it('compares skills with the spec rules: containment for required, equality for nice-to-have', async () => {
    stubCandidateDetail();
    const { user } = renderApp('/candidates/1');
    await user.click(await screen.findByRole('tab', { name: 'Skills Map' }));
    const matched = screen
      .getByRole('heading', { name: 'Matched required skills (2)' })
      .closest('div.rounded-xl') as HTMLElement;
    expect(within(matched).getByText('React')).toBeInTheDocument();
    expect(within(matched).getByText('PostgreSQL')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Missing required skills (1)' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Required skills match' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
  });

  it('says "No Job Selected for Comparison" without applications', async () => {
    stubCandidateDetail({ applications: [] });
    const { user } = renderApp('/candidates/1');
    await user.click(await screen.findByRole('tab', { name: 'Skills Map' }));
    expect(screen.getByText('No Job Selected for Comparison')).toBeInTheDocument();
    expect(screen.getByText('Engineer at Analytical Engines')).toBeInTheDocument();
  });

  it("schedules an interview from the header for one of the candidate's active applications", async () => {
    stubCandidateDetail({
      applications: [
        buildApplication({ id: 11, status: 'rejected' }),
        buildApplication({
          id: 12,
          job: { ...buildApplication().job, id: 6, title: 'Platform Engineer' },
        }),
        buildApplication({ id: 13, job: { ...buildApplication().job, id: 7, title: 'Data Engineer' } }),
      ],
    });
    const { user } = renderApp('/candidates/1');
    await user.click(await screen.findByRole('button', { name: 'Schedule Interview' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule Interview' }));
    // the first active one, among the active ones only
    expect(dialog.getByText('Ada Lovelace · Platform Engineer')).toBeInTheDocument();
    await user.click(dialog.getByRole('combobox', { name: 'Application' }));
    // within the list: the time zones are options too
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Platform Engineer', 'Data Engineer']);
  });

  // both are opened by the page's own buttons, not by a Radix trigger that would take the focus back
  it.each(['Schedule Interview', 'Send Email'])(
    'gives the focus back to %s when its dialog closes on Escape',
    async (name) => {
      stubCandidateDetail();
      const { user } = renderApp('/candidates/1');
      const opener = await screen.findByRole('button', { name });
      await user.click(opener);
      await screen.findByRole('dialog', { name });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(opener).toHaveFocus();
    },
  );

  // the item is gone once the menu closes: the focus goes back to the menu's button
  it('gives the focus back to More actions when Delete Candidate, opened from its menu, closes', async () => {
    stubCandidateDetail();
    const { user } = renderApp('/candidates/1');
    const menuButton = await screen.findByRole('button', { name: 'More actions' });
    await user.click(menuButton);
    await user.click(screen.getByRole('menuitem', { name: 'Delete Candidate' }));
    await screen.findByRole('dialog', { name: 'Delete candidate' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it("disables Schedule Interview when the user manages none of the candidate's active applications", async () => {
    stubCandidateDetail({
      user: recruiterUser,
      applications: [buildApplication({ job: { ...buildApplication().job, can_manage: false } })],
    });
    renderApp('/candidates/1');
    expect(await screen.findByRole('button', { name: 'Schedule Interview' })).toBeDisabled();
  });

  it('offers Delete only to admins', async () => {
    stubCandidateDetail({ user: recruiterUser });
    const { user } = renderApp('/candidates/1');
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('menuitem', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete Candidate' })).not.toBeInTheDocument();
  });

  it('raises a salary alert from the data for finance users', async () => {
    stubCandidateDetail({
      user: financeUser,
      candidate: buildCandidate({ desired_salary_min: 90000, desired_salary_max: 95000 }),
    });
    renderApp('/candidates/1');
    expect(
      await screen.findByText('Desired salary is above the range of Frontend Engineer'),
    ).toBeInTheDocument();
  });

  it('saves the edited profile with lines split, commas split and empty years as null', async () => {
    let sent: unknown;
    stubCandidateDetail({
      onPut: (request) => {
        sent = request.body;
        return jsonResponse(buildCandidate());
      },
    });
    const { user } = renderApp('/candidates/1');
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    const emails = within(dialog).getByLabelText('Email Addresses (one per line)');
    await user.clear(emails);
    await user.type(emails, 'a@b.co{Enter}{Enter}c@d.co');
    const skills = within(dialog).getByLabelText('Skills (comma-separated)');
    await user.clear(skills);
    await user.type(skills, 'Go, , SQL');
    await user.clear(within(dialog).getByLabelText('Years of Experience'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(sent).toMatchObject({
      emails: ['a@b.co', 'c@d.co'],
      skills_extracted: ['Go', 'SQL'],
      years_experience: null,
    });
  });

  it("opens the compose dialog from Send Email with the candidate's address, name and job, for the application", async () => {
    let sent: unknown;
    stubCandidateDetail({
      onSend: (request) => {
        sent = request.body;
        return jsonResponse({ email_id: 1, delivery_status: 'held', message: '' }, 201);
      },
    });
    const { user } = renderApp('/candidates/1');
    await user.click(await screen.findByRole('button', { name: 'Send Email' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Send Email' }));
    expect(dialog.getByRole('textbox', { name: 'To' })).toHaveValue('ada@example.com');
    await user.click(await dialog.findByRole('radio', { name: /Interview invite/ }));
    expect(dialog.getByRole('textbox', { name: 'Candidate name' })).toHaveValue('Ada Lovelace');
    expect(dialog.getByRole('textbox', { name: 'Job title' })).toHaveValue('Frontend Engineer');
    await user.type(dialog.getByRole('textbox', { name: 'Interview date' }), 'Monday');
    await user.click(dialog.getByRole('button', { name: 'Send Email' }));
    expect(await dialog.findByText('Email Sent Successfully!')).toBeInTheDocument();
    expect(sent).toMatchObject({ to: 'ada@example.com', application_id: 11, template_id: 4 });
  });

  it('offers no Send Email to a role that may not send e-mail', async () => {
    stubCandidateDetail({ user: financeUser });
    renderApp('/candidates/1');
    await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 });
    expect(screen.queryByRole('button', { name: 'Send Email' })).not.toBeInTheDocument();
  });

  it('disables Add Note while the text is blank', async () => {
    stubCandidateDetail();
    const { user } = renderApp('/candidates/1');
    await user.click(await screen.findByRole('tab', { name: 'Notes' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('button', { name: 'Add Note' })).toBeDisabled();
    expect(within(panel).getByText('No notes yet.')).toBeInTheDocument();
  });
});
