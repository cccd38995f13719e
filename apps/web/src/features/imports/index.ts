// What app/ composes from this feature: the /candidates/import page, and the query keys live updates
// may refresh (an import's batches).
export { importKeys } from './api/import-keys.ts';
export { ImportCandidatesPage } from './pages/import-candidates-page.tsx';
