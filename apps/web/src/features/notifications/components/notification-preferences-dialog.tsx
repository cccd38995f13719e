import { Settings } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { NotificationPreferencesForm } from './notification-preferences-form.tsx';

/** The notifications page's Settings button: the same preferences as on the profile page. */
export function NotificationPreferencesDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" icon={<Settings className="size-4" aria-hidden />}>
          Settings
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Notification preferences"
        description="Choose which notifications you receive. Changes are saved at once."
      >
        <NotificationPreferencesForm />
      </DialogContent>
    </Dialog>
  );
}
