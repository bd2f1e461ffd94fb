import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { serverEventSchemas } from '@alinhavo/shared/realtime/events';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { aDemand, aVerifiedUser, type BuiltUser } from '@alinhavo/test-support/builders';
import type { TestContext } from './app';
import { testApi } from './api';
import { eventually } from './eventually';
import { connectedSocket } from './sockets';

export type Heard = { name: string; payload: unknown };

/** What one person's socket heard, and the names of events whose payload broke their schema. */
export interface Inbox {
  person: BuiltUser;
  heard: Heard[];
  invalid: string[];
}

/**
 * Each person's socket keeps what it heard; every payload is checked against the
 * shared schema of its event, and a pushed row is compared with what GET answers that person.
 */
export function demandInboxes(ctx: TestContext, base: string, sockets: Socket[]) {
  const api = () => testApi(ctx.app);

  async function listening(person: BuiltUser): Promise<Inbox> {
    const socket = await connectedSocket(base, person.access, sockets);
    const inbox: Inbox = { person, heard: [], invalid: [] };
    socket.onAny((name: string, payload: unknown) => {
      const schema = serverEventSchemas[name as keyof typeof serverEventSchemas];
      if (!schema?.safeParse(payload).success) inbox.invalid.push(name);
      inbox.heard.push({ name, payload });
    });
    return inbox;
  }

  const demandEvents = (inbox: Inbox, id: string) =>
    inbox.heard.filter(
      (h) =>
        (h.name === 'demand:changed' || h.name === 'demand:deleted') &&
        (h.payload as { id: string }).id === id,
    );

  /** The newest `demand:changed` of `id` the inbox heard, once one satisfies `ok`. */
  async function changedTo(inbox: Inbox, id: string, ok: (d: Demand) => boolean): Promise<Demand> {
    const found = await eventually(
      () =>
        inbox.heard
          .filter((h) => h.name === 'demand:changed' && (h.payload as Demand).id === id)
          .map((h) => h.payload as Demand)
          .at(-1),
      (d) => d !== undefined && ok(d),
    );
    return found as Demand;
  }

  /** Waits for `demand:deleted` of `id` and checks it was heard once, as `{ id }`. */
  async function deletedOnce(inbox: Inbox, id: string): Promise<void> {
    const of = () =>
      inbox.heard.filter(
        (h) => h.name === 'demand:deleted' && (h.payload as { id: string }).id === id,
      );
    await eventually(of, (list) => list.length > 0);
    expect(of().map((h) => h.payload)).toEqual([{ id }]);
  }

  const asSeenBy = async (person: BuiltUser, id: string) => {
    const res = await api().demands.get({ params: { id }, token: person.access });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  /** Each receiver's pushed row is the row GET answers that receiver. */
  async function expectEachSeesWhatGetAnswers(
    inboxes: Inbox[],
    id: string,
    ok: (d: Demand) => boolean,
  ) {
    for (const inbox of inboxes) {
      const pushed = await changedTo(inbox, id, ok);
      expect(pushed).toEqual(await asSeenBy(inbox.person, id));
    }
  }

  let barrier: Promise<BuiltUser> | undefined;
  const barrierClient = () => (barrier ??= aVerifiedUser(ctx, { type: 'CLIENTE' }));

  /**
   * Proves an outsider heard nothing about `id`: the same socket is made to hear a later event of
   * its own (a demand of theirs, or an interest of theirs), and the socket delivers in order.
   */
  async function expectNothingAbout(outsider: Inbox, id: string) {
    const own =
      outsider.person.user.user_type === 'CLIENTE'
        ? await aDemand(ctx, outsider.person)
        : await aDemand(ctx, await barrierClient());
    if (outsider.person.user.user_type === 'CLIENTE') {
      await api().demands.patch({
        params: { id: own },
        token: outsider.person.access,
        body: { title: 'Marca de ordem' },
      });
    } else {
      await api().demands.interest({ params: { id: own }, token: outsider.person.access });
    }
    await changedTo(outsider, own, () => true);
    expect(demandEvents(outsider, id)).toEqual([]);
    expect(outsider.invalid).toEqual([]);
  }

  return {
    listening,
    demandEvents,
    changedTo,
    deletedOnce,
    asSeenBy,
    expectEachSeesWhatGetAnswers,
    expectNothingAbout,
  };
}
