// What app/ composes from this feature: the query keys the live updates invalidate.
export { candidateKeys } from './api/candidate-keys.ts';
