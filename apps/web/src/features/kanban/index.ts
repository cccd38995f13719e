// What app/ composes from this feature (the job page mounts the pipeline board).

export { kanbanKeys } from './api/get-board.ts';
export { PipelineBoard } from './components/pipeline-board.tsx';
export type { CardCandidate } from './components/pipeline-card.tsx';
export { KanbanPage } from './pages/kanban-page.tsx';
