import { ArrowRight, Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export type ComingSoonPageProps = {
  /** the page's name, as the navigation calls it */
  title: string;
  /** one line on what the page will do */
  summary: string;
};

/** An honest stand-in for a screen a later issue builds: it says so, and shows no invented data. */
export function ComingSoonPage({ title, summary }: ComingSoonPageProps) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <EmptyState
          className="py-20"
          icon={<Hourglass />}
          title={`${title} is coming in a later release`}
          description={summary}
          action={
            <Link to="/jobs" className={buttonClassName({ variant: 'secondary' })}>
              Browse jobs
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          }
        />
      </Card>
    </>
  );
}
