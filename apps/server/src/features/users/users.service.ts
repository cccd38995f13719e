import type { Db } from '../../db/client.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import { presentUser } from './users.presenter.ts';
import { countUsers, listUserRows } from './users.queries.ts';

export async function listUsers(db: Db, page: PageRequest) {
  const [total, rows] = await Promise.all([countUsers(db), listUserRows(db, page.pageSize, page.offset)]);
  return { total, results: rows.map(presentUser) };
}
