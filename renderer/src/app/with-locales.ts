/**
 * Zod's pt-BR default messages (shared/zod-locale) and dayjs's pt-BR dates (./dayjs-locale)
 * must be set before a schema first parses or a date is first formatted, and only code in lazy
 * chunks does either: the locales travel with those chunks instead of the entry. The downloads
 * start together; nothing renders before all have arrived.
 */
export function withLocales<T>(load: () => Promise<T>): Promise<T> {
  return Promise.all([
    import('@alinhavo/shared/zod-locale'),
    import('./dayjs-locale'),
    load(),
  ]).then(([, , loaded]) => loaded);
}
