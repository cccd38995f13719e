import {
  ADDED_TEAM_ROLE,
  FIRST_TEAM_ROLE,
  HIRING_TEAM_ROLE_LABELS,
  HIRING_TEAM_ROLES,
  hiringTeamRoleLabel,
  hiringTeamSchema,
  JOB_MANAGING_TEAM_ROLES,
  type JobDetail,
} from '@shortlist/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card.tsx';
import { FieldError } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Select, type SelectOption } from '../../../../components/ui/select.tsx';
import { getErrorMessage } from '../../../../lib/api-error.ts';
import { usePatchJob } from '../../api/save-job.ts';

type Row = { id: number; email: string; role: string };

const ROLE_OPTIONS: SelectOption[] = HIRING_TEAM_ROLES.map((role) => ({
  value: role,
  label: HIRING_TEAM_ROLE_LABELS[role],
}));

/** The roles to choose from; a role the job was saved with before the list changed stays shown. */
function roleOptions(role: string): SelectOption[] {
  return ROLE_OPTIONS.some((option) => option.value === role)
    ? ROLE_OPTIONS
    : [...ROLE_OPTIONS, { value: role, label: hiringTeamRoleLabel(role) }];
}

const managingRoles = new Intl.ListFormat('en', { type: 'disjunction' }).format(
  JOB_MANAGING_TEAM_ROLES.map((role) => HIRING_TEAM_ROLE_LABELS[role]),
);
/** decision 027: which team roles let a hiring manager change the job (admins and recruiters may anyway). */
const MANAGING_NOTE = `Hiring managers on the team may change this job when listed as ${managingRoles}.`;

/** A row's error from the schema the server validates the team with; a blank row is left out. */
function rowError(row: Row): string | undefined {
  if (row.email.trim() === '') return undefined;
  const parsed = hiringTeamSchema.safeParse([{ email: row.email, role: row.role }]);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** spec 01 §2.6 Team editor: the job's hiring team, edited in place by those who may edit the job. */
export function TeamCard({ job, canEdit }: { job: JobDetail; canEdit: boolean }) {
  const patch = usePatchJob();
  const nextId = useRef(0);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const row = (email: string, role: string): Row => ({ id: nextId.current++, email, role });

  const start = () => {
    setShowErrors(false);
    setRows(
      job.hiring_team.length
        ? job.hiring_team.map((member) => row(member.email, member.role))
        : [row('', FIRST_TEAM_ROLE)],
    );
  };
  const change = (id: number, changes: Partial<Row>) =>
    setRows((current) => current?.map((item) => (item.id === id ? { ...item, ...changes } : item)) ?? null);

  const save = () => {
    if (!rows) return;
    const team = hiringTeamSchema.safeParse(rows.map(({ email, role }) => ({ email, role })));
    if (!team.success || rows.some(rowError)) {
      setShowErrors(true);
      return;
    }
    patch.mutate(
      { id: job.id, changes: { hiring_team: team.data, updated_at: job.updated_at } },
      {
        onSuccess: () => {
          toast.success('Team saved');
          setRows(null);
        },
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  };

  return (
    <Card>
      <CardHeader
        title="Team"
        actions={
          canEdit && !rows ? (
            <Button variant="ghost" size="sm" icon={<Pencil className="size-3.5" />} onClick={start}>
              Edit team
            </Button>
          ) : null
        }
      />
      <CardContent>
        {rows ? (
          <div className="space-y-3">
            {rows.map((item, index) => {
              const error = showErrors ? rowError(item) : undefined;
              return (
                <div key={item.id} className="space-y-1.5">
                  <Input
                    type="email"
                    aria-label={`Team member ${index + 1} e-mail`}
                    placeholder="name@company.com"
                    value={item.email}
                    invalid={!!error}
                    onChange={(event) => change(item.id, { email: event.target.value })}
                  />
                  <div className="flex items-center gap-2">
                    <Select
                      aria-label={`Team member ${index + 1} role`}
                      value={item.role}
                      options={roleOptions(item.role)}
                      onValueChange={(role) => change(item.id, { role })}
                      className="flex-1"
                    />
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove team member ${index + 1}`}
                      onClick={() => setRows(rows.filter((other) => other.id !== item.id))}
                    >
                      <Trash2 className="size-4" />
                    </Button>
                  </div>
                  <FieldError message={error} />
                </div>
              );
            })}
            <p className="text-xs text-slate-500">{MANAGING_NOTE} Rows without an e-mail are left out.</p>
            <Button
              variant="secondary"
              size="sm"
              icon={<Plus className="size-3.5" />}
              onClick={() => setRows([...rows, row('', rows.length ? ADDED_TEAM_ROLE : FIRST_TEAM_ROLE)])}
            >
              Add team member
            </Button>
            <div className="flex justify-end gap-2 border-t border-slate-100 pt-3">
              <Button variant="ghost" size="sm" onClick={() => setRows(null)}>
                Cancel
              </Button>
              <Button size="sm" onClick={save} loading={patch.isPending}>
                Save team
              </Button>
            </div>
          </div>
        ) : job.hiring_team.length ? (
          <ul className="space-y-2 text-sm">
            {/* the same address may stand twice in one role: the position tells the rows apart */}
            {job.hiring_team.map((member, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the saved list has no ids, and is only shown
              <li key={`${index}:${member.email}`}>
                <p className="truncate text-slate-800">{member.email}</p>
                <p className="text-xs text-slate-500">{hiringTeamRoleLabel(member.role)}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-400">No team members yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
