// What app/ composes from this feature (the job page's stage editors).
export { StageEditor } from './components/stage-editor.tsx';
