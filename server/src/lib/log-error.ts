/**
 * How an error reaches a log line. A failed query is the dangerous one: drizzle's message and
 * `params` hold every value of the row (CPF, birth date, address…), PostgreSQL's `detail` repeats
 * the offending key, and the stack starts with the message. So errors are rebuilt from an allow
 * list instead of copied: the SQL text with its placeholders, the SQLSTATE and names of what
 * failed, never a value.
 */
const KEPT_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine'];
const MAX_CAUSES = 4;

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  [field: string]: unknown;
}

const isQueryError = (err: Error): err is Error & { query: string } =>
  typeof (err as { query?: unknown }).query === 'string' && 'params' in err;

/** A SQLSTATE code and a severity: what pg and PGlite errors carry. */
export const isDatabaseError = (err: unknown): err is Error & { code: string } => {
  const code = (err as { code?: unknown } | null)?.code;
  return (
    err instanceof Error &&
    typeof code === 'string' &&
    /^[0-9A-Z]{5}$/.test(code) &&
    'severity' in err
  );
};

/**
 * PostgreSQL quotes the offending value (`value "123" is out of range`) or names it last
 * (`…encoding "UTF8": 0x00`); names of tables and constraints are kept in their own fields.
 */
const withoutValue = (message: string) =>
  message.replace(/"[^"]*"/g, '"…"').replace(/:\s+\S+$/, ': …');

function safeMessage(err: Error): string {
  // PGlite's own error carries the query too: its PostgreSQL text says more than the SQL.
  if (isDatabaseError(err)) return withoutValue(err.message);
  if (isQueryError(err)) return `Failed query: ${err.query}`;
  return withoutParams(err.message);
}

/** Many call sites log `err.message` alone: drizzle's own message ends with the params. */
const withoutParams = (text: string) => text.replace(/\nparams: [^]*$/, '');

export function serializeError(err: unknown, depth = 0): LoggedError | string {
  if (typeof err === 'string') return withoutParams(err);
  if (!(err instanceof Error)) return { type: typeof err, message: '[não é um Error]' };
  const message = safeMessage(err);
  const out: LoggedError = { type: err.constructor.name || err.name, message };
  if (err.stack) {
    // The stack begins with "Name: message", and the message may span lines: keep only frames.
    const frames = err.stack.split('\n').filter((l) => /^\s+at /.test(l));
    out.stack = [`${err.name}: ${message}`, ...frames].join('\n');
  }
  for (const field of KEPT_FIELDS) {
    const value = (err as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (err.cause !== undefined && depth < MAX_CAUSES)
    out.cause = serializeError(err.cause, depth + 1);
  return out;
}
