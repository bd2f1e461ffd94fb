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
 * Singular forms of a folded Portuguese word, as prefixes: 'bordados' → 'bordado' (which also
 * finds 'bordados'), 'faccoes' → 'faccao', 'industriais' → 'industrial', 'modelagens' →
 * 'modelagem'. Each stays a prefix
 * query, so a word half typed still finds the whole one.
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
  // A shorter prefix already finds what the longer one does.
  const sorted = [...out].sort((a, b) => a.length - b.length);
  return sorted.filter((p, i) => !sorted.slice(0, i).some((q) => p.startsWith(q)));
}

export interface TextQuery {
  /** A `to_tsquery('simple', …)` text: every word (any of its prefixes) must be found. */
  tsquery: string;
  /** The folded words, for trigram matching of misspelt words. */
  folded: string;
}

/**
 * The free text as the search document is built (folded, split like the 'simple' parser
 * splits); undefined when it does not apply (under 3 characters, or no word in it).
 */
export function textQueryOf(search: string | undefined): TextQuery | undefined {
  const trimmed = (search ?? '').trim();
  if (trimmed.length < MIN_SEARCH_CHARS) return undefined;
  const words = foldText(trimmed)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  const meaningful = words.filter((w) => w.length > 1 && !STOPWORDS.has(w));
  const chosen = (meaningful.length > 0 ? meaningful : words).slice(0, MAX_WORDS);
  if (chosen.length === 0) return undefined;
  const tsquery = chosen
    .map((w) => {
      const alternatives = prefixesOf(w).map((p) => `${p}:*`);
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
  return { tsquery, folded: chosen.join(' ') };
}
