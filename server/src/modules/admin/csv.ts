/**
 * CSV as Excel in pt-BR opens it: UTF-8 with a BOM, `;` between fields, CRLF, decimal commas,
 * dd/mm/aaaa dates in São Paulo time.
 */
export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
const EOL = '\r\n';

export type Cell = string | number | null | undefined;

/** A spreadsheet runs a cell starting with one of these as a formula; people's text never does. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text from people: neutralised if it would start a formula, quoted when it must be. */
export function textCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function quote(cell: string): string {
  return /[;"\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** One CSV line with its CRLF. Numbers are written as they come (integers). */
export function csvLine(cells: Cell[]): string {
  return (
    cells.map((c) => quote(c === null || c === undefined ? '' : String(c))).join(SEPARATOR) + EOL
  );
}

/** Reais with two decimals and a decimal comma, no thousands separator: 1234.5 → "1234,50". */
export function money(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return value.toFixed(2).replace('.', ',');
}

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** dd/mm/aaaa in São Paulo. */
export const ptDate = (d: Date) => dateFormat.format(d);
/** dd/mm/aaaa hh:mm in São Paulo. */
export const ptDateTime = (d: Date) => `${dateFormat.format(d)} ${timeFormat.format(d)}`;
/** An ISO day (aaaa-mm-dd) as dd/mm/aaaa. */
export const ptDay = (day: string) => day.split('-').reverse().join('/');
