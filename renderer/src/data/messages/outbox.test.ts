import type { InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aMessage } from '../../test/messages-kit';
import { fail, fakeServer, ok } from '../../test/fake-server';
import { api } from '../api';
import { db, deleteDb } from '../db';
import { ApiError } from '../api/errors';
import type * as realtime from '../realtime/realtime';
import { sendOverSocket } from '../realtime/realtime';
import { flushOutbox, queueMessage } from './outbox';

// No socket unless a case connects one: sends go by HTTP.
vi.mock('../realtime/realtime', async (original) => ({
  ...(await original<typeof realtime>()),
  sendOverSocket: vi.fn(() => undefined),
}));

const CONV = '00000000-0000-4000-8000-000000000077';

/** A server that stores each client_id once, like ours, and can drop the answer or the line. */
function server() {
  const stored = new Map<string, string>();
  const attempts: string[] = [];
  let mode: 'up' | 'offline' | 'answer-lost' = 'up';
  const adapter = fakeServer({
    [`POST /conversations/${CONV}/messages/`]: (config: InternalAxiosRequestConfig) => {
      const body = JSON.parse(String(config.data)) as { content: string; client_id: string };
      attempts.push(body.client_id);
      if (mode === 'offline') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
      if (!stored.has(body.client_id)) stored.set(body.client_id, body.content);
      if (mode === 'answer-lost') {
        mode = 'up';
        throw new AxiosError('Network Error', 'ERR_NETWORK', config);
      }
      return ok(aMessage(stored.size, { content: body.content, client_id: body.client_id }));
    },
  });
  api.http.defaults.adapter = adapter;
  return {
    stored,
    attempts,
    set: (m: typeof mode) => (mode = m),
  };
}

beforeEach(async () => {
  vi.mocked(sendOverSocket).mockReset();
  await deleteDb();
});

describe('outbox (messages written offline)', () => {
  it('keeps messages while offline and sends them once, in order, when the line returns', async () => {
    const s = server();
    s.set('offline');
    const first = await queueMessage(CONV, 'Primeira');
    const second = await queueMessage(CONV, 'Segunda');
    expect((await flushOutbox()).sent).toEqual([]);
    expect(await db.outbox.count()).toBe(2);

    s.set('up');
    const outcome = await flushOutbox();
    expect(outcome.sent.map((m) => m.content)).toEqual(['Primeira', 'Segunda']);
    expect([...s.stored.keys()]).toEqual([first.clientId, second.clientId]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a send whose answer was lost is retried with the same client_id: one stored message', async () => {
    const s = server();
    s.set('answer-lost');
    const row = await queueMessage(CONV, 'Chegou?');
    await flushOutbox();
    expect(await db.outbox.count()).toBe(1);
    await flushOutbox();
    expect(s.attempts).toEqual([row.clientId, row.clientId]);
    expect(s.stored.size).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a refused message leaves the outbox and is reported, the next one still goes', async () => {
    server();
    const adapter = api.http.defaults.adapter;
    let calls = 0;
    api.http.defaults.adapter = async (config) => {
      calls += 1;
      if (calls === 1)
        return fakeServer({
          [`POST /conversations/${CONV}/messages/`]: () => fail(404, 'Recurso não encontrado.'),
        })(config);
      return (adapter as (c: InternalAxiosRequestConfig) => Promise<never>)(config);
    };
    const refused = await queueMessage(CONV, 'Recusada');
    await queueMessage(CONV, 'Aceita');
    const outcome = await flushOutbox();
    expect([...outcome.refused]).toEqual([refused.clientId]);
    expect(outcome.sent.map((m) => m.content)).toEqual(['Aceita']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('with a socket connected, sends go over it (no HTTP); a refusal there is reported too', async () => {
    const s = server();
    vi.mocked(sendOverSocket).mockImplementation(({ content, client_id }) =>
      content === 'Recusada'
        ? Promise.reject(
            new ApiError({ status: 400, message: 'Escreva uma mensagem antes de enviar.' }),
          )
        : Promise.resolve({ message: aMessage(1, { content, client_id }), created: true }),
    );
    const refused = await queueMessage(CONV, 'Recusada');
    await queueMessage(CONV, 'Pelo socket');
    const outcome = await flushOutbox();
    expect(outcome.sent.map((m) => m.content)).toEqual(['Pelo socket']);
    expect([...outcome.refused]).toEqual([refused.clientId]);
    expect(s.attempts).toEqual([]);
    expect(vi.mocked(sendOverSocket).mock.calls.map(([p]) => p.conversation_id)).toEqual([
      CONV,
      CONV,
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('an ended session (401) keeps the message waiting instead of dropping it as refused', async () => {
    server();
    vi.mocked(sendOverSocket).mockImplementation(() =>
      Promise.reject(new ApiError({ status: 401, message: 'Sua sessão expirou.' })),
    );
    const row = await queueMessage(CONV, 'Depois do login');
    const outcome = await flushOutbox();
    expect(outcome.refused.has(row.clientId)).toBe(false);
    expect(await db.outbox.count()).toBe(1);
  });
});
