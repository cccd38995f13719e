// What app/ composes from this feature: "My tasks" (the top bar) and the query keys the live
// updates refresh.
export { taskKeys } from './api/get-tasks.ts';
export { TasksMenu } from './components/tasks-menu.tsx';
