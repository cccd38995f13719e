// What app/ composes from this feature (the job page's stage editors).
export { stageKeys } from './api/get-stages.ts';
export { StageEditor } from './components/stage-editor.tsx';
