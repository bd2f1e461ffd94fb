import { z } from 'zod';

/** IBGE shapes (DESIGN §5 geography). */
export const stateSchema = z.object({ id: z.number().int(), sigla: z.string(), nome: z.string() });
export const municipioSchema = z.object({ id: z.number().int(), nome: z.string() });
/** ViaCEP shape: `erro` true when the postal code does not exist. */
export const cepResultSchema = z.object({
  erro: z.boolean(),
  uf: z.string(),
  localidade: z.string(),
  logradouro: z.string(),
  bairro: z.string(),
});
export type State = z.infer<typeof stateSchema>;
export type Municipio = z.infer<typeof municipioSchema>;
export type CepResult = z.infer<typeof cepResultSchema>;

export const stateIdParams = z.object({ id: z.coerce.number().int().min(11).max(53) });
export const cepParams = z.object({ cep: z.string().regex(/^\d{8}$/, 'CEP deve ter 8 dígitos') });
