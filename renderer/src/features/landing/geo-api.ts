import { endpoint } from '@alinhavo/shared/api/contract';
import { z } from 'zod';

/** DESIGN §5 geography: municipalities of one state (public). */
export const citiesOfState = endpoint({
  method: 'GET',
  path: '/geo/states/{id}/municipios/',
  body: undefined,
  data: z.array(z.object({ id: z.number(), nome: z.string() })),
  auth: 'public',
  summary: 'Municípios de uma UF',
});
