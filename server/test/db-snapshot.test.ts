import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { openTestDatabase } from './helpers/database';
import { changedTables, snapshot } from './helpers/db-snapshot';

/**
 * The snapshot the "nothing was written" proofs compare: every kind of write shows in its table,
 * including the reference data it reads by row version instead of by content.
 */
describe('database snapshot', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const changedBy = async (statement: string) => {
    const before = await snapshot(database);
    await database.db.execute(sql.raw(statement));
    return changedTables(before, await snapshot(database));
  };

  it('a snapshot taken twice with nothing written between is the same', async () => {
    expect(changedTables(await snapshot(database), await snapshot(database))).toEqual([]);
  });

  it('an update that leaves a municipality as it was still shows as a write', async () => {
    expect(
      await changedBy(
        `update municipios set nome = nome where id = (select min(id) from municipios)`,
      ),
    ).toEqual(['municipios']);
  });

  it('a municipality deleted, and the same one added back, show', async () => {
    const columns = 'id, nome, state_id, uf, latitude, longitude, capital';
    const last = '(select max(id) from municipios)';
    await database.db.execute(
      sql.raw(`create temp table kept as select ${columns} from municipios where id = ${last}`),
    );
    expect(await changedBy(`delete from municipios where id = (select id from kept)`)).toEqual([
      'municipios',
    ]);
    const removed = await snapshot(database);
    await database.db.execute(
      sql.raw(`insert into municipios (${columns}) select ${columns} from kept`),
    );
    expect(changedTables(removed, await snapshot(database))).toEqual(['municipios']);
  });

  it('a row that comes to mention an id shows in its table', async () => {
    const id = '0b7a1c2e-3d4f-4a5b-8c6d-7e8f9a0b1c2d';
    const before = await snapshot(database, { mentioning: [id] });
    await database.db.execute(
      sql.raw(`update states set nome = nome || ' ${id}' where id = (select min(id) from states)`),
    );
    expect(changedTables(before, await snapshot(database, { mentioning: [id] }))).toEqual([
      'states',
    ]);
    // The reference data as the template has it, so the next file can reuse this database.
    await database.db.execute(sql.raw(`update states set nome = replace(nome, ' ${id}', '')`));
  });
});
