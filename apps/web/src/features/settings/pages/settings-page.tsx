import type { Permission } from '@shortlist/contracts';
import { Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useAuth } from '../../../lib/auth-session.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** One tab of /settings; `app/router.tsx` composes them from the features that own them. */
export type SettingsSection = { id: string; label: string; permission?: Permission; element: ReactNode };

/**
 * /settings: organisation settings. A section needing a permission the user lacks is not shown at
 * all (and the server refuses its calls anyway). The tab is kept in the URL (?tab=users).
 */
export function SettingsPage({ sections }: { sections: SettingsSection[] }) {
  useDocumentTitle('Settings');
  const { can } = useAuth();
  const [params, setParams] = useSearchParams();
  const visible = sections.filter((section) => !section.permission || can(section.permission));
  const requested = params.get('tab');
  const active = visible.find((section) => section.id === requested)?.id ?? visible[0]?.id;

  return (
    <>
      <PageHeader title="Settings" description="Users, roles and the organisation's configuration." />
      {visible.length === 0 || !active ? (
        <Card>
          <EmptyState
            icon={<Settings />}
            title="Nothing to configure for your role"
            description="Organisation settings are managed by administrators. Your own details and sign-ins are on your profile."
            action={
              <Link to="/profile" className={buttonClassName({ variant: 'secondary' })}>
                Open my profile
              </Link>
            }
          />
        </Card>
      ) : (
        <Tabs value={active} onValueChange={(tab) => setParams({ tab }, { replace: true })}>
          <TabsList>
            {visible.map((section) => (
              <TabsTrigger key={section.id} value={section.id}>
                {section.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {visible.map((section) => (
            <TabsContent key={section.id} value={section.id}>
              {section.element}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </>
  );
}
