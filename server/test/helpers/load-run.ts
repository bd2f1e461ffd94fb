import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { REALTIME_PATH } from '@alinhavo/shared/realtime/names';
import { codeFrom, startSmtpCapture } from '@alinhavo/test-support/smtp-capture';
import { httpApi } from './api';
import { childServer, type ChildServer } from './child-server';
import { startNginx, type Nginx } from './nginx';

/**
 * Load with faults: two server instances on one PostgreSQL and one Redis behind nginx (the
 * shipped deploy/nginx/alinhavo.conf, run for real), `sockets` people connected through it in pairs (a client and an approved
 * provider talking in one conversation), each sending `messagesEach` messages with client_ids
 * the way the app does (over the socket when connected, else HTTP; kept in an outbox and sent
 * again with the same client_id until answered). Instance A is killed with SIGKILL mid-stream.
 * Each person's device behaves as the renderer's: pushed messages land in its copy by id, and
 * every (re)connection catches up with GET /conversations/sync/ and the changed threads'
 * /messages/sync/ from its cursors. Afterwards every receiver must hold each of its partner's
 * client_ids exactly once.
 */
export interface LoadRunOptions {
  databaseUrl: string;
  redisUrl: string;
  sockets: number;
  messagesEach: number;
  /** The stream's length: messages are spread over it (ms). */
  streamMs: number;
  log?: (line: string) => void;
}

export interface LoadRunResult {
  sockets: number;
  sent: number;
  /** Sends that got no answer and went again from the outbox. */
  resent: number;
  /** Partner messages each receiver should hold, summed. */
  expected: number;
  delivered: number;
  /** Client ids a receiver never got (first few), and how many in all. */
  lost: string[];
  lostCount: number;
  /** Of the lost, how many had a send with no answer before the one that was answered. */
  lostAfterResend: number;
  lostDetail: string[];
  /** Client ids stored more than once (different message ids). */
  duplicated: string[];
  /** Sockets that were on the killed instance and came back (on the other). */
  reconnected: number;
  /** Of the partner messages, how many came by push and how many only by the catch-up sync. */
  byPush: number;
  bySync: number;
  setupMs: number;
  runMs: number;
  /** Requests (and closed WebSockets) nginx sent to each instance, from its access log. */
  served: number[];
}

type WireMessage = {
  id: string;
  client_id: string | null;
  sender_id: string;
  conversation_id: string;
};

interface Person {
  id: string;
  token: string;
  conversation: string;
  partner: string;
  socket?: Socket;
  /** The device's copy of the thread: message id → client_id. */
  held: Map<string, string>;
  viaPush: Set<string>;
  conversationsCursor?: string;
  messagesCursor?: string;
  outbox: { clientId: string; content: string }[];
  reconnects: number;
  catchUpFailures: number;
}

const PASSWORD = 'senha-carga-1';

