import { COMPANY_NAME, OFFER_MESSAGES } from '@shortlist/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, type StubRequest } from '../../../test/api-stub.ts';
import { adminUser, hiringManagerUser, recruiterUser } from '../../../test/fixtures.ts';
import {
  buildOffer,
  buildOfferApplication,
  openedDialog,
  renderOfferScenario,
} from '../test/offer-scenario.tsx';
import { GenerateOfferLetterButton } from './generate-offer-letter-button.tsx';

const ada = buildOfferApplication();
const generate = <GenerateOfferLetterButton application={ada} />;

/** What the server was sent on `call`, in order. */
function recorder(call: string, answer: (request: StubRequest) => Response) {
  const bodies: unknown[] = [];
  return {
    bodies,
    routes: {
      [call]: (request: StubRequest) => {
        bodies.push(request.body);
        return answer(request);
      },
    },
  };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('Generate Offer Letter dialog', () => {
  it("opens a new letter on the spec's defaults without creating it, and previews the letter", async () => {
    const { user, fetchMock } = renderOfferScenario({ user: adminUser, children: generate });
    await user.click(screen.getByRole('button', { name: 'Generate offer letter for Ada Lovelace' }));
    const dialog = within(await openedDialog());

    expect(dialog.getByRole('radio', { name: 'Full-Time Standard' })).toHaveAttribute('aria-checked', 'true');
    expect(dialog.getByLabelText('Candidate name')).toHaveValue('Ada Lovelace');
    expect(dialog.getByLabelText('Candidate email')).toHaveValue('ada@example.com');
    expect(dialog.getByLabelText('Job title')).toHaveValue('Frontend Engineer');
    expect(dialog.getByLabelText('Department')).toHaveValue('Engineering');
    expect(dialog.getByLabelText('Annual salary')).toHaveValue(95_000);
    expect(dialog.getByLabelText('Currency')).toHaveValue('$');
    expect(dialog.getByLabelText('Employment type')).toHaveValue('Full-time');
    expect(dialog.getByLabelText('Reporting manager')).toHaveValue('Hiring Manager');
    expect(dialog.getByLabelText('Signer name')).toHaveValue('Jordan Ellis');
    expect(dialog.getByLabelText('Signer title')).toHaveValue('Head of People');
    expect(dialog.getByLabelText('Company name')).toHaveValue(COMPANY_NAME);
    expect(dialog.getByLabelText('Response deadline')).toHaveValue(inDays(7));
    expect(dialog.getByLabelText('Additional terms')).toHaveAttribute('rows', '3');
    for (const benefit of ['Health Insurance', 'Dental Insurance', '401k Matching', 'Paid Time Off'])
      expect(dialog.getByRole('checkbox', { name: benefit })).toBeChecked();
    for (const benefit of ['Remote Work', 'Stock Options'])
      expect(dialog.getByRole('checkbox', { name: benefit })).not.toBeChecked();
    expect(requestsMade(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.click(dialog.getByRole('checkbox', { name: 'Stock Options' }));
    await user.click(dialog.getByRole('button', { name: 'Preview' }));
    const letter = dialog.getByRole('article', { name: 'Offer letter preview' });
    expect(letter).toHaveTextContent('Dear Ada Lovelace,');
    expect(letter).toHaveTextContent('the position of Frontend Engineer at');
    expect(letter).toHaveTextContent('Annual salary: $95,000');
    expect(letter).toHaveTextContent('• Stock Options');
    expect(dialog.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('gives the focus back to the button that opened it when it closes on Escape', async () => {
    const { user } = renderOfferScenario({ user: adminUser, children: generate });
    const opener = screen.getByRole('button', { name: 'Generate offer letter for Ada Lovelace' });
    await user.click(opener);
    await openedDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('writes a contract with its duration and hourly rate, and saves only what changed', async () => {
    const saved = buildOffer({ template: 'contract_standard' }, { employment_type: 'Contract' });
    const post = recorder('POST /offers/', () => jsonResponse(saved, 201));
    const { user } = renderOfferScenario({ user: adminUser, routes: post.routes, children: generate });
    await user.click(screen.getByRole('button', { name: 'Generate offer letter for Ada Lovelace' }));
    const dialog = within(await openedDialog());

    await user.click(dialog.getByRole('radio', { name: 'Contract Position' }));
    expect(dialog.getByLabelText('Employment type')).toHaveValue('Contract');
    expect(dialog.getByLabelText('Contract duration (months)')).toHaveValue(6);
    // 95,000 / 2080 = 45.67
    expect(dialog.getByLabelText('Hourly rate')).toHaveValue('$46');
    await user.type(dialog.getByLabelText('Work description'), 'Rebuild the design system.');
    await user.click(dialog.getByRole('button', { name: 'Preview' }));
    expect(dialog.getByRole('article')).toHaveTextContent('Rate: $46 per hour');
    expect(dialog.getByRole('article')).toHaveTextContent('Duration: 6 months');

    await user.click(dialog.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved (version 1)')).toBeInTheDocument();
    expect(post.bodies).toEqual([
      { application_id: 11, template: 'contract_standard', work_description: 'Rebuild the design system.' },
    ]);
    expect(await dialog.findByText('Hiring manager approval')).toBeInTheDocument();
  });

  it("shows 'Unknown Candidate' and 'Unknown Position' for a letter without them", async () => {
    const nameless = buildOffer({}, { candidate_name: '', job_title: '' });
    const { user } = renderOfferScenario({ user: adminUser, offers: [nameless], children: generate });
    await user.click(screen.getByRole('button', { name: 'Generate offer letter for Ada Lovelace' }));
    const dialog = within(await openedDialog());
    await user.click(dialog.getByRole('button', { name: 'Preview' }));
    expect(dialog.getByRole('article')).toHaveTextContent('Dear Unknown Candidate,');
    expect(dialog.getByRole('article')).toHaveTextContent('the position of Unknown Position');
  });

  it('hides the salary from a recruiter and never sends one', async () => {
    const draft = buildOffer({ salary_visible: false, hourly_rate: null, band: null }, { salary: null });
    const patch = recorder('PATCH /offers/5/', () =>
      jsonResponse({ ...draft, version: 2, fields: { ...draft.fields, location: 'Berlin' } }),
    );
    const { user } = renderOfferScenario({
      user: recruiterUser,
      offers: [draft],
      routes: patch.routes,
      children: generate,
    });
    await user.click(screen.getByRole('button', { name: 'Generate offer letter for Ada Lovelace' }));
    const dialog = within(await openedDialog());

    const salary = dialog.getByLabelText('Annual salary');
    expect(salary).toBeDisabled();
    expect(salary).toHaveValue('');
    expect(dialog.getByText(/^Salary is set by finance or the offer.s approvers$/)).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Location'));
    await user.type(dialog.getByLabelText('Location'), 'Berlin');
    await user.click(dialog.getByRole('button', { name: 'Preview' }));
    expect(dialog.getByRole('article')).toHaveTextContent(
      'Annual salary: [salary — visible to finance and approvers]',
    );

    await user.click(dialog.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved (version 2)')).toBeInTheDocument();
    expect(patch.bodies).toEqual([{ location: 'Berlin' }]);
  });

  it('keeps Send Offer disabled while approvals are missing and lists them', async () => {
    const waiting = buildOffer({ status: 'pending_approval' });
    const { user } = renderOfferScenario({ user: recruiterUser, offers: [waiting], children: generate });
    await user.click(screen.getByRole('button', { name: 'Generate offer letter for Ada Lovelace' }));
    const dialog = within(await openedDialog());

    const send = dialog.getByRole('button', { name: 'Send Offer' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(
      'Send Offer waits for: Hiring manager approval · Bar raiser review',
    );
    const needed = within(dialog.getByRole('list', { name: 'Approvals needed' }));
    expect(needed.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Hiring manager approvalWaiting',
      '2 of the job’s 6 sign-offs3 of 6 signed off',
      'Bar raiser reviewWaiting',
    ]);
    expect(needed.getAllByLabelText('Waiting')).toHaveLength(2);
    // what waits for approval is read, not edited
    expect(dialog.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(dialog.getByRole('article', { name: 'Offer letter preview' })).toBeInTheDocument();
  });

  it("shows the server's field errors from a 400 beside their fields and keeps what was typed", async () => {
    const draft = buildOffer();
    const answers = [
      jsonResponse(
        { salary: [OFFER_MESSAGES.salaryRange], non_field_errors: ['The job was closed meanwhile.'] },
        400,
      ),
    ];
    const { user } = renderOfferScenario({
      user: adminUser,
      offers: [draft],
      routes: { 'PATCH /offers/5/': () => answers.shift() as Response },
      children: generate,
    });
    await user.click(screen.getByRole('button', { name: 'Generate offer letter for Ada Lovelace' }));
    const dialog = within(await openedDialog());

    const salary = dialog.getByLabelText('Annual salary');
    await user.clear(salary);
    await user.type(salary, '1250.5');
    await user.click(dialog.getByRole('button', { name: 'Save draft' }));
    // the contract's schema refuses a fraction before anything is sent
    expect(await dialog.findByText(OFFER_MESSAGES.salaryRange)).toBeInTheDocument();

    await user.clear(salary);
    await user.type(salary, '120000');
    await user.click(dialog.getByRole('button', { name: 'Save draft' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The job was closed meanwhile.');
    expect(dialog.getByText(OFFER_MESSAGES.salaryRange)).toBeInTheDocument();
    expect(salary).toHaveValue(120_000);
  });

  it('lets an approver approve, and refuses a rejection without a comment', async () => {
    const waiting = buildOffer({ status: 'pending_approval', can_decide: true });
    const decisions: string[] = [];
    const decided = (decision: 'approved' | 'rejected', comment: string) =>
      buildOffer({
        status: decision === 'approved' ? 'pending_approval' : 'draft',
        rejection_comment: decision === 'rejected' ? comment : '',
        approvals: [
          {
            user_id: 2,
            user_name: 'Harper Lin',
            as: 'lead',
            decision,
            comment,
            version: 1,
            created_at: '2026-08-11T09:00:00Z',
          },
        ],
      });
    const { user } = renderOfferScenario({
      user: hiringManagerUser,
      offers: [waiting],
      routes: {
        'POST /offers/5/reject/': (request) => {
          decisions.push(`reject ${JSON.stringify(request.body)}`);
          return jsonResponse(decided('rejected', (request.body as { comment: string }).comment));
        },
      },
      children: generate,
    });
    await user.click(screen.getByRole('button', { name: 'Generate offer letter for Ada Lovelace' }));
    const dialog = within(await openedDialog());
    const decision = within(dialog.getByRole('region', { name: 'Your decision' }));

    await user.click(decision.getByRole('button', { name: 'Reject' }));
    expect(decision.getByText(OFFER_MESSAGES.commentRequired)).toBeInTheDocument();
    expect(decisions).toEqual([]);

    await user.type(decision.getByLabelText('Comment'), 'Start a month later, please.');
    await user.click(decision.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Offer sent back to its author')).toBeInTheDocument();
    expect(decisions).toEqual(['reject {"comment":"Start a month later, please."}']);
    expect(dialog.getByText('Sent back by an approver')).toBeInTheDocument();
    expect(dialog.getAllByText('Start a month later, please.').length).toBeGreaterThan(0);
    expect(dialog.queryByRole('region', { name: 'Your decision' })).not.toBeInTheDocument();
  });

  it('records an approval with its optional comment', async () => {
    const waiting = buildOffer({ status: 'pending_approval', can_decide: true });
    const approve = recorder('POST /offers/5/approve/', () =>
      jsonResponse(buildOffer({ status: 'approved', requirements: waiting.requirements })),
    );
    const { user } = renderOfferScenario({
      user: hiringManagerUser,
      offers: [waiting],
      routes: approve.routes,
      children: generate,
    });
    await user.click(screen.getByRole('button', { name: 'Generate offer letter for Ada Lovelace' }));
    const dialog = within(await openedDialog());
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Offer approved')).toBeInTheDocument();
    expect(approve.bodies).toEqual([{ comment: '' }]);
    await waitFor(() => expect(dialog.getByText('Approved')).toBeInTheDocument());
  });
});
