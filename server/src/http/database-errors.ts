import { ERRORS } from '@alinhavo/shared/messages/errors';
import { isDatabaseError } from '../lib/log-error';

/**
 * SQLSTATEs that a client's input can provoke when a check upstream missed it: a value the
 * column cannot hold, or a reference to a row that does not exist (or was deleted meanwhile).
 * They are the client's fault, so they answer 4xx, never 500; schemas and
 * services remain the first line, this is the net under them.
 */
const BAD_VALUE = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);
const FOREIGN_KEY = '23503';

export function clientFaultOf(err: unknown): { status: 400 | 404; message: string } | undefined {
  let e: unknown = err;
  for (let depth = 0; e instanceof Error && depth < 4; depth++, e = e.cause) {
    if (!isDatabaseError(e)) continue;
    if (BAD_VALUE.has(e.code)) return { status: 400, message: ERRORS.invalidData };
    // Only a write naming a missing row; a delete blocked by references is a server matter.
    if (e.code === FOREIGN_KEY && e.message.startsWith('insert or update'))
      return { status: 404, message: ERRORS.notFound };
    return undefined;
  }
  return undefined;
}
