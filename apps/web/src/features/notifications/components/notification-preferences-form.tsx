import {
  NOTIFICATION_TYPE_DESCRIPTIONS,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type NotificationPreferences,
  type NotificationType,
} from '@shortlist/contracts';
import { clsx } from 'clsx';
import { toast } from 'sonner';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences.ts';

export const PREFERENCES_SAVED = 'Notification preferences saved';

/** One switch per kind of notification; each change is saved at once. */
export function NotificationPreferencesForm() {
  const preferences = useNotificationPreferences();
  return (
    <QueryState
      query={preferences}
      loading={<CentredSpinner label="Loading notification preferences" size="md" className="py-8" />}
      errorTitle="Couldn't load notification preferences"
    >
      {(saved) => <PreferenceSwitches saved={saved} />}
    </QueryState>
  );
}

function PreferenceSwitches({ saved }: { saved: NotificationPreferences }) {
  const update = useUpdateNotificationPreferences();
  // while a save is on its way the switch already shows the new choice
  const shown = update.isPending && update.variables ? update.variables : saved;
  const toggle = (type: NotificationType) =>
    update.mutate(
      { ...shown, [type]: !shown[type] },
      {
        onSuccess: () => toast.success(PREFERENCES_SAVED),
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );

  return (
    <ul className="divide-y divide-slate-100">
      {NOTIFICATION_TYPES.map((type) => {
        const on = shown[type];
        const labelId = `notification-preference-${type}`;
        return (
          <li key={type} className="flex items-center justify-between gap-4 py-3">
            <div className="min-w-0">
              <p id={labelId} className="text-sm font-medium text-slate-800">
                {NOTIFICATION_TYPE_LABELS[type]}
              </p>
              <p id={`${labelId}-description`} className="text-xs text-slate-500">
                {NOTIFICATION_TYPE_DESCRIPTIONS[type]}
              </p>
            </div>
            <button
              type="button"
              role="switch"
              aria-checked={on}
              aria-labelledby={labelId}
              aria-describedby={`${labelId}-description`}
              disabled={update.isPending}
              onClick={() => toggle(type)}
              className={clsx(
                'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
                'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none',
                'disabled:cursor-wait',
                on ? 'bg-brand-600' : 'bg-slate-300',
              )}
            >
              <span
                aria-hidden
                className={clsx(
                  'inline-block size-5 rounded-full bg-white shadow transition-transform',
                  on ? 'translate-x-5.5' : 'translate-x-0.5',
                )}
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
