import Dexie, { type EntityTable } from 'dexie';

/** Small facts about the cache itself; `owner` says whose data the cache holds. */
export interface MetaRow {
  key: 'owner';
  lastUserId: string;
}

/**
 * The one IndexedDB database of the app (DESIGN §7). Later releases add catalogues, demands,
 * conversations, messages and notifications as new versions of this schema.
 * Personal documents (CPF, CNPJ, addresses) never go in here.
 */
export class AlinhavoDb extends Dexie {
  meta!: EntityTable<MetaRow, 'key'>;

  constructor() {
    super('alinhavo');
    this.version(1).stores({ meta: 'key' });
  }
}

export const db = new AlinhavoDb();

/**
 * Spec §4 Session: data left by another user (or orphaned) is wiped before this user's is read.
 */
export async function claimDbFor(userId: string): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const owner = await db.meta.get('owner');
    if (owner?.lastUserId === userId) return;
    await Promise.all(db.tables.map((table) => table.clear()));
    await db.meta.put({ key: 'owner', lastUserId: userId });
  });
}

/** Logout empties the cache completely. */
export async function deleteDb(): Promise<void> {
  // Keep auto-open so the next login on this page can use the database again.
  await db.delete({ disableAutoOpen: false });
}
