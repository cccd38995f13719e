import { type Application, type Candidate, HIGH_MATCH_SCORE } from '@shortlist/contracts';
import {
  ArrowLeft,
  Calendar,
  Code2,
  Flag,
  Globe,
  Link2,
  Mail,
  MapPin,
  MessageSquarePlus,
  Phone,
  UserX,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ErasedBanner } from './erased-banner.tsx';

type Props = {
  candidate: Candidate;
  applications: Application[];
  /** opens the Notes tab; absent for an erased candidate, who takes no notes */
  onAddNote?: () => void;
  /** opens the Schedule Interview dialog; absent when the page has none */
  onScheduleInterview?: () => void;
  /** why the button is disabled: no active application of a job the user manages */
  scheduleBlockedReason?: string;
  /** opens the compose dialog; absent when the page has none or the user may not send e-mail */
  onSendEmail?: () => void;
  menu: ReactNode;
};

/** spec 02 §2: "Applied for {job}" plus role and company, else role at company, else "Position not specified". */
export function subtitleOf(candidate: Candidate, latest: Application | undefined): string {
  const role = [candidate.current_role, candidate.current_company].filter(Boolean).join(' at ');
  if (latest) return `Applied for ${latest.job.title}${role ? ` · ${role}` : ''}`;
  return role || 'Position not specified';
}

export function CandidateHeader({
  candidate,
  applications,
  onAddNote,
  onScheduleInterview,
  scheduleBlockedReason,
  onSendEmail,
  menu,
}: Props) {
  const best = Math.max(-1, ...applications.map((application) => application.match_score ?? -1));
  // an erased record has no contact details, flag or archive of its own: the banner says why
  const erased = candidate.erased_at !== null;
  return (
    <header className="mb-6 space-y-4">
      <Link
        to="/candidates"
        className="inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-800"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to candidates
      </Link>
      {candidate.erased_at ? <ErasedBanner erasedAt={candidate.erased_at} /> : null}
      <div className="flex flex-wrap items-start gap-4 rounded-xl bg-white p-5 ring-1 ring-slate-200">
        {erased ? (
          <span
            aria-hidden
            className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-400 ring-1 ring-slate-200"
          >
            <UserX className="size-6" />
          </span>
        ) : (
          <Avatar name={candidate.full_name} className="size-14! text-lg!" />
        )}
        {/* a basis, not flex-1's zero: when the buttons do not fit beside 20rem of name and
            contact details they wrap onto their own line instead of squeezing this column */}
        <div className="min-w-0 flex-[1_1_20rem] space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-xl font-semibold text-slate-900">{candidate.full_name}</h1>
            {best >= HIGH_MATCH_SCORE ? <Badge tone="green">High Match</Badge> : null}
            {applications.length > 1 ? <Badge tone="blue">Multi-Job</Badge> : null}
            {candidate.is_flagged && !erased ? (
              <Badge tone="orange">
                <Flag className="size-3" aria-hidden /> Flagged
              </Badge>
            ) : null}
            {candidate.is_archived && !erased ? <Badge>Archived</Badge> : null}
            {erased ? <Badge>Erased</Badge> : null}
          </div>
          <p className="text-sm text-slate-600">{subtitleOf(candidate, applications[0])}</p>
          {erased ? null : <ContactDetails candidate={candidate} />}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {onAddNote ? (
            <Button variant="secondary" icon={<MessageSquarePlus className="size-4" />} onClick={onAddNote}>
              Add Note
            </Button>
          ) : null}
          {onScheduleInterview || scheduleBlockedReason ? (
            <Button
              variant="secondary"
              icon={<Calendar className="size-4" />}
              onClick={onScheduleInterview}
              disabled={!onScheduleInterview}
              title={scheduleBlockedReason}
              aria-haspopup="dialog"
            >
              Schedule Interview
            </Button>
          ) : null}
          {onSendEmail ? (
            <Button icon={<Mail className="size-4" />} onClick={onSendEmail} aria-haspopup="dialog">
              Send Email
            </Button>
          ) : null}
          {menu}
        </div>
      </div>
    </header>
  );
}

/** E-mail, phone, place and web links, with a word for each one missing. */
function ContactDetails({ candidate }: { candidate: Candidate }) {
  const place = [candidate.city, candidate.country].filter(Boolean).join(', ') || candidate.location;
  const email = candidate.emails[0];
  return (
    <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
      <span className="inline-flex items-center gap-1">
        <Mail className="size-4 text-slate-400" aria-hidden />
        {email ?? 'No email'}
      </span>
      <span className="inline-flex items-center gap-1">
        <Phone className="size-4 text-slate-400" aria-hidden />
        {candidate.phones[0] ?? 'No phone'}
      </span>
      <span className="inline-flex items-center gap-1">
        <MapPin className="size-4 text-slate-400" aria-hidden />
        {place || 'Location not specified'}
      </span>
      {candidate.links.linkedin ? (
        <ExternalLink href={candidate.links.linkedin} icon={<Link2 className="size-4" />} label="LinkedIn" />
      ) : null}
      {candidate.links.github ? (
        <ExternalLink href={candidate.links.github} icon={<Code2 className="size-4" />} label="GitHub" />
      ) : null}
      {candidate.links.portfolio ? (
        <ExternalLink
          href={candidate.links.portfolio}
          icon={<Globe className="size-4" />}
          label="Portfolio"
        />
      ) : null}
    </div>
  );
}

/** Only a web address becomes a link: a row stored before links were checked may hold another scheme. */
function ExternalLink({ href, icon, label }: { href: string; icon: ReactNode; label: string }) {
  if (!/^https?:\/\//i.test(href)) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 text-brand-700 hover:underline"
    >
      <span aria-hidden className="text-slate-400">
        {icon}
      </span>
      {label}
    </a>
  );
}
