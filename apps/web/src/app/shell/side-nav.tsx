import {
  Briefcase,
  Globe,
  Layers,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Settings,
  Users,
  Zap,
} from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { SidebarActiveJobs } from './sidebar-active-jobs.tsx';
import { navItemClassName, SidebarSection } from './sidebar-section.tsx';
import { SidebarUserCard } from './sidebar-user-card.tsx';

type NavItem = { label: string; to: string; icon: LucideIcon; alsoActiveOn?: readonly string[] };

/** spec 01 §2.2: Dashboard, Jobs, Candidates, Email System, Settings. */
const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard, alsoActiveOn: ['/'] },
  { label: 'Jobs', to: '/jobs', icon: Briefcase },
  { label: 'Candidates', to: '/candidates', icon: Users },
  { label: 'Email System', to: '/email', icon: Mail },
  { label: 'Settings', to: '/settings', icon: Settings },
];

/** spec 01 §2.2 filter shortcuts; each is a preset of the jobs list's URL filters. */
const FILTER_SHORTCUTS = [
  { label: 'All Sectors & Departments', to: '/jobs', icon: Layers },
  { label: 'Open Positions', to: '/jobs?status=open', icon: Zap },
  { label: 'Remote Jobs', to: '/jobs?location=remote', icon: Globe },
] as const;

export function SideNav() {
  const location = useLocation();
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center px-5">
        <Link to="/dashboard" aria-label="Shortlist home" className="rounded-md">
          <Logo />
        </Link>
      </div>
      <div className="flex-1 space-y-7 overflow-y-auto px-3 pt-2 pb-6">
        <nav aria-label="Main">
          <ul className="space-y-0.5">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    navItemClassName(isActive || !!item.alsoActiveOn?.includes(location.pathname))
                  }
                >
                  <item.icon aria-hidden />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <SidebarActiveJobs />
        <SidebarSection title="Filters">
          <ul className="space-y-0.5">
            {FILTER_SHORTCUTS.map((shortcut) => {
              const active = `${location.pathname}${location.search}` === shortcut.to;
              return (
                <li key={shortcut.to}>
                  <Link
                    to={shortcut.to}
                    aria-current={active ? 'page' : undefined}
                    className={navItemClassName(active, 'compact')}
                  >
                    <shortcut.icon aria-hidden />
                    {shortcut.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </SidebarSection>
      </div>
      <SidebarUserCard />
    </div>
  );
}
