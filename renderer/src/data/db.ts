import type {
  Availability,
  Machine,
  Service,
  ServiceArea,
  Specialty,
} from '@alinhavo/shared/schemas/catalogue';
import type { Conversation, Message } from '@alinhavo/shared/schemas/conversation';
import type { Demand, DemandSyncScope } from '@alinhavo/shared/schemas/demand';
import type { Municipio, State } from '@alinhavo/shared/schemas/geo';
import type { Notification } from '@alinhavo/shared/schemas/notification';
import type { ProfessionalSummary } from '@alinhavo/shared/api/demands';
import type { Lot, LotStepBody } from '@alinhavo/shared/schemas/lot';
import type { Ficha, FichaRevision } from '@alinhavo/shared/schemas/ficha';
import type { Rating } from '@alinhavo/shared/schemas/rating';
import type { ClientFigures, ClientReview } from '@alinhavo/shared/schemas/client-review';
import Dexie, { type EntityTable, type Table } from 'dexie';
import { resetSyncThrottle } from './sync-throttle';

/** Small facts about the cache itself; `owner` says whose data the cache holds. */
export interface MetaRow {
  key: 'owner';
  lastUserId: string;
}

/** A municipality kept with the IBGE id of its state, so one state's list is one index read. */
export interface MunicipioRow extends Municipio {
  stateId: number;
}

/** A demand as cached: without the owner's phone, which is never kept on the device. */
export type CachedDemand = Omit<Demand, 'user_cellphone'>;

/**
 * A provider as the client's screens show them (candidates, chosen professional): the profile
 * part of ProfessionalSummary. Their rating figures are a row of `ratingFigures`, so one pushed
 * rating moves every screen that shows them, their own dashboard included.
 */
/** A summary as the device keeps it: not the figures, the phone, nor a demand's distance. */
export type CachedProfessional = Omit<
  ProfessionalSummary,
  'rating_avg' | 'rating_count' | 'phone' | 'distance_km'
>;

/** A provider's average and count, as every screen shows them. */
export interface RatingFiguresRow {
  professional_id: string;
  rating_avg: number;
  rating_count: number;
  /**
   * Server time of the newest pushed figures the row reflects (null before any): a pushed change
   * read earlier than that is older news and is not applied.
   */
  as_of: string | null;
}

/**
 * The lists synced with updated_since: the two demand lists, the conversations, the
 * notifications, and the messages of each conversation opened on this device.
 */
export type SyncScope =
  | DemandSyncScope
  /** Meus Trabalhos: the provider's jobs, replaced by each answer of GET /demands/my-jobs/. */
  | 'jobs'
  | 'conversations'
  | 'notifications'
  | `messages:${string}`
  /** The reviews of one provider, replaced by each answer of GET /user/ratings/?professional=. */
  | `ratings:${string}`;

/** The row saying the device holds every review of a provider (their dashboard). */
export const ratingsScope = (professionalId: string): SyncScope => `ratings:${professionalId}`;

/** The cursor row of one conversation's messages. */
export const messagesScope = (conversationId: string): SyncScope => `messages:${conversationId}`;

/** Where one cached list stands: `serverTime` goes back as updated_since on the next sync. */
export interface SyncStateRow {
  scope: SyncScope;
  serverTime: string;
  /** When this device last heard from the server, shown when offline. */
  syncedAt: string;
  /** Notifications only: the Total / Não Lidas / Lidas of the last sync. */
  counters?: { total: number; unread: number; read: number };
  /**
   * Notifications, the client's own demands and the conversations: the device holds every row of
   * the list, so the list and its counters are counted here (and move at once with every
   * change); otherwise the counters are the server's (of the last sync, or of the page).
   */
  complete?: boolean;
}

/** A message written on this device and not yet stored by the server (DESIGN §7 outbox). */
export interface OutboxRow {
  seq?: number;
  clientId: string;
  conversationId: string;
  content: string;
  createdAt: string;
}

