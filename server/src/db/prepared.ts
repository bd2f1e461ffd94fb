import type { DbOrTx } from './client';

/**
 * A prepared query built once per database handle (the app's, or a transaction's), for the reads
 * that run on most requests: building a drizzle query each time cost more than running it.
 */
export function preparedPerHandle<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const built = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
