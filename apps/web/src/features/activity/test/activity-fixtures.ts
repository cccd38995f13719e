import type { ActivityEvent } from '@shortlist/contracts';

let nextId = 900;

/** A feed entry as GET /activity/ returns it. */
export function buildActivityEvent(overrides: Partial<ActivityEvent> = {}): ActivityEvent {
  nextId += 1;
  return {
    id: nextId,
    application_id: 300,
    candidate_id: 40,
    job_id: 7,
    type: 'status_change',
    title: 'Moved from Applied to Phone Screen',
    description: '',
    metadata: { fromStage: 'applied', toStage: 'phone_screen', automated: false },
    user_id: 3,
    created_by: 'Riley Morgan',
    created_at: '2026-03-14T09:30:00Z',
    candidate_name: 'Ada Lovelace',
    job_title: 'Senior Software Engineer',
    ...overrides,
  };
}
