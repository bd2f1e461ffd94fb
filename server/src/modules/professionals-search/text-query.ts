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

/** A catalogue word a search word found: by prefix, or (a misspelling) by trigram similarity. */
export interface CatalogueHit {
  /** Which search word (its index). */
  index: number;
  how: 'prefix' | 'similar';
  word: string;
  kind: 'service' | 'area' | 'specialty';
  itemId: number;
  similarity: number;
}

/**
 * One search word as the search runs it: its forms as a full-text query over the names and
 * the about text, and the catalogue items it names.
 */
export interface TextTerm {
  tsquery: string;
  services: number[];
  areas: number[];
  specialties: number[];
}

/** Every term must be found (in the names, the catalogue choices or the about text). */
export interface TextQuery {
  terms: TextTerm[];
  /** All terms in the names alone: the first relevance tier. */
  names: string;
}

/** Corrections of a word the catalogue does not know: its three closest catalogue words. */
const MAX_CORRECTIONS = 3;

/**
 * Builds the query from the words and the catalogue words they found. A word that begins
 * catalogue words names their items; one that begins none ('bordadera') takes the items and
 * the forms of the catalogue words closest to it ('bordadeira').
 */
export function textQueryOf(words: string[], hits: readonly CatalogueHit[] = []): TextQuery {
  const terms = words.map((word, index): TextTerm => {
    const mine = hits.filter((h) => h.index === index);
    const byPrefix = mine.filter((h) => h.how === 'prefix');
    let used = byPrefix;
    let corrections: string[] = [];
    if (byPrefix.length === 0) {
      const similar = mine
        .filter((h) => h.how === 'similar')
        .sort((a, b) => b.similarity - a.similarity || a.word.localeCompare(b.word));
      corrections = [...new Set(similar.map((h) => h.word))].slice(0, MAX_CORRECTIONS);
      used = similar.filter((h) => corrections.includes(h.word));
    }
    const ids = (kind: CatalogueHit['kind']) =>
      [...new Set(used.filter((h) => h.kind === kind).map((h) => h.itemId))].sort((a, b) => a - b);
    const forms = shortestPrefixes([...prefixesOf(word), ...corrections]).map((f) => `${f}:*`);
    return {
      tsquery: forms.length === 1 ? (forms[0] as string) : `(${forms.join(' | ')})`,
      services: ids('service'),
      areas: ids('area'),
      specialties: ids('specialty'),
    };
  });
  return { terms, names: terms.map((t) => t.tsquery).join(' & ') };
}
