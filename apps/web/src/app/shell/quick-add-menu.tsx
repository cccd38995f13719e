import { Briefcase, Plus, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { useAuth } from '../../lib/auth-session.tsx';

/** The top bar's quick-add button (spec 01 §2.2). */
export function QuickAddMenu() {
  const { can } = useAuth();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="icon" aria-label="Quick add" title="Quick add" className="rounded-full">
          <Plus className="size-[18px]" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-56">
        <DropdownMenuLabel className="text-xs font-medium text-slate-500">Create</DropdownMenuLabel>
        {can('create_jobs') ? (
          <DropdownMenuItem asChild>
            <Link to="/jobs/new">
              <Briefcase aria-hidden />
              New Job
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link to="/candidates">
            <UserPlus aria-hidden />
            Add Candidate
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
