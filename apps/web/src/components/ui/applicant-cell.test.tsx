import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApplicantCell } from './applicant-cell.tsx';

function renderCell() {
  const router = createMemoryRouter(
    [
      {
        path: '/applications',
        element: <ApplicantCell candidateId={40} name="Ada Lovelace" subtitle="ada@example.com" />,
      },
      { path: '/candidates/:id', element: <p>Candidate page</p> },
    ],
    { initialEntries: ['/applications'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('the applicant cell', () => {
  it("shows the candidate's initials, name and e-mail, and opens the candidate's page", async () => {
    const { router, user } = renderCell();
    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ada Lovelace' }));
    expect(router.state.location.pathname).toBe('/candidates/40');
  });
});
