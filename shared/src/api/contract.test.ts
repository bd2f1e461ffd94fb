import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  endpoint,
  fillPath,
  pathParamNames,
  type CallInput,
  type DataInputOf,
  type QueryOf,
} from './contract';

const idParams = z.object({ id: z.uuid() });
const get = endpoint({
  method: 'GET',
  path: '/things/{id}/',
  params: idParams,
  query: z.object({ page: z.coerce.number().optional() }),
  body: undefined,
  data: z.object({ name: z.string() }),
  auth: 'user',
  summary: 'Uma coisa',
});

// Type-level checks, proven by `tsc -p shared`: each line below must fail to compile.

// @ts-expect-error a path with {id} needs a params schema
endpoint({
  method: 'GET',
  path: '/x/{id}/',
  body: undefined,
  data: z.object({}),
  auth: 'user',
  summary: '',
});

endpoint({
  method: 'GET',
  path: '/x/{id}/',
  // @ts-expect-error the params schema must name the path's parts
  params: z.object({ other: z.string() }),
  body: undefined,
  data: z.object({}),
  auth: 'user',
  summary: '',
});

// @ts-expect-error a caller's wrong params key
const wrongKey: CallInput<typeof get> = { params: { ident: 'a' } };

// A handler reads only the declared query fields.
export function handlerQuery(query: QueryOf<typeof get>): unknown {
  // @ts-expect-error an unknown query field
  const unknownField: unknown = query.pagina;
  return unknownField;
}

// @ts-expect-error an answer without the data schema's field
const wrongAnswer: DataInputOf<typeof get> = { title: 'x' };

void wrongKey;
void wrongAnswer;
void get;

describe('contract paths', () => {
  it('names the path parameters in order', () => {
    expect(pathParamNames('/demands/{id}/files/{file}/')).toEqual(['id', 'file']);
    expect(pathParamNames('/admin/export/{report}.csv')).toEqual(['report']);
    expect(pathParamNames('/health/')).toEqual([]);
  });

  it('fills parameters encoded, and refuses a missing one', () => {
    expect(fillPath('/geo/cep/{cep}/', { cep: '01001 000' })).toBe('/geo/cep/01001%20000/');
    expect(fillPath('/admin/export/{report}.csv', { report: 'users' })).toBe(
      '/admin/export/users.csv',
    );
    expect(() => fillPath('/demands/{id}/', {})).toThrow('id');
  });
});
