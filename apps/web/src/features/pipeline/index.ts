// What app/ composes from this feature (the job page's stage editors), and a job's workflow, which
// the automation rules name (one fetch, one cache entry: issue 17).
export { stageKeys, useStages } from './api/get-stages.ts';
export { StageEditor } from './components/stage-editor.tsx';
