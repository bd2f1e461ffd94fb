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

/** Signs the bench's provider and client (the newest of each) in on a kept database. */
export async function signInBenchAccounts(
  db: { query<R>(text: string): Promise<{ rows: R[] }> },
  serverUrl: string,
): Promise<{ pro: string; client: string }> {
  const accounts = await db.query<{ email: string; user_type: string }>(
    `select email, user_type from users where email like 'bench.%' order by created_at desc`,
  );
  const signIn = async (type: string) => {
    const email = accounts.rows.find((a) => a.user_type === type)?.email;
    const res = await fetch(`${serverUrl}/api/v1/user/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    });
    const body = (await res.json()) as { data: { token: { access: string } } };
    return body.data.token.access;
  };
  return { pro: await signIn('PROFISSIONAL'), client: await signIn('CLIENTE') };
}
