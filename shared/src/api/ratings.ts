import { z } from 'zod';
import { endpoint } from './contract';
import {
  ratingCreateSchema,
  ratingIdParams,
  ratingLookupQuery,
  ratingPatchSchema,
  ratingSchema,
  ratingsQuery,
} from '../schemas/rating';

/** Spec §7 Ratings. */
export const ratingsApi = {
  list: endpoint({
    method: 'GET',
    path: '/user/ratings/',
    query: ratingsQuery,
    body: undefined,
    data: z.array(ratingSchema),
    auth: 'user',
    summary: 'Avaliações (de um profissional, ou as feitas pelo cliente)',
  }),
  get: endpoint({
    method: 'GET',
    path: '/user/ratings/{id}/',
    params: ratingIdParams,
    body: undefined,
    data: ratingSchema,
    auth: 'user',
    summary: 'Uma avaliação',
  }),
  lookup: endpoint({
    method: 'GET',
    path: '/user/ratings/get_by_client_professional/',
    query: ratingLookupQuery,
    body: undefined,
    data: ratingSchema.nullable(),
    auth: 'user',
    summary: 'A avaliação de um cliente a um profissional (e demanda)',
  }),
  create: endpoint({
    method: 'POST',
    path: '/user/ratings/',
    status: 201,
    body: ratingCreateSchema,
    data: ratingSchema,
    auth: 'user',
    summary: 'Avalia um profissional com quem trabalhou',
  }),
  patch: endpoint({
    method: 'PATCH',
    path: '/user/ratings/{id}/',
    params: ratingIdParams,
    body: ratingPatchSchema,
    data: ratingSchema,
    auth: 'user',
    summary: 'Edita a própria avaliação',
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/user/ratings/{id}/',
    params: ratingIdParams,
    body: undefined,
    data: z.object({}),
    auth: 'user',
    summary: 'Remove a própria avaliação',
  }),
} as const;
