import { SECTORS } from '@shortlist/contracts';
import { FilterSearch, FilterSelect } from '../../../components/ui/filter-bar.tsx';

const SECTOR_OPTIONS = SECTORS.map(({ name }) => ({ value: name, label: name }));

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
      <FilterSearch
        label="Search jobs"
        placeholder="Search by job title, team or location"
        value={searchText}
        onChange={onSearchTextChange}
        className="min-w-0 flex-1"
        inputClassName="h-10"
        maxLength={200}
      />
      <FilterSelect
        label="Sector"
        allLabel="All sectors"
        value={sector}
        onChange={onSectorChange}
        options={SECTOR_OPTIONS}
        className="h-10 w-full sm:w-72"
      />
    </div>
  );
}
