/** The lists `bench/demand-lists.ts` measures, and whose account asks for each. */
export const DEMAND_LIST_CASES = [
  { label: 'oportunidades, 1ª página', path: '/api/v1/demands/opportunities/', as: 'pro' },
  {
    label: 'oportunidades, filtros uf+serviço',
    path: '/api/v1/demands/opportunities/?uf=SP,MG&service=1,2',
    as: 'pro',
  },
  {
    label: 'oportunidades, texto livre',
    path: '/api/v1/demands/opportunities/?search=facção%20jeans',
    as: 'pro',
  },
  { label: 'Minhas Demandas, 1ª página', path: '/api/v1/demands/', as: 'client' },
  {
    label: 'Minhas Demandas, filtro de situação',
    path: '/api/v1/demands/?status=EM%20ANDAMENTO',
    as: 'client',
  },
  {
    label: 'Minhas Demandas, texto livre',
    path: '/api/v1/demands/?search=bordado',
    as: 'client',
  },
] as const;

/** The password of the bench's two accounts (a kept database signs in with it again). */
export const BENCH_PASSWORD = 'senha-bench';
