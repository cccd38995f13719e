import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Card>
      <EmptyState
        className="py-20"
        icon={<Compass />}
        title="Page not found"
        description="The page you were looking for doesn't exist or has moved."
        action={
          <Link to="/dashboard" className={buttonClassName()}>
            Go to the dashboard
          </Link>
        }
      />
    </Card>
  );
}