/**
 * A lot step recorded on this device and not yet stored by the server. It waits in
 * order; `conflict` is set when the server answered that the lot changed on the other side (the
 * step is shown, never applied over it), `refused` when it refused the step for another reason.
 */
export interface LotOutboxRow {
  seq?: number;
  clientId: string;
  demandId: string;
  lotId: string;
  body: LotStepBody;
  createdAt: string;
  conflict?: string;
  refused?: string;
}

/**
 * The one IndexedDB database of the app (DESIGN §7): public catalogues and geography, and the
 * signed-in user's demands, conversations, messages, notifications, the providers they deal with
 * and ratings (cleared when another user signs in, deleted on logout). Personal documents (CPF,
 * CNPJ, addresses, phones) never go in here.
 */
export class AlinhavoDb extends Dexie {
  meta!: EntityTable<MetaRow, 'key'>;
  services!: Table<Service, number>;
  serviceAreas!: Table<ServiceArea, number>;
  specialties!: Table<Specialty, number>;
  machines!: Table<Machine, number>;
  availabilities!: Table<Availability, number>;
  states!: Table<State, number>;
  municipios!: Table<MunicipioRow, number>;
  myDemands!: Table<CachedDemand, string>;
  opportunities!: Table<CachedDemand, string>;
  /** The provider's jobs and applications (Meus Trabalhos), as they see each demand. */
  jobs!: Table<CachedDemand, string>;
  syncState!: Table<SyncStateRow, SyncScope>;
  outbox!: Table<OutboxRow, number>;
  conversations!: Table<Conversation, string>;
  messages!: Table<Message, string>;
  notifications!: Table<Notification, string>;
  professionals!: Table<CachedProfessional, string>;
  ratingFigures!: Table<RatingFiguresRow, string>;
  /** Reviews: the provider's own (dashboard), or the ones the client wrote (Finalizar). */
  ratings!: Table<Rating, string>;
  /** Providers' reviews of clients (written by this provider, or about this client). */
  clientReviews!: Table<ClientReview, string>;
  /** A client's published averages, as opportunity cards and demand details show. */
  clientFigures!: Table<ClientFigures, string>;
  /** The lots of the demands this person follows, with their timelines. */
  lots!: Table<Lot, string>;
  lotOutbox!: Table<LotOutboxRow, number>;
  /**
   * The ficha técnica of each demand this person opened (as they read it), so it reads offline.
   * Only the garment's data: drawings are file ids, never personal documents.
   */
  fichas!: Table<Ficha, string>;
  /**
   * Past revisions of a ficha opened on this device (owner and chosen facção): a revision never
   * changes once made, so what was read once reads offline for good.
   */
  fichaRevisions!: Table<FichaRevision, [string, number]>;

  constructor() {
    super('alinhavo');
    this.version(1).stores({ meta: 'key' });
    // Version 2 only adds tables: what version 1 held stays as it was.
    this.version(2).stores({
      meta: 'key',
      services: 'id',
      serviceAreas: 'id',
      specialties: 'id',
      machines: 'id',
      availabilities: 'id',
      states: 'id',
      municipios: 'id, stateId',
    });
    // Version 3 adds the demand lists of DESIGN §7 (synced with updated_since).
    this.version(3).stores({
      myDemands: 'id, created_at',
      opportunities: 'id, created_at',
      syncState: 'scope',
    });
    // Version 4: messages written offline wait here, in order, until the server stores them.
    this.version(4).stores({ outbox: '++seq, clientId, conversationId' });
    // Version 5: conversations, messages and notifications, synced with updated_since like the
    // demands (syncState also holds 'conversations', 'notifications' and 'messages:{id}').
    this.version(5).stores({
      conversations: 'id, last_message_at',
      messages: 'id, [conversation_id+created_at]',
      notifications: 'id, created_at',
    });
    // Version 6: Meus Trabalhos reads the provider's jobs from the device too.
    this.version(6).stores({ jobs: 'id, created_at' });
    // Version 7: candidates, chosen professionals and ratings, read from the device;
    // reviews by provider (dashboard) and by demand (the client's own rating when finalizing).
    this.version(7).stores({
      professionals: 'id',
      ratingFigures: 'professional_id',
      ratings: 'id, professional, demand',
    });
    // Version 9 (8 is another change's): conversations carry their demand's title and
    // professionals whether they have a phone. Rows cached before lack them and an incremental
    // sync would not bring them again: the conversations' cursor goes (the next sync is a whole
    // one, the rows stay meanwhile) and the summaries go (asked again when a screen needs them).
    this.version(9)
      .stores({})
      .upgrade(async (tx) => {
        await tx.table('syncState').delete('conversations');
        await tx.table('professionals').clear();
      });
    // Version 10 (two-way reviews): reviews of clients and their averages.
    this.version(10).stores({
      clientReviews: 'id, client, professional, demand',
      clientFigures: 'client_id',
    });
    // Version 12 (lots; 10 is two-way reviews, 11 was left free):
    // production lots and the steps recorded offline, in order.
    this.version(12).stores({
      lots: 'id, demand_id',
      lotOutbox: '++seq, clientId, lotId, demandId',
    });
    // Version 13 (ficha técnica): one row per demand, as the person reads it.
    this.version(13).stores({ fichas: 'demand_id' });
    // Version 14: the ficha's past revisions read on this device, by demand and number.
    this.version(14).stores({ fichaRevisions: '[demand_id+revision], demand_id' });
  }
}

