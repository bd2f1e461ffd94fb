import { z } from 'zod';
import type { CepPayload } from './repository';

/** What a ViaCEP-compatible provider answers (`erro` is true, or "true", for unknown codes). */
const viaCepSchema = z.object({
  erro: z.union([z.boolean(), z.literal('true')]).optional(),
  uf: z.string().optional(),
  localidade: z.string().optional(),
  logradouro: z.string().optional(),
  bairro: z.string().optional(),
});

export class CepProviderError extends Error {}

/** Asks `${baseUrl}/${cep}/json/` with a time limit; throws CepProviderError on any failure. */
export async function fetchCep(
  baseUrl: string,
  cep: string,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<CepPayload> {
  let res: Response;
  try {
    res = await fetchImpl(`${baseUrl}/${cep}/json/`, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
  } catch (err) {
    throw new CepProviderError(`CEP provider unreachable: ${(err as Error).message}`);
  }
  // ViaCEP answers 400 for malformed codes; ours are always 8 digits, so any non-200 is a fault.
  if (!res.ok) throw new CepProviderError(`CEP provider answered ${res.status}`);
  const parsed = viaCepSchema.safeParse(await res.json().catch(() => undefined));
  if (!parsed.success) throw new CepProviderError('CEP provider answered an unexpected body');
  const v = parsed.data;
  if (v.erro === true || v.erro === 'true')
    return { erro: true, uf: '', localidade: '', logradouro: '', bairro: '' };
  return {
    erro: false,
    uf: v.uf ?? '',
    localidade: v.localidade ?? '',
    logradouro: v.logradouro ?? '',
    bairro: v.bairro ?? '',
  };
}
