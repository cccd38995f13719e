import { SECTORS } from '@shortlist/contracts';
import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';

const ALL_SECTORS = 'all';
const SECTOR_OPTIONS = [
  { value: ALL_SECTORS, label: 'All sectors' },
  ...SECTORS.map(({ name }) => ({ value: name, label: name })),
];

type CareersFiltersProps = {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  sector: string | undefined;
  onSectorChange: (sector: string | undefined) => void;
};

/** The careers list's search box and sector choice (spec 01 §9's seven sectors). */
export function CareersFilters({
  searchText,
  onSearchTextChange,
  sector,
  onSectorChange,
}: CareersFiltersProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <div className="min-w-0 flex-1">
        <label htmlFor="careers-search" className="sr-only">
          Search jobs
        </label>
        <Input
          id="careers-search"
          type="search"
          value={searchText}
          onChange={(event) => onSearchTextChange(event.target.value)}
          placeholder="Search by job title, team or location"
          leadingIcon={<Search />}
          className="h-10"
          maxLength={200}
        />
      </div>
      <Select
        aria-label="Sector"
        value={sector ?? ALL_SECTORS}
        onValueChange={(value) => onSectorChange(value === ALL_SECTORS ? undefined : value)}
        options={SECTOR_OPTIONS}
        className="h-10 w-full sm:w-72"
      />
    </div>
  );
}
