import { z } from 'zod';

/**
 * What `db.execute` answers is typed `unknown` (PGlite and node-postgres differ), so raw SQL
 * rows are parsed against the row they are meant to be instead of cast: a renamed column or a
 * changed type fails loudly at the query that broke it.
 */
export function rowsOf<T extends z.ZodType>(result: unknown, row: T): Array<z.infer<T>> {
  return resultSchemaOf(row).parse(result).rows as Array<z.infer<T>>;
}

/**
 * The `{ rows: [...] }` wrapper of a row schema, built once per row schema: zod compiles an
 * object schema on its first parse, and a wrapper made per call was compiled on every query
 * (about a tenth of a search request's CPU).
 */
const resultSchemas = new WeakMap<z.ZodType, z.ZodType<{ rows: unknown[] }>>();
function resultSchemaOf(row: z.ZodType): z.ZodType<{ rows: unknown[] }> {
  let schema = resultSchemas.get(row);
  if (!schema) {
    schema = z.object({ rows: z.array(row) });
    resultSchemas.set(row, schema);
  }
  return schema;
}

/** The single row a query must return (an aggregate, `select now()`). */
export function onlyRowOf<T extends z.ZodType>(result: unknown, row: T): z.infer<T> {
  const [first] = rowsOf(result, row);
  if (first === undefined) throw new Error('the query returned no row');
  return first;
}

const affectedSchema = z.object({
  rowCount: z.number().nullish(),
  affectedRows: z.number().nullish(),
});

/** Rows a write touched: node-postgres says rowCount, PGlite affectedRows. */
export function affectedRowsOf(result: unknown): number {
  const r = affectedSchema.parse(result);
  return r.rowCount ?? r.affectedRows ?? 0;
}
