import {
  Activity,
  ArrowRightLeft,
  BadgeCheck,
  Briefcase,
  CalendarClock,
  FileSignature,
  FileText,
  type LucideIcon,
  Mail,
  PencilLine,
  ShieldCheck,
  StickyNote,
  Workflow,
} from 'lucide-react';

type ActivityType = {
  /** the filter's name for the entries of this type */
  label: string;
  icon: LucideIcon;
  /** spec 01 §9 event icon colours: note blue, email green, meeting orange, status_change red, the rest grey */
  tone: string;
};

const GREY = 'bg-slate-100 text-slate-500';

/**
 * The timeline's entry types, as the server's timeline subscriber writes them (spec 01 §3 and the
 * job-level ones): a stage move, a new application or a profile change is a status_change; tasks
 * and scorecards are notes; interviews are meetings.
 */
export const ACTIVITY_TYPES = {
  status_change: { label: 'Stage and status changes', icon: ArrowRightLeft, tone: 'bg-red-50 text-red-600' },
  note: { label: 'Notes, tasks and scorecards', icon: StickyNote, tone: 'bg-sky-50 text-sky-600' },
  email: { label: 'E-mails', icon: Mail, tone: 'bg-emerald-50 text-emerald-600' },
  meeting: { label: 'Interviews', icon: CalendarClock, tone: 'bg-orange-50 text-orange-600' },
  document_upload: { label: 'Documents', icon: FileText, tone: GREY },
  offer: { label: 'Offers', icon: FileSignature, tone: GREY },
  job_created: { label: 'Jobs created', icon: Briefcase, tone: GREY },
  job_updated: { label: 'Job edits', icon: PencilLine, tone: GREY },
  signoff: { label: 'Sign-offs', icon: BadgeCheck, tone: GREY },
  bar_raiser: { label: 'Bar raiser changes', icon: ShieldCheck, tone: GREY },
  workflow_change: { label: 'Workflow changes', icon: Workflow, tone: GREY },
} as const satisfies Record<string, ActivityType>;

const OTHER: ActivityType = { label: 'Other', icon: Activity, tone: GREY };

export function activityTypeOf(type: string): ActivityType {
  return (ACTIVITY_TYPES as Record<string, ActivityType>)[type] ?? OTHER;
}

/** The type filter's options. (The spec's `call` is left out: nothing records a call.) */
export const ACTIVITY_TYPE_OPTIONS = Object.entries(ACTIVITY_TYPES).map(([value, { label }]) => ({
  value,
  label,
}));
