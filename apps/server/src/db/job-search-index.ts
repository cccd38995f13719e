import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from './client.ts';
import { jobSearchVersions, jobs } from './schema/index.ts';

/*
 * Issue 11 (docs/decisions/035): what search reads of jobs — each job's title, department,
 * location and whether it is open — held in the server's memory, as candidate-search-index.ts holds people.
 * In WebAssembly, PostgreSQL checks 2,000 jobs' titles against a pattern in about 1.8 ms (their
 * titles and departments, ranked: 3.7 to 5 ms), however few match; here it takes a few hundredths
 * of a millisecond.
 *
 * It follows the table by one number (job_search_versions, migration 0036), to which every
 * statement that adds or removes jobs, or changes a title, department, location or status, adds
 * one by trigger. Each search reads it, and in the same statement every job again when it differs
 * from the number the index last read. Jobs change seldom, and 2,000 are read in a few
 * milliseconds.
 */

/** A job as search reads it: title, department and location lower-cased by the database. */
export type SearchedJob = { id: number; title: string; department: string; location: string; open: boolean };
type Row = [id: number, title: string, department: string, location: string, open: boolean];

/** The jobs a search term finds. */
export class JobMatches {
  constructor(
    /** the term as the database lower-cases it */
    readonly term: string,
    private readonly jobs: readonly SearchedJob[],
  ) {}

  /** The ids of the jobs whose title holds the term. */
  byTitle(): number[] {
    return this.jobs.filter((job) => job.title.includes(this.term)).map((job) => job.id);
  }

  /** The ids of the jobs whose title, department or location holds the term (the jobs list). */
  byText(): number[] {
    const { term } = this;
    return this.jobs
      .filter(
        (job) => job.title.includes(term) || job.department.includes(term) || job.location.includes(term),
      )
      .map((job) => job.id);
  }

  /**
   * The jobs whose title or department holds the term that may be among the first `limit` by
   * `rankOf` (lower first) and then open before paused or closed: every job that ranks as well as
   * the `limit`-th, ties included, so the database's own order among them (by title) decides.
   */
  best(limit: number, rankOf: (job: SearchedJob) => number): number[] {
    const keyed = this.jobs
      .filter((job) => job.title.includes(this.term) || job.department.includes(this.term))
      .map((job) => ({ id: job.id, key: rankOf(job) * 2 + (job.open ? 0 : 1) }))
      .sort((a, b) => a.key - b.key);
    const last = keyed[Math.min(limit, keyed.length) - 1];
    return last ? keyed.filter(({ key }) => key <= last.key).map(({ id }) => id) : [];
  }
}

/**
 * One server process's index (app.ts makes one and hands it to the applications page and global
 * search). Requests look in turn, so a later look's jobs are never replaced by an earlier one's.
 */
export class JobSearchIndex {
  private version = -1;
  private jobs: readonly SearchedJob[] = [];
  private turn: Promise<unknown> = Promise.resolve();

  /** The jobs `search` finds, as of now. */
  find(db: Tx, search: string): Promise<JobMatches> {
    const looked = this.turn.then(() => this.look(db, search));
    this.turn = looked.catch(() => undefined);
    return looked;
  }

  private async look(db: Tx, search: string): Promise<JobMatches> {
    // no row (a table emptied by hand): -1, read every time
    const [row] = await queryRows<{ term: string; version: string; jobs: string | null }>(
      db,
      sql`select lower(${search}) as term, v.version::text as version,
        case when v.version < 0 or v.version <> ${this.version} then
          (select coalesce(json_agg(json_build_array(j.id, lower(j.title), lower(j.department), lower(j.location), j.status = 'open')), '[]')::text
            from ${jobs} j)
        end as jobs
      from (select coalesce((select version from ${jobSearchVersions} where id = 1), -1) as version) v`,
    );
    if (!row) throw new Error('The job search index could not look at the jobs.');
    if (row.jobs !== null) {
      this.jobs = (JSON.parse(row.jobs) as Row[]).map(([id, title, department, location, open]) => ({
        id,
        title,
        department,
        location,
        open,
      }));
      this.version = Number(row.version);
    }
    return new JobMatches(row.term, this.jobs);
  }
}
