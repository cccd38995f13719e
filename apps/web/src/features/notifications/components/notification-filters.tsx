import {
  NOTIFICATION_PRIORITY_FILTERS,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
} from '@shortlist/contracts';
import { FilterBar, FilterSelect } from '../../../components/ui/filter-bar.tsx';

/** spec 02 §2 Notifications page: status All / Unread / Read. */
const STATUS_OPTIONS = [
  { value: 'delivered', label: 'Unread' },
  { value: 'read', label: 'Read' },
];
const TYPE_OPTIONS = NOTIFICATION_TYPES.map((type) => ({
  value: type,
  label: NOTIFICATION_TYPE_LABELS[type],
}));

export type NotificationFilterValues = { status?: string; priority_level?: string; template_type?: string };

type Props = {
  values: NotificationFilterValues;
  onChange: (changes: Record<string, string | undefined>) => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
};

/** Search plus the status, priority and type filters; every choice is kept in the address. */
export function NotificationFilters({ values, onChange, searchText, onSearchTextChange }: Props) {
  const choose = (name: keyof NotificationFilterValues) => (value: string | undefined) =>
    onChange({ [name]: value });
  return (
    <FilterBar
      search={{
        label: 'Search notifications',
        placeholder: 'Search notifications...',
        value: searchText,
        onChange: onSearchTextChange,
        className: 'min-w-56 flex-1',
      }}
    >
      <FilterSelect
        label="Status"
        allLabel="All"
        value={values.status}
        onChange={choose('status')}
        options={STATUS_OPTIONS}
      />
      <FilterSelect
        label="Priority"
        allLabel="All priorities"
        value={values.priority_level}
        onChange={choose('priority_level')}
        options={NOTIFICATION_PRIORITY_FILTERS}
      />
      <FilterSelect
        label="Type"
        allLabel="All types"
        value={values.template_type}
        onChange={choose('template_type')}
        options={TYPE_OPTIONS}
        className="min-w-44"
      />
    </FilterBar>
  );
}
