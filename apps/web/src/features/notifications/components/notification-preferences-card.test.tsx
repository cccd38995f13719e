import { NOTIFICATION_TYPES } from '@shortlist/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type StubRequest, stubApi } from '../../../test/api-stub.ts';
import { renderComponent } from '../../../test/render-component.tsx';
import { NotificationPreferencesCard } from './notification-preferences-card.tsx';

const allOn = {
  new_application: true,
  stage_change: true,
  status_change: true,
  mention: true,
  signoff_request: true,
  email_failed: true,
  interview: true,
  interview_reminder: true,
  scorecard_submitted: true,
  offer_approval: true,
  offer_update: true,
  task: true,
  automation_failed: true,
};

describe('notification preferences card', () => {
  it('shows a switch per kind with what it means, and saves a change with the whole set', async () => {
    const saved: unknown[] = [];
    stubApi({
      'GET /notifications/preferences/': allOn,
      'PUT /notifications/preferences/': (request: StubRequest) => {
        saved.push(request.body);
        return jsonResponse(request.body);
      },
    });
    const { user } = renderComponent(<NotificationPreferencesCard />);

    const stageChange = await screen.findByRole('switch', { name: 'Stage change' });
    expect(stageChange).toBeChecked();
    expect(stageChange).toHaveAccessibleDescription(
      'An application you own or are assigned to moves to another stage',
    );
    expect(screen.getAllByRole('switch')).toHaveLength(NOTIFICATION_TYPES.length);

    await user.click(stageChange);

    expect(await screen.findByText('Notification preferences saved')).toBeInTheDocument();
    expect(saved).toEqual([{ ...allOn, stage_change: false }]);
    expect(screen.getByRole('switch', { name: 'Stage change' })).not.toBeChecked();
  });

  it('offers Retry when the preferences cannot be loaded', async () => {
    stubApi({
      'GET /notifications/preferences/': () => jsonResponse({ detail: 'Server error' }, 500),
    });
    renderComponent(<NotificationPreferencesCard />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Couldn't load notification preferences")).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