export async function loadRun(opts: LoadRunOptions): Promise<LoadRunResult> {
  const log = opts.log ?? (() => undefined);
  const t0 = Date.now();
  const smtp = await startSmtpCapture();
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'alinhavo-load-')));
  const servers: ChildServer[] = [];
  const people: Person[] = [];
  let proxy: Nginx | undefined;
  try {
    for (const dir of dirs) {
      const server = await childServer({
        DATA_DIR: dir,
        DATABASE_URL: opts.databaseUrl,
        REDIS_URL: opts.redisUrl,
        SMTP_URL: smtp.url,
        PASSWORD_HASH_COST: 'test',
        RATE_LIMIT_PER_MINUTE: '100000000',
        AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
        PASSWORD_IP_RATE_LIMIT_PER_MINUTE: '100000000',
        RENDERER_DIST: path.join(dir, 'no-renderer'),
        // nginx connects from 127.0.0.1, as in deploy/README.md.
        TRUST_PROXY: '127.0.0.1',
        // No JWT_SECRET: both instances use the one kept in PostgreSQL.
      });
      servers.push(server);
    }
    // A first (it migrates), then B.
    for (const s of servers) await s.start();
    const nginx = await startNginx({ upstreams: servers.map((s) => s.port) });
    proxy = nginx;
    const api = httpApi((url, init) => nginx.request(url, { ...init, timeoutMs: 15_000 }));
    /** The answer, or undefined when the request failed (an instance killed under it). */
    const answered = async <T>(request: Promise<T>): Promise<T | undefined> => {
      try {
        return await request;
      } catch {
        return undefined;
      }
    };

    // One account made as people make it gives the password hash; the others are copies in SQL.
    const tag = crypto.randomBytes(3).toString('hex');
    const first = `carga.${tag}.0@exemplo.com.br`;
    await answered(
      api.auth.register({
        body: { email: first, password: PASSWORD, password2: PASSWORD, user_type: 'CLIENTE' },
      }),
    );
    await answered(
      api.auth.verifyEmail({ body: { email: first, code: codeFrom(await smtp.waitFor(first)) } }),
    );
    const pairs = Math.max(1, Math.floor(opts.sockets / 2));
    const db = new pg.Client({ connectionString: opts.databaseUrl });
    await db.connect();
    try {
      // Even: clients; odd: approved providers, so a client starts the conversation as from
      // provider search (DESIGN §9.11).
      await db.query(
        `insert into users (email, password_hash, user_type, is_email_verified, full_name, approval_status)
         select 'carga.${tag}.' || g || '@exemplo.com.br', (select password_hash from users where email = $1),
           case when g % 2 = 0 then 'CLIENTE' else 'PROFISSIONAL' end, true, 'Pessoa ' || g,
           case when g % 2 = 0 then 'PENDING' else 'APPROVED' end
         from generate_series(1, $2::int) g`,
        [first, pairs * 2],
      );
    } finally {
      await db.end();
    }
    const logins: { id: string; token: string }[] = [];
    for (let g = 1; g <= pairs * 2; g += 25) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(25, pairs * 2 - g + 1) }, (_, k) =>
          answered(
            api.auth.login({
              body: { email: `carga.${tag}.${g + k}@exemplo.com.br`, password: PASSWORD },
            }),
          ),
        ),
      );
      for (const r of batch) {
        if (r?.status !== 200) throw new Error(`login falhou: ${JSON.stringify(r)}`);
        logins.push({ id: r.body.data.user.id, token: r.body.data.token.access });
      }
    }
    for (let i = 0; i < logins.length; i += 2) {
      const provider = logins[i] as { id: string; token: string };
      const client = logins[i + 1] as { id: string; token: string };
      const started = await answered(
        api.conversations.start({ token: client.token, body: { participant_ids: [provider.id] } }),
      );
      if (started?.status !== 201 && started?.status !== 200)
        throw new Error(`conversa falhou: ${JSON.stringify(started)}`);
      const conversation = started.body.data.conversation.id;
      for (const [me, other] of [
        [client, provider],
        [provider, client],
      ] as const)
        people.push({
          ...me,
          conversation,
          partner: other.id,
          held: new Map(),
          viaPush: new Set(),
          outbox: [],
          reconnects: 0,
          catchUpFailures: 0,
        });
    }

    /** The renderer's catch-up after a (re)connection: changed conversations, then their threads. */
    const catchUp = async (p: Person) => {
      const q = (cursor: string | undefined) => (cursor ? { updated_since: cursor } : {});
      const list = await answered(
        api.conversations.sync({ token: p.token, query: q(p.conversationsCursor) }),
      );
      if (list?.status !== 200) {
        p.catchUpFailures += 1;
        return false;
      }
      p.conversationsCursor = list.body.data.server_time;
      if (!list.body.data.conversations.some((c) => c.id === p.conversation)) return true;
      const thread = await answered(
        api.conversations.messagesSync({
          params: { id: p.conversation },
          token: p.token,
          query: q(p.messagesCursor),
        }),
      );
      if (thread?.status !== 200) {
        p.catchUpFailures += 1;
        return false;
      }
      // A reset replaces the thread with its newest page on the device; nothing is deleted in
      // this run, so what the device ever held is what it received.
      for (const m of thread.body.data.messages) if (m.client_id) p.held.set(m.id, m.client_id);
      p.messagesCursor = thread.body.data.server_time;
      return true;
    };

    let resent = 0;
    const retried = new Set<string>();
    let sent = 0;
    /** The outbox: oldest first, each until the server answers; the same client_id each time. */
    const flush = async (p: Person) => {
      while (p.outbox.length > 0) {
        const m = p.outbox[0] as { clientId: string; content: string };
        const s = p.socket;
        let ok: boolean;
        if (s?.connected) {
          ok = await new Promise<boolean>((resolve) =>
            s
              .timeout(5_000)
              .emit(
                'message:send',
                { conversation_id: p.conversation, content: m.content, client_id: m.clientId },
                (err: unknown, answer: { ok: boolean }) => resolve(!err && answer.ok),
              ),
          );
        } else {
          const r = await answered(
            api.conversations.send({
              params: { id: p.conversation },
              token: p.token,
              body: { content: m.content, client_id: m.clientId },
            }),
          );
          ok = r?.status === 201 || r?.status === 200;
        }
        if (!ok) {
          resent += 1;
          retried.add(m.clientId);
          return;
        }
        p.outbox.shift();
      }
    };
    const flushing = new Map<Person, Promise<void>>();
    const kick = (p: Person) => {
      if (flushing.has(p)) return;
      const run = flush(p).finally(() => flushing.delete(p));
      flushing.set(p, run);
    };

    await Promise.all(
      people.map(
        (p) =>
          new Promise<void>((resolve, reject) => {
            const s = io(nginx.url, {
              path: REALTIME_PATH,
              transports: ['websocket'],
              ca: nginx.ca,
              auth: { token: p.token },
              // The renderer's: 1 s, up to 5 s, with socket.io's jitter.
              reconnectionDelay: 1000,
              reconnectionDelayMax: 5000,
            });
            p.socket = s;
            let connects = 0;
            s.on('message:created', (m: WireMessage) => {
              if (m.conversation_id !== p.conversation || !m.client_id) return;
              p.held.set(m.id, m.client_id);
              if (m.sender_id === p.partner) p.viaPush.add(m.client_id);
            });
            s.on('connect', () => {
              connects += 1;
              if (connects > 1) p.reconnects += 1;
              const caughtUp = catchUp(p).then(() => kick(p));
              if (connects === 1) void caughtUp.then(() => resolve());
            });
            s.once('connect_error', (err) => {
              if (connects === 0) reject(err);
            });
          }),
      ),
    );
    const setupMs = Date.now() - t0;
    log(`${people.length} sockets conectados em ${setupMs} ms`);

    // The stream: each person's messages spread over streamMs; A dies at 40 % of it.
    const started = Date.now();
    const killAt = started + opts.streamMs * 0.4;
    const killing = (async () => {
      await new Promise((r) => setTimeout(r, killAt - Date.now()));
      await servers[0]?.kill();
      log('instância A morta (SIGKILL)');
    })();
    const expected = new Map<string, Set<string>>(); // receiver id → partner client ids
    await Promise.all(
      people.map(async (p, i) => {
        for (let k = 0; k < opts.messagesEach; k++) {
          const due =
            started + ((k + i / people.length) * opts.streamMs) / Math.max(1, opts.messagesEach);
          const wait = due - Date.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          const clientId = `carga-${i}-${k}-${crypto.randomBytes(3).toString('hex')}`;
          p.outbox.push({ clientId, content: `mensagem ${k} de ${i}` });
          sent += 1;
          const mine = expected.get(p.partner) ?? new Set<string>();
          mine.add(clientId);
          expected.set(p.partner, mine);
          kick(p);
        }
      }),
    );
    await killing;
    // Outboxes empty (sockets on A come back on B and send again), then the pushes settle.
    const deadline = Date.now() + 45_000;
    while (
      Date.now() < deadline &&
      people.some((p) => p.outbox.length > 0 || !p.socket?.connected)
    ) {
      for (const p of people) if (p.outbox.length > 0) kick(p);
      await new Promise((r) => setTimeout(r, 250));
    }
    await Promise.all(flushing.values());
    const complete = () =>
      people.every((p) => {
        const want = expected.get(p.id) ?? new Set<string>();
        const have = new Set(p.held.values());
        return [...want].every((c) => have.has(c));
      });
    const settle = Date.now() + 5_000;
    while (Date.now() < settle && !complete()) await new Promise((r) => setTimeout(r, 100));

    let delivered = 0;
    let byPush = 0;
    let total = 0;
    const lost: string[] = [];
    const duplicated: string[] = [];
    const lostDetail: string[] = [];
    for (const p of people) {
      const want = expected.get(p.id) ?? new Set<string>();
      total += want.size;
      const counts = new Map<string, number>();
      for (const cid of p.held.values()) counts.set(cid, (counts.get(cid) ?? 0) + 1);
      for (const cid of want) {
        const n = counts.get(cid) ?? 0;
        if (n === 0) {
          lost.push(cid);
          if (lostDetail.length < 5)
            lostDetail.push(
              `${cid}: reenviada ${retried.has(cid)}, receptor reconectou ${p.reconnects}x, ` +
                `sincronizações falhas ${p.catchUpFailures}`,
            );
        } else {
          delivered += 1;
          if (p.viaPush.has(cid)) byPush += 1;
        }
        if (n > 1) duplicated.push(cid);
      }
    }
    return {
      sockets: people.length,
      sent,
      resent,
      expected: total,
      delivered,
      lost: lost.slice(0, 10),
      lostCount: lost.length,
      lostAfterResend: lost.filter((c) => retried.has(c)).length,
      lostDetail,
      duplicated,
      reconnected: people.filter((p) => p.reconnects > 0).length,
      byPush,
      bySync: delivered - byPush,
      setupMs,
      runMs: Date.now() - started,
      served: nginx.served(),
    };
  } catch (err) {
    throw new Error(
      `${err instanceof Error ? err.message : String(err)}\n${servers.map((s) => s.output()).join('\n')}`,
      { cause: err },
    );
  } finally {
    for (const p of people) p.socket?.disconnect();
    await proxy?.close();
    for (const s of servers) await s.stop();
    await smtp.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}