export const db = new AlinhavoDb();

/** Public reference data: the same for every user, so a change of user keeps it. */
const PUBLIC_TABLES = new Set([
  'services',
  'serviceAreas',
  'specialties',
  'machines',
  'availabilities',
  'states',
  'municipios',
]);

/**
 * Signed out on this page (logout, account deleted) and no one signed in since: the device keeps
 * nothing personal. An answer that was on its way when the person left (a sync started as the app
 * opened, on a slow or busy device) would otherwise write its rows into the emptied database, and
 * they would stay on the disk until the next sign-in. Public reference data is still kept.
 */
let signedOut = false;
db.use({
  stack: 'dbcore',
  name: 'nothing-personal-after-logout',
  create: (down) => ({
    ...down,
    table(name) {
      const table = down.table(name);
      if (PUBLIC_TABLES.has(name)) return table;
      return {
        ...table,
        mutate: (req) =>
          signedOut
            ? Promise.resolve({ numFailures: 0, failures: {}, results: [], lastResult: undefined })
            : table.mutate(req),
      };
    },
  }),
});

/** Tables refreshed from the API in this app start; emptied when the database is deleted. */
export const refreshedThisStart = new Map<string, Promise<void>>();

/**
 * Spec §4 Session: data left by another user (or orphaned) is wiped before this user's is read.
 */
export async function claimDbFor(userId: string): Promise<void> {
  signedOut = false;
  await db.transaction('rw', db.tables, async () => {
    const owner = await db.meta.get('owner');
    if (owner?.lastUserId === userId) return;
    const personal = db.tables.filter((table) => !PUBLIC_TABLES.has(table.name));
    await Promise.all(personal.map((table) => table.clear()));
    await db.meta.put({ key: 'owner', lastUserId: userId });
  });
}

/** What modules remember in memory about the device's rows, forgotten with the rows. */
const forgetters = new Set<() => void>();
export function forgetOnDelete(forget: () => void): void {
  forgetters.add(forget);
}

/**
 * Logout and account deletion: the cache is emptied completely, and what still arrives for the
 * person who left is not written (`signedOut`) until someone signs in.
 */
export async function forgetDevice(): Promise<void> {
  signedOut = true;
  await emptyDb();
}

/** Empties the cache completely (a fresh device: tests start each file with it). */
export async function deleteDb(): Promise<void> {
  signedOut = false;
  await emptyDb();
}

async function emptyDb(): Promise<void> {
  refreshedThisStart.clear();
  forgetters.forEach((forget) => forget());
  resetSyncThrottle();
  // Keep auto-open so the next login on this page can use the database again.
  await db.delete({ disableAutoOpen: false });
}
