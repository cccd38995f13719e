import {
  type CandidateRow,
  HIGH_MATCH_SCORE,
  HIGH_POTENTIAL_SCORE,
  listBadgeColor,
  NOT_CALCULATED,
} from '@shortlist/contracts';
import { Briefcase, Mail, MapPin, Phone, Sparkles, Star } from 'lucide-react';
import { Link } from 'react-router';
import { ApplicantCell } from '../../../components/ui/applicant-cell.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { ScoreBadge } from '../../../components/ui/score-badge.tsx';
import { formatDate } from '../../../lib/format.ts';

const placeOf = (row: Pick<CandidateRow, 'city' | 'country' | 'location'>) =>
  [row.city, row.country].filter(Boolean).join(', ') || row.location;

/** One candidate in the list (spec 02 §2: every row field, badge bands 90/80/70, High potential at 85). */
export function CandidateListRow({ candidate }: { candidate: CandidateRow }) {
  const score = candidate.average_match_score;
  const place = placeOf(candidate);
  return (
    <li className="flex gap-4 px-5 py-4 hover:bg-slate-50/60">
      <ApplicantCell
        candidateId={candidate.id}
        name={candidate.full_name}
        className="flex-1"
        badges={
          <>
            <ScoreBadge score={score} band={listBadgeColor} emptyLabel={NOT_CALCULATED} suffix=" match" />
            {score !== null && score >= HIGH_POTENTIAL_SCORE ? (
              <Badge tone="brand">
                <Sparkles className="size-3" aria-hidden />
                High potential
              </Badge>
            ) : null}
            {score !== null && score >= HIGH_MATCH_SCORE ? (
              <Badge tone="green">
                <Star className="size-3" aria-hidden />
                Top match
              </Badge>
            ) : null}
          </>
        }
      >
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          {candidate.current_company ? (
            <span className="inline-flex items-center gap-1">
              <Briefcase className="size-3.5 text-slate-400" aria-hidden />
              {candidate.current_company}
            </span>
          ) : null}
          {place ? (
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3.5 text-slate-400" aria-hidden />
              {place}
            </span>
          ) : null}
          {candidate.years_experience !== null ? (
            <span>{candidate.years_experience} years experience</span>
          ) : null}
          {candidate.first_email ? (
            <span className="inline-flex items-center gap-1">
              <Mail className="size-3.5 text-slate-400" aria-hidden />
              {candidate.first_email}
            </span>
          ) : null}
          {candidate.first_phone ? (
            <span className="inline-flex items-center gap-1">
              <Phone className="size-3.5 text-slate-400" aria-hidden />
              {candidate.first_phone}
            </span>
          ) : null}
        </div>
        {candidate.summary ? (
          <p className="line-clamp-2 text-sm text-slate-500">{candidate.summary}</p>
        ) : null}
        {candidate.top_skills.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
            {candidate.top_skills.map((skill) => (
              <li key={skill}>
                <Badge>{skill}</Badge>
              </li>
            ))}
            {candidate.more_skills_count > 0 ? (
              <li className="text-xs text-slate-500 self-center">+{candidate.more_skills_count} more</li>
            ) : null}
          </ul>
        ) : null}
      </ApplicantCell>
      <div className="flex shrink-0 flex-col items-end justify-between gap-2 text-right text-xs text-slate-500">
        <span>Added {formatDate(candidate.created_at, 'long')}</span>
        <span>
          {candidate.application_count} {candidate.application_count === 1 ? 'application' : 'applications'}
        </span>
        <Link
          to={`/candidates/${candidate.id}`}
          className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
        >
          View Profile
        </Link>
      </div>
    </li>
  );
}
