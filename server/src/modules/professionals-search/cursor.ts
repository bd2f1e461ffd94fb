import { z } from 'zod';
import { opaqueCursor } from '../../lib/opaque-cursor';

/**
 * Where the next page starts, opaque to the client (base64url JSON): the last card's sort key,
 * and the count the first page made (`n`, `c` capped), so later pages do not count again.
 * Relevance: (tier, rating average, jobs done, id), all descending; the tier is how narrowly
 * the text matched (3 names, 2 catalogue, 1 about text; 0 without text). Distance: (km, id)
 * ascending among providers with a municipality (`p` 0), then by id among those without (`p` 1);
 * km is the database's own float, which JSON carries exactly, so the comparison is exact.
 */
const counted = { n: z.number().int().min(0), c: z.boolean() };
const relevanceKey = z.object({
  o: z.literal('r'),
  tier: z.number().int().min(0).max(3),
  rating: z.number().min(0).max(5),
  work: z.number().int().min(0),
  id: z.uuid(),
  ...counted,
});
const distanceKey = z.object({
  o: z.literal('d'),
  ...counted,
  p: z.union([z.literal(0), z.literal(1)]),
  km: z.number().min(0).max(21000).nullable(),
  id: z.uuid(),
});
const keySchema = z.discriminatedUnion('o', [relevanceKey, distanceKey]);

export type RelevanceKey = z.infer<typeof relevanceKey>;
export type DistanceKey = z.infer<typeof distanceKey>;
export type SearchKey = z.infer<typeof keySchema>;

/** The opaque `cursor` / `next_cursor` of the search. */
export const searchCursor = opaqueCursor(keySchema);
