import type { Socket } from 'socket.io-client';
import type { FichaContentInput } from '@alinhavo/shared/schemas/ficha';
import {
  aClient,
  aDemandWithCandidates,
  anApprovedProvider,
  aPendingProvider,
  theAdmin,
  type BuiltUser,
  type Person,
} from '@alinhavo/test-support/builders';
import { aFichaOn } from '@alinhavo/test-support/ficha';
import type { TestContext } from './app';
import { ok, testApi } from './api';
import { connectedSocket, listenLocally } from './sockets';

/** Who takes part, by the name each file calls them and the name on their profile. */
export interface PartyOptions<C extends string, P extends string, Q extends string> {
  /** Clients with a filled profile. */
  clients?: Record<C, string>;
  /** Providers approved by the admin. */
  providers?: Record<P, string>;
  /** Providers whose profile waits for the admin. */
  pending?: Record<Q, string>;
  /** Make the admin too (`parties.admin`). */
  admin?: boolean;
}

export interface DemandOptions {
  /** Providers who show interest, in this order. */
  candidates?: readonly Person[];
  /** The provider the owner chooses (a candidate first, if not among `candidates`). */
  chosen?: Person;
  /** A ficha técnica the owner saves before the choice (its grade becomes the quantity). */
  ficha?: FichaContentInput;
  /** The demand's own fields over `aDemandBody`'s (`amount`, `title`…). */
  fields?: Record<string, unknown>;
}

export interface DemandParties<C extends string, P extends string, Q extends string> {
  people: Record<C | P | Q, Person>;
  /** The admin, when asked for (`admin: true`). */
  admin: BuiltUser;
  /**
   * A demand of `owner` at the stage the test starts from: open, with candidates, with a ficha,
   * in progress with a chosen provider. Answers its id.
   */
  demand(owner: Person, o?: DemandOptions): Promise<string>;
  /** The app's `http://…` address: it listens on a local port from the first call. */
  url(): Promise<string>;
  /** A realtime socket of `who` on the app, once connected. */
  socket(who: { access: string }): Promise<Socket>;
  /** Closes the sockets opened here (before the app closes). */
  closeSockets(): void;
}

/**
 * The people of a demand's story — owners, providers (approved or not), the admin — and the
 * demand at the stage a test needs, with sockets to hear them: the setup the ficha, ficha model,
 * lot and quote files share.
 */
export async function demandParties<
  C extends string = never,
  P extends string = never,
  Q extends string = never,
>(ctx: TestContext, opts: PartyOptions<C, P, Q>): Promise<DemandParties<C, P, Q>> {
  const make = (
    names: Record<string, string> | undefined,
    build: (name: string) => Promise<Person>,
  ) => Object.entries(names ?? {}).map(async ([key, name]) => [key, await build(name)] as const);
  const people = Object.fromEntries(
    await Promise.all([
      ...make(opts.clients, (name) => aClient(ctx, { name })),
      ...make(opts.providers, (name) => anApprovedProvider(ctx, { name })),
      ...make(opts.pending, (name) => aPendingProvider(ctx, { name })),
    ]),
  ) as Record<C | P | Q, Person>;
  const admin = opts.admin ? await theAdmin(ctx) : undefined;

  let base: Promise<string> | undefined;
  const url = () => (base ??= listenLocally(ctx.app));
  const sockets: Socket[] = [];
  return {
    people,
    get admin(): BuiltUser {
      if (!admin) throw new Error('demandParties: ask for { admin: true }');
      return admin;
    },
    async demand(owner, o = {}) {
      const candidates = [...(o.candidates ?? [])];
      if (o.chosen && !candidates.includes(o.chosen)) candidates.push(o.chosen);
      const id = await aDemandWithCandidates(ctx, owner, candidates, o.fields);
      if (o.ficha) await aFichaOn(ctx, owner, id, { ficha: o.ficha });
      if (o.chosen)
        await ok(
          testApi(ctx.app).demands.patch({
            params: { id },
            token: owner.access,
            body: { chosen_professional_id: o.chosen.id },
          }),
        );
      return id;
    },
    url,
    async socket(who) {
      return connectedSocket(await url(), who.access, sockets);
    },
    closeSockets() {
      for (const s of sockets) s.close();
    },
  };
}
