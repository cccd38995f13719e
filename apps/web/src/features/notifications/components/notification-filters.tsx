import {
  NOTIFICATION_PRIORITY_FILTERS,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
} from '@shortlist/contracts';
import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';

const ALL = 'all';

/** spec 02 §2 Notifications page: status All / Unread / Read. */
const STATUS_OPTIONS = [
  { value: ALL, label: 'All' },
  { value: 'delivered', label: 'Unread' },
  { value: 'read', label: 'Read' },
];
const PRIORITY_OPTIONS = [{ value: ALL, label: 'All priorities' }, ...NOTIFICATION_PRIORITY_FILTERS];
const TYPE_OPTIONS = [
  { value: ALL, label: 'All types' },
  ...NOTIFICATION_TYPES.map((type) => ({ value: type, label: NOTIFICATION_TYPE_LABELS[type] })),
];

export type NotificationFilterValues = { status?: string; priority_level?: string; template_type?: string };

type Props = {
  values: NotificationFilterValues;
  onChange: (changes: Record<string, string | undefined>) => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
};

/** Search plus the status, priority and type filters; every choice is kept in the address. */
export function NotificationFilters({ values, onChange, searchText, onSearchTextChange }: Props) {
  const choose = (name: keyof NotificationFilterValues) => (value: string) =>
    onChange({ [name]: value === ALL ? undefined : value });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="min-w-56 flex-1">
        <Input
          type="search"
          aria-label="Search notifications"
          placeholder="Search notifications..."
          leadingIcon={<Search />}
          value={searchText}
          onChange={(event) => onSearchTextChange(event.target.value)}
        />
      </div>
      <Select
        aria-label="Status"
        value={values.status ?? ALL}
        onValueChange={choose('status')}
        options={STATUS_OPTIONS}
      />
      <Select
        aria-label="Priority"
        value={values.priority_level ?? ALL}
        onValueChange={choose('priority_level')}
        options={PRIORITY_OPTIONS}
      />
      <Select
        aria-label="Type"
        value={values.template_type ?? ALL}
        onValueChange={choose('template_type')}
        options={TYPE_OPTIONS}
        className="min-w-44"
      />
    </div>
  );
}
