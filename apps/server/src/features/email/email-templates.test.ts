import { EMAIL_MESSAGES, EMAIL_TEMPLATE_TYPES, type EmailTemplate, type Session } from '@shortlist/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../../test/app.ts';
import { createApplication, createJob } from '../../test/factories.ts';

/** Issue 12: e-mail templates — seeded defaults, job-specific ones, one default per type, previews. */
let t: TestContext;
let recruiter: Session;

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await t.login('recruiter');
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/email-ingestion/${url}`, headers: bearer(recruiter), payload });

async function templatesOf(query = '') {
  return (await call('GET', `templates/?page_size=100${query}`)).json<{ results: EmailTemplate[] }>().results;
}

const template = (overrides: Record<string, unknown> = {}) => ({
  name: 'Warm welcome',
  subject: 'Welcome, {{candidate_name}}',
  body: 'Hello {{candidate_name}}, thanks for applying to {{job_title}}.',
  type: 'application_received',
  ...overrides,
});

describe('e-mail templates', () => {
  it('start with one default of each of the seven types, in the spec order, with their variables', async () => {
    const rows = await templatesOf();
    expect(rows.map((row) => row.type)).toEqual([...EMAIL_TEMPLATE_TYPES]);
    expect(rows.every((row) => row.is_default && !row.job_specific)).toBe(true);
    expect(rows.find((row) => row.type === 'rejection')).toMatchObject({
      type_display: 'Rejection',
      variables: ['job_title', 'candidate_name', 'company_name'],
    });
  });

  it('refuses a template without a name, subject or body with the contract messages', async () => {
    const response = await call('POST', 'templates/', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: [EMAIL_MESSAGES.nameRequired],
      subject: [EMAIL_MESSAGES.subjectRequired],
      body: [EMAIL_MESSAGES.bodyRequired],
    });
    const blank = await call('POST', 'templates/', template({ name: '   ' }));
    expect(blank.json()).toEqual({ name: [EMAIL_MESSAGES.nameRequired] });
  });

  it('a job-specific template is the one its job sends; other jobs keep the organisation default', async () => {
    const job = await createJob(t.database.db, { title: 'Site Reliability Engineer' });
    const other = await createJob(t.database.db, { title: 'Analyst' });
    const created = await call('POST', 'templates/', template({ job_id: job.id }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ job_specific: true, job_title: 'Site Reliability Engineer' });

    const mine = await createApplication(t.database.db, job.id, {}, { fullName: 'Iva Horvat' });
    const theirs = await createApplication(t.database.db, other.id);
    const sentFor = async (applicationId: number) => {
      const response = await call('POST', 'send/', {
        to: 'x@example.com',
        template_type: 'application_received',
        application_id: applicationId,
      });
      expect(response.statusCode, response.body).toBe(201);
      return (await call('GET', `emails/${response.json().email_id}/`)).json();
    };
    expect(await sentFor(mine.id)).toMatchObject({
      template_name: 'Warm welcome',
      subject: 'Welcome, Iva Horvat',
    });
    expect((await sentFor(theirs.id)).template_name).toBe('Application received');
  });

  it('keeps one default per type: a new default takes over from the old one', async () => {
    const created = await call(
      'POST',
      'templates/',
      template({ name: 'New follow-up', type: 'follow_up', is_default: true }),
    );
    expect(created.statusCode).toBe(201);
    const followUps = await templatesOf('&type=follow_up');
    expect(followUps.filter((row) => row.is_default && !row.job_specific).map((row) => row.name)).toEqual([
      'New follow-up',
    ]);
  });

  it('will not delete or un-default the only default of a type, and deletes any other', async () => {
    const rejection = (await templatesOf('&type=rejection'))[0]!;
    const refused = await call('DELETE', `templates/${rejection.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: EMAIL_MESSAGES.defaultRequired });
    const undefaulted = await call('PUT', `templates/${rejection.id}/`, {
      ...template({ type: 'rejection' }),
      is_default: false,
    });
    expect(undefaulted.statusCode).toBe(409);

    const extra = (await call('POST', 'templates/', template({ name: 'Spare', type: 'rejection' }))).json();
    expect((await call('DELETE', `templates/${extra.id}/`)).statusCode).toBe(204);
    expect((await call('GET', `templates/${extra.id}/`)).json()).toEqual({
      detail: EMAIL_MESSAGES.templateNotFound,
    });
  });

  it('previews a template with a real candidate and job, and names the variables still empty', async () => {
    const job = await createJob(t.database.db, { title: 'Product Designer' });
    const application = await createApplication(t.database.db, job.id, {}, { fullName: 'Mila Petrova' });
    const interview = (await templatesOf('&type=interview_invitation'))[0]!;
    const response = await call('POST', 'templates/preview/', {
      template_id: interview.id,
      application_id: application.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      subject: 'Interview invitation: Product Designer at Meridian',
      candidate_name: 'Mila Petrova',
      missing: ['interview_date', 'interview_location'],
    });
    expect(response.json().body).toContain('Dear Mila Petrova,');
    expect(response.json().from).toContain('careers@meridian.example');

    // without an application: the newest one
    const newest = await call('POST', 'templates/preview/', { subject: 'Hi {{candidate_name}}', body: 'x' });
    expect(newest.json()).toMatchObject({ subject: 'Hi Mila Petrova', application_id: application.id });
  });
});
