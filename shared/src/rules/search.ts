/**
 * Accent- and case-folding for search, the same in SQL and in TypeScript. Upper-case accented
 * letters are mapped explicitly because lower() under the C locale (PGlite) leaves them alone.
 */
export const FOLD_FROM = 'áàâãäéèêëíìîïóòôõöúùûüçÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇ';
export const FOLD_TO = 'aaaaaeeeeiiiiooooouuuucaaaaaeeeeiiiiooooouuuuc';

export function foldText(value: string): string {
  let out = '';
  for (const ch of value) {
    const i = FOLD_FROM.indexOf(ch);
    out += i >= 0 ? (FOLD_TO[i] ?? ch) : ch;
  }
  return out.toLowerCase();
}

/** Up to five words of a search box, each to be found anywhere (order does not matter). */
export const searchTerms = (query: string | undefined): string[] =>
  (query ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5).map(foldText);
