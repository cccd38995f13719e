import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Extensions the migrations create (pg_trgm backs candidate search). PostgreSQL ships them;
 * an embedded PGlite must be opened with them — pass this to every PGlite.create.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
