import type { CepResult, Municipio, State } from '@alinhavo/shared/schemas/geo';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import { CepProviderError, fetchCep } from './cep-provider';
import { geoRepository } from './repository';

const CEP_CACHE_DAYS = 30;
const CEP_TIMEOUT_MS = 3000;
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
const byName = <T extends { nome: string }>(a: T, b: T) => collator.compare(a.nome, b.nome);

interface Geography {
  states: State[];
  municipiosByState: Map<number, Municipio[]>;
  ufs: Map<string, number>;
}

/** IBGE data is static: read once per process, sorted with pt-BR collation in memory. */
export class GeoService {
  private loaded: Promise<Geography> | undefined;

  constructor(
    private readonly db: Db,
    private readonly cepProviderUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async states(): Promise<State[]> {
    return (await this.geography()).states;
  }

  async municipios(stateId: number): Promise<Municipio[]> {
    const list = (await this.geography()).municipiosByState.get(stateId);
    if (!list) throw notFound();
    return list;
  }

  async isMunicipioOf(uf: string, nome: string): Promise<boolean> {
    const g = await this.geography();
    const stateId = g.ufs.get(uf);
    return (
      stateId !== undefined &&
      (g.municipiosByState.get(stateId) ?? []).some((m) => collator.compare(m.nome, nome) === 0)
    );
  }

  async cep(cep: string): Promise<CepResult> {
    const cached = await geoRepository.cachedCep(this.db, cep, CEP_CACHE_DAYS);
    if (cached) return cached;
    try {
      const answer = await fetchCep(this.cepProviderUrl, cep, CEP_TIMEOUT_MS, this.fetchImpl);
      await geoRepository.keepCep(this.db, cep, answer);
      return answer;
    } catch (err) {
      if (!(err instanceof CepProviderError)) throw err;
      this.log.warn({ reason: err.message }, 'consulta de CEP falhou');
      throw new AppError(502, 'Serviço temporariamente indisponível. Tente novamente.', 'INTERNAL');
    }
  }

  private geography(): Promise<Geography> {
    this.loaded ??= (async () => {
      const [stateRows, municipioRows] = await Promise.all([
        geoRepository.states(this.db),
        geoRepository.municipios(this.db),
      ]);
      const municipiosByState = new Map<number, Municipio[]>();
      for (const m of municipioRows) {
        const list = municipiosByState.get(m.stateId) ?? [];
        list.push({ id: m.id, nome: m.nome });
        municipiosByState.set(m.stateId, list);
      }
      for (const list of municipiosByState.values()) list.sort(byName);
      return {
        states: [...stateRows].sort(byName),
        municipiosByState,
        ufs: new Map(stateRows.map((s) => [s.sigla, s.id])),
      };
    })().catch((err: unknown) => {
      this.loaded = undefined;
      throw err;
    });
    return this.loaded;
  }
}
