import type { Db } from './client.ts';

/**
 * Runs `work` in one database transaction and hands it the transaction as the same `Db` type the
 * repositories take. Drizzle types a transaction apart from its database (other generics, same
 * methods), which every caller would otherwise cast; the cast is written here once.
 */
export function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
