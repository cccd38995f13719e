import { EMAIL_MESSAGES } from '@shortlist/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, type StubRequest } from '../../../../test/api-stub.ts';
import { buildEmailTemplate } from '../../../../test/email-fixtures.ts';
import { stubEmailPage } from '../../../../test/email-stubs.ts';
import { hiringManagerUser, pageOf, recruiterUser } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const received = buildEmailTemplate({
  id: 1,
  name: 'Application received',
  type: 'application_received',
  subject: 'We received your application for {{job_title}}',
  body: 'Dear {{candidate_name}}, thanks. {{company_name}} {{team_name}} {{recruiter_name}}',
  is_default: true,
});
const platformInvite = buildEmailTemplate({
  id: 2,
  name: 'Platform interview',
  job_specific: true,
  job_id: 7,
  job_title: 'Platform Engineer',
});
const preview = {
  from: 'careers@meridian.example',
  subject: 'We received your application for Frontend Engineer',
  body: 'Dear Ada Lovelace, thanks. Meridian {{team_name}} {{recruiter_name}}',
  variables: { candidate_name: 'Ada Lovelace', job_title: 'Frontend Engineer', company_name: 'Meridian' },
  missing: ['team_name', 'recruiter_name'],
  application_id: 11,
  candidate_name: 'Ada Lovelace',
  job_title: 'Frontend Engineer',
};

function stubTemplates(user = recruiterUser, extra: Record<string, (request: StubRequest) => Response> = {}) {
  const previews: unknown[] = [];
  const fetchMock = stubEmailPage(user, {
    'GET /email-ingestion/templates/': (request) =>
      jsonResponse(
        pageOf(
          [received, platformInvite].filter(
            (template) => !request.query.get('type') || template.type === request.query.get('type'),
          ),
        ),
      ),
    'POST /email-ingestion/templates/preview/': (request) => {
      previews.push(request.body);
      return jsonResponse(preview);
    },
    ...extra,
  });
  return { fetchMock, previews };
}

const cards = async () => within(await screen.findByRole('list', { name: 'Email templates' }));

describe('templates tab', () => {
  it('shows each template with its subject, type, Default badge, job note and up to 4 variables', async () => {
    stubTemplates();
    renderApp('/email?tab=templates');
    const list = await cards();
    const first = within(list.getByRole('button', { name: /Application received/ }));
    expect(first.getByText('Default')).toBeInTheDocument();
    expect(first.getByText('We received your application for {{job_title}}')).toBeInTheDocument();
    expect(first.getByText('Application Received')).toBeInTheDocument();
    expect(first.getAllByText(/^\{\{\w+\}\}$/).map((chip) => chip.textContent)).toEqual([
      '{{job_title}}',
      '{{candidate_name}}',
      '{{company_name}}',
      '{{team_name}}',
    ]);
    expect(first.getByText('+1 more')).toBeInTheDocument();
    const second = within(list.getByRole('button', { name: /Platform interview/ }));
    expect(second.queryByText('Default')).not.toBeInTheDocument();
    expect(second.getByText('Job-specific: Platform Engineer')).toBeInTheDocument();
  });

  it('filters by type through the address and the server', async () => {
    const { fetchMock } = stubTemplates();
    const { user, router } = renderApp('/email?tab=templates');
    await cards();

    await user.click(screen.getByRole('combobox', { name: 'Template type' }));
    await user.click(await screen.findByRole('option', { name: 'Interview Invitation' }));

    expect(router.state.location.search).toBe('?tab=templates&type=interview_invitation');
    await waitFor(() =>
      expect(requestsMade(fetchMock)).toContain(
        'GET /email-ingestion/templates/?type=interview_invitation&page_size=100',
      ),
    );
    const list = await cards();
    await waitFor(() => expect(list.queryByText('Application received')).not.toBeInTheDocument());
    expect(list.getByText('Platform interview')).toBeInTheDocument();
  });

  it('opens a template with its subject, variables, a preview the server renders, and usage notes', async () => {
    const { previews } = stubTemplates();
    const { user } = renderApp('/email?tab=templates');
    await user.click((await cards()).getByRole('button', { name: /Application received/ }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Application received' }));
    expect(dialog.getByRole('region', { name: 'Subject' })).toHaveTextContent(received.subject);
    expect(dialog.getByRole('region', { name: 'Variables' })).toHaveTextContent('{{recruiter_name}}');
    const rendered = await dialog.findByRole('region', { name: 'Template preview' });
    expect(rendered).toHaveTextContent('Subject:We received your application for Frontend Engineer');
    expect(rendered).toHaveTextContent("Filled in with Ada Lovelace's application for Frontend Engineer.");
    expect(rendered).toHaveTextContent('Not filled: {{team_name}}, {{recruiter_name}}.');
    expect(previews).toEqual([{ template_id: 1, variables: {} }]);
    expect(dialog.getByRole('region', { name: 'Usage notes' })).toHaveTextContent(
      'The default Application Received template',
    );
  });

  it('lets a recruiter write a template with the shared schema, and explains a refused delete', async () => {
    const created: unknown[] = [];
    stubTemplates(recruiterUser, {
      'POST /email-ingestion/templates/': (request) => {
        created.push(request.body);
        return jsonResponse(buildEmailTemplate({ id: 3 }), 201);
      },
      'DELETE /email-ingestion/templates/1/': () =>
        jsonResponse({ detail: EMAIL_MESSAGES.defaultRequired }, 409),
    });
    const { user } = renderApp('/email?tab=templates');
    await cards();

    await user.click(screen.getByRole('button', { name: 'New template' }));
    const form = within(await screen.findByRole('dialog', { name: 'New template' }));
    await user.click(form.getByRole('button', { name: 'Create template' }));
    expect(await form.findByText(EMAIL_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(form.getByText(EMAIL_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(form.getByText(EMAIL_MESSAGES.bodyRequired)).toBeInTheDocument();

    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Quick note');
    await user.type(form.getByRole('textbox', { name: 'Subject' }), 'About {{{{job_title}}');
    await user.type(form.getByRole('textbox', { name: 'Body' }), 'Hi {{{{candidate_name}}');
    expect(form.getByText('Variables: {{job_title}}, {{candidate_name}}')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Create template' }));
    await waitFor(() =>
      expect(created).toEqual([
        {
          name: 'Quick note',
          subject: 'About {{job_title}}',
          body: 'Hi {{candidate_name}}',
          type: 'custom',
          is_default: false,
          job_id: null,
        },
      ]),
    );

    await user.click((await cards()).getByRole('button', { name: /Application received/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete template' }));
    expect(await screen.findByText(EMAIL_MESSAGES.defaultRequired)).toBeInTheDocument();
  });

  it('offers no New template, Edit or Delete to a hiring manager', async () => {
    stubTemplates(hiringManagerUser);
    const { user } = renderApp('/email?tab=templates');
    await user.click((await cards()).getByRole('button', { name: /Application received/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Application received' }));
    expect(dialog.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New template' })).not.toBeInTheDocument();
  });
});
