import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  JOB_STATUS_COLORS,
  type SearchApplication,
  type SearchCandidate,
  type SearchJob,
} from '@shortlist/contracts';
import { clsx } from 'clsx';
import { ArrowRight, Briefcase, FileText } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { capitalize } from '../../../lib/format.ts';
import { matchParts, type SearchGroup, type SearchOption } from '../lib/search-options.ts';
import { Highlight } from './highlight.tsx';

const APPLICATION_STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  active: 'blue',
  hired: 'green',
  rejected: 'red',
  withdrawn: 'neutral',
};

type SearchResultsProps = {
  id: string;
  groups: SearchGroup[];
  /** the text the results were found for, marked in them */
  query: string;
  activeKey: string | null;
  optionId: (key: string) => string;
  onActivate: (key: string) => void;
  onChoose: () => void;
};

/**
 * The listbox of the ARIA combobox pattern: one group per kind of result, every row an option the
 * arrows reach (focus stays in the box; `aria-activedescendant` points here) and a link the mouse
 * follows.
 */
export function SearchResults({
  id,
  groups,
  query,
  activeKey,
  optionId,
  onActivate,
  onChoose,
}: SearchResultsProps) {
  return (
    <div id={id} role="listbox" aria-label="Search results" className="py-1.5">
      {groups.map((group) => (
        // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group"; a <fieldset> belongs to forms
        <div
          key={group.key}
          role="group"
          aria-labelledby={`${id}-${group.key}`}
          className="border-slate-100 not-first:mt-1.5 not-first:border-t not-first:pt-1.5"
        >
          <div
            id={`${id}-${group.key}`}
            role="presentation"
            className="px-4 pt-1.5 pb-1 text-xs font-semibold text-slate-500"
          >
            {group.heading}
          </div>
          {group.options.map((option) => (
            <Link
              key={option.key}
              id={optionId(option.key)}
              to={option.href}
              role="option"
              aria-selected={option.key === activeKey}
              tabIndex={-1}
              // the box keeps the focus (and the panel stays open) until the click lands
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => {
                if (option.key !== activeKey) onActivate(option.key);
              }}
              onClick={onChoose}
              className={clsx(
                'mx-1.5 flex items-center gap-3 rounded-lg px-2.5 py-2 text-sm outline-none',
                option.key === activeKey ? 'bg-slate-100' : undefined,
                option.kind === 'see-all' ? 'py-1.5 font-medium text-brand-600' : 'text-slate-900',
              )}
            >
              <OptionContent option={option} query={query} />
            </Link>
          ))}
        </div>
      ))}
    </div>
  );
}

function OptionContent({ option, query }: { option: SearchOption; query: string }) {
  switch (option.kind) {
    case 'candidate':
      return <CandidateRow candidate={option.candidate} query={query} />;
    case 'job':
      return <JobRow job={option.job} query={query} />;
    case 'application':
      return <ApplicationRow application={option.application} query={query} />;
    case 'see-all':
      return (
        <>
          <span className="flex-1 pl-10">{option.label}</span>
          <ArrowRight className="size-4" aria-hidden />
        </>
      );
  }
}

function CandidateRow({ candidate, query }: { candidate: SearchCandidate; query: string }) {
  const role = candidate.current_role;
  const company = candidate.current_company;
  const position =
    role || company ? (
      <>
        {role}
        {role && company ? ' at ' : null}
        {company ? <Highlight text={company} query={query} /> : null}
      </>
    ) : null;
  const email = candidate.email ? <Highlight key="email" text={candidate.email} query={query} /> : null;
  // found by e-mail alone: the address comes first, so the reason is not cut off at the row's end
  const byEmail =
    !matches(candidate.full_name, query) && !matches(company, query) && matches(candidate.email, query);
  return (
    <>
      <Avatar name={candidate.full_name} size="sm" />
      <RowText
        title={<Highlight text={candidate.full_name} query={query} />}
        details={byEmail ? [email, position] : [position, email]}
      />
    </>
  );
}

function JobRow({ job, query }: { job: SearchJob; query: string }) {
  return (
    <>
      <RowIcon>
        <Briefcase />
      </RowIcon>
      <RowText
        title={<Highlight text={job.title} query={query} />}
        details={[
          job.department ? <Highlight key="department" text={job.department} query={query} /> : null,
          job.location || null,
        ]}
      />
      {job.status === 'open' ? null : (
        <Badge tone={JOB_STATUS_COLORS[job.status]} dot>
          {capitalize(job.status)}
        </Badge>
      )}
    </>
  );
}

function ApplicationRow({ application, query }: { application: SearchApplication; query: string }) {
  return (
    <>
      <RowIcon>
        <FileText />
      </RowIcon>
      <RowText
        title={<Highlight text={application.candidate_name} query={query} />}
        details={[application.job_title, application.stage_label]}
      />
      {application.status === 'active' ? null : (
        <Badge tone={APPLICATION_STATUS_TONES[application.status]}>
          {APPLICATION_STATUS_LABELS[application.status]}
        </Badge>
      )}
    </>
  );
}

const matches = (text: string, query: string) => matchParts(text, query).length > 1;

function RowIcon({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden
      className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500 [&_svg]:size-4"
    >
      {children}
    </span>
  );
}

/** The name or title, and its details joined by " · " in muted text (empty ones left out). */
function RowText({ title, details }: { title: ReactNode; details: ReactNode[] }) {
  const shown = details.filter(Boolean);
  return (
    <span className="min-w-0 flex-1">
      <span className="block truncate font-medium">{title}</span>
      {shown.length > 0 ? (
        <span className="block truncate text-xs text-slate-500">
          {shown.map((detail, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of at most two details
            <Fragment key={index}>
              {index > 0 ? ' · ' : null}
              {detail}
            </Fragment>
          ))}
        </span>
      ) : null}
    </span>
  );
}
