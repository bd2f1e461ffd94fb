import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { searchTerms } from '@alinhavo/shared/rules/search';

/**
 * A word that is a document typed with its mask: digits (and, in an alphanumeric CNPJ, letters)
 * with the mask's punctuation, no longer than a CNPJ once the punctuation is gone.
 */
function maskedDocument(term: string): string | null {
  if (!/^[\da-z./-]+$/.test(term) || !/\d/.test(term) || !/[./-]/.test(term)) return null;
  const chars = term.replace(/[./-]/g, '');
  return chars.length <= 14 ? chars : null;
}

/**
 * The LIKE patterns of a search box: each word folded like the stored search_text (lower case,
 * no accents). A CNPJ typed with its mask, numeric or alphanumeric, is searched by its characters,
 * the way documents are stored.
 */
export function likePatterns(query: string | undefined): string[] {
  return searchTerms(query).map((term) => {
    const word = maskedDocument(term) ?? term;
    return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  });
}

/** Every word must appear in `column`; the trigram index on it serves each LIKE. */
export const allWordsIn = (column: SQLWrapper, query: string | undefined): SQL[] =>
  likePatterns(query).map((p) => sql`${column} like ${p}`);

/** created_at as UTC text with microseconds, for the keyset cursor. */
export const stampOf = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Newest first, strictly after the cursor row: (created_at, id) < (t, id). */
export const before = (createdAt: SQLWrapper, id: SQLWrapper, k: { t: string; id: string }) =>
  sql`(${createdAt}, ${id}) < (${k.t}::timestamptz, ${k.id}::uuid)`;
