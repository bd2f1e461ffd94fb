import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cepCache, municipios, states } from '../../db/schema';

export type CepPayload = typeof cepCache.$inferSelect.payload;

export const geoRepository = {
  states: (db: DbOrTx) =>
    db.select({ id: states.id, sigla: states.sigla, nome: states.nome }).from(states),

  municipios: (db: DbOrTx) =>
    db
      .select({
        id: municipios.id,
        nome: municipios.nome,
        stateId: municipios.stateId,
        uf: municipios.uf,
      })
      .from(municipios),

  async cachedCep(db: DbOrTx, cep: string, maxAgeDays: number): Promise<CepPayload | undefined> {
    const [row] = await db
      .select()
      .from(cepCache)
      .where(
        sql`${cepCache.cep} = ${cep} and ${cepCache.fetchedAt} > now() - make_interval(days => ${maxAgeDays})`,
      );
    return row?.payload;
  },

  async keepCep(db: DbOrTx, cep: string, payload: CepPayload): Promise<void> {
    await db
      .insert(cepCache)
      .values({ cep, payload })
      .onConflictDoUpdate({ target: cepCache.cep, set: { payload, fetchedAt: sql`now()` } });
  },

  async forgetCep(db: DbOrTx, cep: string): Promise<void> {
    await db.delete(cepCache).where(eq(cepCache.cep, cep));
  },
};
