/**
 * Per-request latency under load: autocannon reports no p95, so each request is timed here.
 * `concurrency` loops of GET for `seconds`, after the caller's warm-up.
 */
export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

export async function loadGet(
  url: string,
  /** Undefined for a public route. */
  token: string | undefined,
  opts: { concurrency: number; seconds: number },
): Promise<Latency> {
  const init = token ? { headers: { authorization: `Bearer ${token}` } } : {};
  const times: number[] = [];
  let errors = 0;
  const end = Date.now() + opts.seconds * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      const t = performance.now();
      const res = await fetch(url, init);
      await res.arrayBuffer();
      times.push(performance.now() - t);
      if (!res.ok) errors++;
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  times.sort((a, b) => a - b);
  return {
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    p99: quantile(times, 0.99),
    rps: times.length / opts.seconds,
    errors,
  };
}

/** One line of figures, as the other benches print them. */
export function latencyLine(label: string, r: Latency, width = 44): string {
  const f = (n: number) => n.toFixed(1).padStart(6);
  return `${label.padEnd(width)} p50 ${f(r.p50)} ms  p95 ${f(r.p95)} ms  p99 ${f(r.p99)} ms  ${Math.round(r.rps)} req/s  erros ${r.errors}`;
}
