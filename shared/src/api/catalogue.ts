import { z } from 'zod';
import { endpoint } from './contract';
import {
  availabilitySchema,
  catalogueIdParams,
  machineSchema,
  serviceAreaSchema,
  serviceSchema,
  specialtySchema,
} from '../schemas/catalogue';
import {
  cepParams,
  cepResultSchema,
  municipioSchema,
  stateIdParams,
  stateSchema,
} from '../schemas/geo';

const pair = <T extends z.ZodType>(path: string, item: T, what: string) => ({
  list: endpoint({
    method: 'GET',
    path,
    body: undefined,
    data: z.array(item),
    auth: 'public',
    summary: `Lista ${what}`,
  }),
  get: endpoint({
    method: 'GET',
    path: `${path}{id}/`,
    params: catalogueIdParams,
    body: undefined,
    data: item,
    auth: 'public',
    summary: `Um item de ${what}`,
  }),
});

/** Spec §7 Catalogues: public lists and by-id lookups. */
export const catalogueApi = {
  services: pair('/user/services/', serviceSchema, 'tipos de serviço'),
  serviceAreas: pair('/user/service-areas/', serviceAreaSchema, 'áreas de atuação'),
  specialties: pair('/user/specialties/', specialtySchema, 'especialidades'),
  machines: pair('/user/machines/', machineSchema, 'maquinário'),
  availabilities: pair('/user/availabilities/', availabilitySchema, 'disponibilidades'),
} as const;

/** DESIGN §5 geography, served from our own tables and CEP cache (DESIGN §9.4). */
export const geoApi = {
  states: endpoint({
    method: 'GET',
    path: '/geo/states/',
    body: undefined,
    data: z.array(stateSchema),
    auth: 'public',
    summary: 'As 27 UFs, por nome',
  }),
  municipios: endpoint({
    method: 'GET',
    path: '/geo/states/{id}/municipios/',
    params: stateIdParams,
    body: undefined,
    data: z.array(municipioSchema),
    auth: 'public',
    summary: 'Municípios de uma UF, por nome',
  }),
  cep: endpoint({
    method: 'GET',
    path: '/geo/cep/{cep}/',
    params: cepParams,
    body: undefined,
    data: cepResultSchema,
    auth: 'public',
    summary: 'Endereço de um CEP (cache de 30 dias)',
  }),
} as const;
