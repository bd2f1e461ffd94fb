/**
 * Counts in pt-BR: one rule for the whole product, so no screen says '1 peças' or '2 peça'.
 * Intl.PluralRules('pt-BR') decides between the singular and the plural; zero takes the plural
 * ('0 peças'), as Brazilian usage and the product's texts have it, although CLDR's Portuguese
 * rule files 0 with 1.
 */
const rules = new Intl.PluralRules('pt-BR');
const figure = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** The word for `n`: plural(1, 'peça', 'peças') is 'peça', plural(2, …) is 'peças'. */
export function plural(n: number, one: string, other: string): string {
  return n !== 0 && rules.select(n) === 'one' ? one : other;
}

/** The figure in pt-BR and its word: '1 peça', '0 peças', '1.500 peças'. */
export const countOf = (n: number, one: string, other: string): string =>
  `${figure.format(n)} ${plural(n, one, other)}`;
