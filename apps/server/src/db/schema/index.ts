export * from './applications.ts';
export * from './auth.ts';
export * from './candidates.ts';
export * from './documents.ts';
export * from './jobs.ts';
export * from './kanban.ts';
export * from './timeline.ts';
export * from './users.ts';
