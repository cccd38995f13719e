// What app/ composes from this feature: the /candidates/duplicates page, the candidate page's side
// panel, and the query keys live updates refresh (a candidate added, changed, merged or erased).
export { duplicateKeys } from './api/duplicate-keys.ts';
export { PossibleDuplicatesPanel } from './components/possible-duplicates-panel.tsx';
export { DuplicatesPage } from './pages/duplicates-page.tsx';
