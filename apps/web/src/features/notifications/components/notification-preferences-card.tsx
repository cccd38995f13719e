import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { NotificationPreferencesForm } from './notification-preferences-form.tsx';

/** The profile page's card: which kinds of notification this user receives. */
export function NotificationPreferencesCard() {
  return (
    <Card>
      <CardHeader
        title="Notification preferences"
        description="Choose which notifications you receive, in the bell and on the notifications page."
      />
      <CardContent className="py-1">
        <NotificationPreferencesForm />
      </CardContent>
    </Card>
  );
}
