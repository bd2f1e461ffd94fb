import type { DesktopApp, DesktopMachine } from './harness';

/**
 * Channels whose answer is the access token by contract (shared/src/ipc/channels.ts): the page
 * borrows it for one API call. Anywhere else, or kept, it is a leak; the refresh token is a leak
 * wherever it shows up.
 */
const ACCESS_TOKEN_CHANNELS = new Set(['session:access-token', 'session:refresh']);

/** What the page keeps: both storages, every IndexedDB record and the cookies it can read. */
async function pageStorage(app: DesktopApp): Promise<Record<string, string>> {
  const inPage = await app.page.evaluate(async () => {
    const dump = (storage: Storage) =>
      JSON.stringify(
        Array.from({ length: storage.length }, (_, i) => {
          const key = storage.key(i) ?? '';
          return [key, storage.getItem(key)];
        }),
      );
    const records: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error(name));
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const tx = db.transaction(store, 'readonly');
        const [keys, values] = await Promise.all(
          [tx.objectStore(store).getAllKeys(), tx.objectStore(store).getAll()].map(
            (request) =>
              new Promise<unknown>((resolve, reject) => {
                request.onsuccess = () => resolve(request.result);
                request.onerror = () => reject(request.error ?? new Error(store));
              }),
          ),
        );
        records.push(`${name}/${store}: ${JSON.stringify([keys, values])}`);
      }
      db.close();
    }
    return {
      localStorage: dump(localStorage),
      sessionStorage: dump(sessionStorage),
      indexedDB: records.join('\n'),
      'document.cookie': document.cookie,
    };
  });
  const cookies = await app.page.context().cookies();
  return { ...inPage, cookies: JSON.stringify(cookies) };
}

/** Where a token of the machine's main process shows up in the page; empty when nowhere. */
export async function tokenLeaks(app: DesktopApp, machine: DesktopMachine): Promise<string[]> {
  const { access, refresh } = machine.tokens;
  if (access.size === 0 || refresh.size === 0)
    throw new Error('o servidor ainda não emitiu tokens a este computador: nada a procurar');
  // A refresh token is `<session id>.<secret>`: the secret alone is as good as the whole.
  const refreshParts = [...refresh].flatMap((token) => [token, token.split('.').pop() ?? token]);
  const leaks: string[] = [];
  for (const [where, text] of Object.entries(await pageStorage(app))) {
    if ([...access].some((token) => text.includes(token))) leaks.push(`access token em ${where}`);
    if (refreshParts.some((token) => text.includes(token))) leaks.push(`refresh token em ${where}`);
  }
  for (const message of app.messages) {
    const text = JSON.stringify(message.value) ?? '';
    const where = `${message.kind} de ${message.channel}`;
    if (refreshParts.some((token) => text.includes(token))) leaks.push(`refresh token em ${where}`);
    if (
      !(message.kind === 'answer' && ACCESS_TOKEN_CHANNELS.has(message.channel)) &&
      [...access].some((token) => text.includes(token))
    )
      leaks.push(`access token em ${where}`);
  }
  return leaks;
}
