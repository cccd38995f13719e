import type { PipelineStage } from '@shortlist/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestsMade, type StubRequest, stubApi } from '../../../test/api-stub.ts';
import { renderComponent } from '../../../test/render-component.tsx';
import { StageEditor } from './stage-editor.tsx';

const stage = (key: string, label: string, order: number, application_count = 0): PipelineStage => ({
  key,
  label,
  order,
  color: '#64748b',
  description: '',
  actions: [],
  application_count,
});

const three = [
  stage('applied', 'Applied', 1, 4),
  stage('screening', 'CV Review', 2),
  stage('decision', 'Decision', 3),
];

describe('stage editor', () => {
  it('lists the stages and keeps removal off at the minimum and for stages holding applications', async () => {
    stubApi({ 'GET /jobs/7/stages/': three });
    renderComponent(<StageEditor jobId={7} minStages={3} canEdit />);
    expect(await screen.findByRole('textbox', { name: 'Stage 1 name' })).toHaveValue('Applied');
    expect(screen.getByRole('button', { name: 'Remove CV Review' })).toBeDisabled();
    expect(screen.getByText('A minimum of 3 stages is required.')).toBeInTheDocument();
  });

  it('renames on Enter, reorders, and adds a stage, each saved on the server', async () => {
    const bodies: unknown[] = [];
    const answer = (request: StubRequest) => {
      bodies.push(request.body);
      return jsonResponse(three);
    };
    const fetchMock = stubApi({
      'GET /jobs/7/stages/': three,
      'PATCH /jobs/7/stages/screening/': answer,
      'PUT /jobs/7/stages/order/': answer,
      'POST /jobs/7/stages/': answer,
    });
    const { user } = renderComponent(<StageEditor jobId={7} minStages={2} canEdit />);
    const name = await screen.findByRole('textbox', { name: 'Stage 2 name' });
    await user.clear(name);
    await user.type(name, 'Phone Screen{Enter}');
    await user.click(screen.getByRole('button', { name: 'Move Decision up' }));
    await user.type(screen.getByRole('textbox', { name: 'New stage name' }), 'Culture Fit');
    await user.click(screen.getByRole('button', { name: 'Add Stage' }));

    expect(requestsMade(fetchMock)).toEqual(
      expect.arrayContaining([
        'PATCH /jobs/7/stages/screening/',
        'PUT /jobs/7/stages/order/',
        'POST /jobs/7/stages/',
      ]),
    );
    expect(bodies).toEqual([
      { label: 'Phone Screen' },
      { keys: ['applied', 'decision', 'screening'] },
      { label: 'Culture Fit' },
    ]);
  });

  it("shows the server's refusal as a toast", async () => {
    const four = [...three, stage('offer', 'Offer', 4)];
    stubApi({
      'GET /jobs/7/stages/': four,
      'DELETE /jobs/7/stages/offer/': () =>
        jsonResponse(
          { detail: 'Cannot remove "Offer": 1 application is still in this stage. Move them first.' },
          409,
        ),
    });
    const { user } = renderComponent(<StageEditor jobId={7} minStages={3} canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Remove Offer' }));
    expect(await screen.findByText(/1 application is still in this stage/)).toBeInTheDocument();
  });
});
