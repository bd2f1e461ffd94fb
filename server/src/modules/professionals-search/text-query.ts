import { foldText } from '@alinhavo/shared/rules/search';

/** Spec §5: the provider search text applies only with 3+ characters after trimming. */
export const MIN_SEARCH_CHARS = 3;
const MAX_WORDS = 5;

/**
 * Words that would make every term required yet say nothing ('facção de jeans'); dropped
 * unless they are all the search has.
 */
const STOPWORDS = new Set([
  'a',
  'o',
  'as',
  'os',
  'de',
  'da',
  'do',
  'das',
  'dos',
  'e',
  'em',
  'na',
  'no',
  'nas',
  'nos',
  'para',
  'pra',
  'por',
  'com',
  'um',
  'uma',
]);

/**
 * The words of a search box as the documents hold them (folded, split where the 'simple'
 * parser splits), up to five; undefined when the text does not apply (under 3 characters, or
 * no word in it).
 */
export function searchWordsOf(search: string | undefined): string[] | undefined {
  const trimmed = (search ?? '').trim();
  if (trimmed.length < MIN_SEARCH_CHARS) return undefined;
  const words = foldText(trimmed)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  const meaningful = words.filter((w) => w.length > 1 && !STOPWORDS.has(w));
  const chosen = [...new Set(meaningful.length > 0 ? meaningful : words)].slice(0, MAX_WORDS);
  return chosen.length > 0 ? chosen : undefined;
}

/**
 * Singular forms of a folded Portuguese word, as prefixes: 'bordados' → 'bordado' (which also
 * finds 'bordados'), 'faccoes' → 'faccao', 'industriais' → 'industrial', 'modelagens' →
 * 'modelagem'. Each stays a prefix query, so a word half typed still finds the whole one.
 */
export function prefixesOf(word: string): string[] {
  const out = new Set<string>([word]);
  if (word.length >= 5) {
    if (/(oes|aes)$/.test(word)) out.add(`${word.slice(0, -3)}ao`);
    else if (word.endsWith('ais')) out.add(`${word.slice(0, -3)}al`);
    else if (word.endsWith('eis')) out.add(`${word.slice(0, -3)}el`);
    else if (word.endsWith('ens')) out.add(`${word.slice(0, -3)}em`);
    if (word.endsWith('s')) out.add(word.slice(0, -1));
  }
  return shortestPrefixes([...out]);
}

/** A shorter prefix already finds what a longer one it starts does. */
function shortestPrefixes(prefixes: string[]): string[] {
  const sorted = [...new Set(prefixes)].sort((a, b) => a.length - b.length || a.localeCompare(b));
  return sorted.filter((p, i) => !sorted.slice(0, i).some((q) => p.startsWith(q)));
}

/** The free text as a `to_tsquery('simple', …)` text: every word (any of its forms) found. */
export interface TextQuery {
  tsquery: string;
}

/**
 * Builds the query from the words and, for words the catalogue does not know, the catalogue
 * words close to them by trigrams ('bordadera' → 'bordadeira').
 */
export function textQueryOf(
  words: string[],
  corrections: ReadonlyMap<string, readonly string[]> = new Map(),
): TextQuery {
  const tsquery = words
    .map((w) => {
      const alternatives = shortestPrefixes([...prefixesOf(w), ...(corrections.get(w) ?? [])]).map(
        (a) => `${a}:*`,
      );
      return alternatives.length === 1
        ? (alternatives[0] as string)
        : `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
  return { tsquery };
}
