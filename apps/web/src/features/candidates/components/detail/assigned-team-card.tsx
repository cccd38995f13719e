import type { TeamMember } from '@shortlist/contracts';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Avatar } from '../../../../components/ui/avatar.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useCandidateTeam, useSaveCandidateTeam } from '../../api/candidate-team.ts';
import { Panel } from './overview-tab.tsx';

export function AssignedTeamCard({ candidateId }: { candidateId: number }) {
  const team = useCandidateTeam(candidateId);
  const save = useSaveCandidateTeam(candidateId);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<TeamMember[]>([]);
  const everyone = team.data ? [...team.data.assigned_team, ...team.data.available] : [];
  const available = everyone.filter((member) => !draft.some((chosen) => chosen.id === member.id));

  const open = () => {
    setDraft(team.data?.assigned_team ?? []);
    setEditing(true);
  };

  return (
    <Panel
      title="Assigned Team"
      actions={
        <Button size="sm" variant="ghost" onClick={open} disabled={!team.data}>
          Edit
        </Button>
      }
    >
      {team.isPending ? (
        <Spinner label="Loading team" />
      ) : team.isError ? (
        <p className="text-sm text-slate-500">The team could not be loaded.</p>
      ) : team.data.assigned_team.length === 0 ? (
        <p className="text-sm text-slate-500">No one assigned yet.</p>
      ) : (
        <ul className="space-y-2">
          {team.data.assigned_team.map((member) => (
            <li key={member.id} className="flex items-center gap-2 text-sm">
              <Avatar name={member.name} size="sm" />
              <span className="font-medium text-slate-800">{member.name}</span>
              <span className="text-xs text-slate-500">{member.role.replace('_', ' ')}</span>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent
          title="Assigned Team"
          description="Choose who works on this candidate."
          footer={
            <>
              <Button variant="secondary" onClick={() => setEditing(false)}>
                Cancel
              </Button>
              <Button
                loading={save.isPending}
                onClick={() =>
                  save.mutate(
                    draft.map((member) => member.id),
                    {
                      onSuccess: () => {
                        setEditing(false);
                        toast.success('Team updated');
                      },
                    },
                  )
                }
              >
                Save Changes
              </Button>
            </>
          }
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <MemberList
              title="Current members"
              members={draft}
              action="Remove"
              icon={<X className="size-4" />}
              onPick={(member) => setDraft(draft.filter((item) => item.id !== member.id))}
            />
            <MemberList
              title="Available"
              members={available}
              action="Add"
              icon={<Plus className="size-4" />}
              onPick={(member) => setDraft([...draft, member])}
            />
          </div>
        </DialogContent>
      </Dialog>
    </Panel>
  );
}

function MemberList({
  title,
  members,
  action,
  icon,
  onPick,
}: {
  title: string;
  members: TeamMember[];
  action: string;
  icon: React.ReactNode;
  onPick: (member: TeamMember) => void;
}) {
  return (
    <section>
      <h3 className="mb-2 text-xs font-medium tracking-wide text-slate-500 uppercase">{title}</h3>
      {members.length === 0 ? <p className="text-sm text-slate-400">None</p> : null}
      <ul className="space-y-1">
        {members.map((member) => (
          <li
            key={member.id}
            className="flex items-center gap-2 rounded-md px-1 py-1 text-sm hover:bg-slate-50"
          >
            <Avatar name={member.name} size="sm" />
            <span className="flex-1 truncate">{member.name}</span>
            <Button
              size="icon"
              variant="ghost"
              aria-label={`${action} ${member.name}`}
              onClick={() => onPick(member)}
            >
              {icon}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
