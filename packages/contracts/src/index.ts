export * from './applications.ts';
export * from './auth.ts';
export * from './constants.ts';
export * from './jobs.ts';
export * from './organisation.ts';
export * from './pagination.ts';
export * from './roles.ts';
export * from './users.ts';
