// What app/ composes from this feature: the top bar's global search box.
export { GlobalSearch } from './components/global-search.tsx';
