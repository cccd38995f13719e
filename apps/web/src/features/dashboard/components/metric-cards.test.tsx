import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '../../../test/render-component.tsx';
import { buildDashboardTiles } from '../test/dashboard-fixtures.ts';
import { MetricCards } from './metric-cards.tsx';

const card = (name: string) => screen.getByRole('group', { name });

describe('dashboard cards', () => {
  it('show the real numbers and what they are made of', () => {
    renderComponent(<MetricCards tiles={buildDashboardTiles()} />);

    expect(card('Active Jobs')).toHaveTextContent(/^Active Jobs9in 4 departments\+1 this week$/);
    expect(card('Pipeline Candidates')).toHaveTextContent('57');
    expect(card('Pipeline Candidates')).toHaveTextContent('Avg. match 74%');
    expect(card('Pipeline Candidates')).toHaveTextContent('6 in final stages');
    expect(card('Pipeline Candidates')).toHaveTextContent('+5 this week');
    expect(card('Interviews this week')).toHaveTextContent(/^Interviews this week112 today$/);
    expect(card('Hire success rate')).toHaveTextContent('12.5%');
    expect(card('Hire success rate')).toHaveTextContent('3 hires of 24 closed applications');
    expect(card('Stale candidates')).toHaveTextContent('8');
    expect(card('Stale candidates')).toHaveTextContent('7+ days in a stage');
    expect(screen.getByRole('link', { name: 'Review applications' })).toHaveAttribute(
      'href',
      '/applications?status=active',
    );
  });

  it('show an empty organisation as zeros, with no scores and no hire rate yet', () => {
    renderComponent(
      <MetricCards
        tiles={buildDashboardTiles({
          metrics_summary: {
            total_open_jobs: 0,
            departments: 0,
            open_jobs_this_week: 0,
            pipeline_candidates: 0,
            pipeline_this_week: 0,
            average_match_score: null,
            final_stage_candidates: 0,
            interviews_this_week: 0,
            interviews_today: 0,
          },
          hire_success_rate: null,
          hires: 0,
          closed_applications: 0,
          stale_candidates: 0,
        })}
      />,
    );

    expect(card('Active Jobs')).toHaveTextContent(/^Active Jobs0in 0 departments\+0 this week$/);
    expect(card('Pipeline Candidates')).toHaveTextContent(
      /^Pipeline Candidates0No scores yet0 in final stages\+0 this week$/,
    );
    expect(card('Interviews this week')).toHaveTextContent(/^Interviews this week00 today$/);
    expect(card('Hire success rate')).toHaveTextContent(/^Hire success rate—No closed applications yet$/);
    expect(card('Stale candidates')).toHaveTextContent(/^Stale candidates07\+ days in a stage/);
  });

  it('say "1 department" and "1 hire of 1 closed application", and a whole rate without decimals', () => {
    renderComponent(
      <MetricCards
        tiles={buildDashboardTiles({
          metrics_summary: { ...buildDashboardTiles().metrics_summary, total_open_jobs: 1, departments: 1 },
          hire_success_rate: 100,
          hires: 1,
          closed_applications: 1,
        })}
      />,
    );

    expect(card('Active Jobs')).toHaveTextContent('in 1 department+');
    expect(card('Hire success rate')).toHaveTextContent(
      /^Hire success rate100%1 hire of 1 closed application$/,
    );
  });
});
