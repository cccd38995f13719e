export * from './applications.ts';
export * from './auth.ts';
export * from './candidates.ts';
export * from './jobs.ts';
export * from './timeline.ts';
export * from './users.ts';
