// What app/ composes from this feature (the job page mounts the pipeline board).
export { PipelineBoard } from './components/pipeline-board.tsx';
export { KanbanPage } from './pages/kanban-page.tsx';
