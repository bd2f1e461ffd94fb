import { z } from 'zod';
import { line } from './text';

/** Ids sent repeated (`services=1&services=2`) or comma-joined (`services=1,2`). */
export const idList = z
  .union([line(), z.array(line())])
  .optional()
  .transform((v) =>
    [v ?? []]
      .flat()
      .flatMap((x) => x.split(','))
      .map((x) => Number(x.trim()))
      .filter((n) => Number.isInteger(n) && n > 0)
      .slice(0, 50),
  );
/** Text values (UFs, city names) sent repeated or comma-joined. */
export const textList = z
  .union([line(), z.array(line())])
  .optional()
  .transform((v) =>
    [v ?? []]
      .flat()
      .flatMap((x) => x.split(','))
      .map((x) => x.trim())
      .filter(Boolean)
      .slice(0, 50),
  );
