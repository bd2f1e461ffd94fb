import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a round every `ms` without keeping the process alive; a round that fails is logged with
 * `failure` and the next one runs on time. The returned function stops it.
 */
export function every(
  ms: number,
  round: () => Promise<unknown>,
  log: FastifyBaseLogger,
  failure: string,
): () => void {
  const timer = setInterval(() => {
    round().catch((err: unknown) => {
      log.error({ err: err instanceof Error ? err.message : String(err) }, failure);
    });
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
}
