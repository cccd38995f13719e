import { SEARCH_DEBOUNCE_MS } from '@shortlist/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * List filters kept in the address (so a reload or Back keeps them): `update` sets or clears
 * parameters and, unless the change is the page itself, goes back to the first page.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  // a whole page number from 1 up; anything else in the address ("0", "2.5", "x") is the first page
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  return { params, update, page };
}

/**
 * A search box over the `search` parameter: typing updates the box at once and the address
 * after the app-wide debounce (spec 01 §9: 300 ms); a new address updates the box.
 */
export function useDebouncedSearch(
  params: URLSearchParams,
  update: (changes: Record<string, string | undefined>) => void,
) {
  return useDebouncedTerm(params.get('search') ?? '', (term) => update({ search: term }));
}

/**
 * A search box over a term kept elsewhere (`committed`, usually the address): the box follows
 * typing at once, and `commit` gets the trimmed term (undefined when blank) after the app-wide
 * debounce. What a page does with a short term is its own rule (the jobs list sends none under
 * two characters).
 */
export function useDebouncedTerm(committed: string, commit: (term: string | undefined) => void) {
  const [searchText, setSearchText] = useState(committed);
  // When the address changes from elsewhere (a link such as global search's "See all", Back), the
  // box follows it; otherwise the timer below would write the box's older text back over it.
  const [addressSearch, setAddressSearch] = useState(committed);
  if (committed !== addressSearch) {
    setAddressSearch(committed);
    if (committed !== searchText.trim()) setSearchText(committed);
  }
  useEffect(() => {
    // trimmed: "ab " is committed as "ab", and must not be committed again and again
    if (searchText.trim() === committed) return;
    const timer = setTimeout(() => commit(searchText.trim() || undefined), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });
  return { search: committed, searchText, setSearchText };
}
