import { Link } from 'react-router';

/** The Actions column of application tables (spec 02 applications page, spec 01 §2.6 candidates tab). */
export function ViewCandidateLink({ candidateId, name }: { candidateId: number; name: string }) {
  return (
    <Link
      to={`/candidates/${candidateId}`}
      className="font-medium text-brand-700 hover:underline"
      aria-label={`View ${name}`}
    >
      View
    </Link>
  );
}
