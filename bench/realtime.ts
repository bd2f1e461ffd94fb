/**
 * Realtime bench: sockets spread over two instances joined by Redis, each socket's person sending
 * one message a second to a partner connected to the other instance, over the socket as the app
 * does; delivery latency (POST sent → event received by the partner's socket) p50/p99
 * and lost deliveries. Target here: p99 ≤ 100 ms, zero lost. Needs DATABASE_URL and REDIS_URL.
 * REALTIME_SOCKETS (default 1000, one per person) and REALTIME_SECONDS (default 60) scale it;
 * REALTIME_SEND=http sends through POST /conversations/{id}/messages/ instead of the socket.
 * Never part of `npm test`.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { codeFrom, startSmtpCapture } from '../tests/support/smtp-capture';
import { startServer } from '../tests/support/server';
import { scratchDatabase } from './support/scratch-database';

const baseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!baseUrl || !redisUrl) {
  console.log('bench/realtime: pulado — defina DATABASE_URL e REDIS_URL (duas instâncias).');
  process.exit(0);
}
const SOCKETS = Number(process.env.REALTIME_SOCKETS ?? 1000);
const SECONDS = Number(process.env.REALTIME_SECONDS ?? 60);
/** How messages are sent: over the socket, as the app does when connected, or by HTTP. */
const VIA = process.env.REALTIME_SEND === 'http' ? 'http' : 'socket';
const PEOPLE = Math.max(2, SOCKETS - (SOCKETS % 2));
const PASSWORD = 'senha-bench-1';

const scratch = await scratchDatabase(baseUrl, { prefix: 'alinhavo_rt' });
const smtp = await startSmtpCapture();
const env = {
  SMTP_URL: smtp.url,
  DATABASE_URL: scratch.url,
  REDIS_URL: redisUrl,
  RATE_LIMIT_PER_MINUTE: '100000000',
  TRUST_PROXY: 'true',
  // Both instances must sign and check tokens with the same key.
  JWT_SECRET: crypto.randomBytes(32).toString('hex'),
};
const a = await startServer(env);
const b = await startServer(env);
const sockets: Socket[] = [];
try {
  const post = async <T>(
    base: string,
    path: string,
    body: unknown,
    token?: string,
    ip?: string,
  ) => {
    const res = await fetch(`${base}/api/v1${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(ip ? { 'x-forwarded-for': ip } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data: T } };
  };

  // One real account gives the password hash; the others are copies made in SQL (fast).
  const first = `rt.0.${Date.now()}@bench.local`;
  await post(a.url, '/user/register/', {
    email: first,
    password: PASSWORD,
    password2: PASSWORD,
    user_type: 'CLIENTE',
  });
  await post(a.url, '/user/email-verification-codes/verify/', {
    email: first,
    code: codeFrom(await smtp.waitFor(first)),
  });
  const db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
  await db.query(
    // Providers approved: each client starts its conversation as from provider search
    // (DESIGN §9.11).
    `insert into users (email, password_hash, user_type, is_email_verified, full_name, approval_status)
     select 'rt.' || g || '@bench.local', (select password_hash from users where email = $1),
       case when g % 2 = 0 then 'CLIENTE' else 'PROFISSIONAL' end, true, 'Pessoa ' || g,
       case when g % 2 = 0 then 'PENDING' else 'APPROVED' end
     from generate_series(1, $2::int) g`,
    [first, PEOPLE],
  );
  await db.end();

  const ipOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const people: Array<{ id: string; token: string }> = [];
  for (let i = 1; i <= PEOPLE; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, PEOPLE - i + 1) }, (_, k) =>
        post<{ user: { id: string }; token: { access: string } }>(
          a.url,
          '/user/login/',
          { email: `rt.${i + k}@bench.local`, password: PASSWORD },
          undefined,
          ipOf(i + k),
        ),
      ),
    );
    for (const r of batch)
      people.push({ id: r.body.data.user.id, token: r.body.data.token.access });
  }

  // Pairs talk in one conversation each; partners sit on different instances (i even on A).
  const conversationOf: string[] = [];
  for (let i = 0; i < people.length; i += 2) {
    const [p, q] = [people[i]!, people[i + 1]!];
    // q is the client (even g), p the approved provider.
    const r = await post<{ conversation: { id: string } }>(
      a.url,
      '/conversations/',
      { participant_ids: [p.id] },
      q.token,
    );
    conversationOf[i] = conversationOf[i + 1] = r.body.data.conversation.id;
  }
  const sent = new Map<string, number>();
  const latencies: number[] = [];
  /** (arrival, latency) pairs: the worst second shows whether a tail is steady or one stall. */
  const timeline: Array<[number, number]> = [];
  let received = 0;
  const instanceOf = (i: number) => (i % 2 === 0 ? a.url : b.url);
  const socketOf: Socket[] = [];
  await Promise.all(
    people.map(
      (p, i) =>
        new Promise<void>((resolve, reject) => {
          const base = instanceOf(i);
          const s = io(base, {
            path: '/socket.io',
            transports: ['websocket'],
            auth: { token: p.token },
          });
          sockets.push(s);
          socketOf[i] = s;
          s.on('message:created', (m: { client_id: string | null; sender_id: string }) => {
            if (m.sender_id === p.id || !m.client_id) return;
            const at = sent.get(m.client_id);
            if (at === undefined) return;
            received += 1;
            const now = performance.now();
            latencies.push(now - at);
            timeline.push([now, now - at]);
          });
          s.once('connect', () => resolve());
          s.once('connect_error', reject);
        }),
    ),
  );
  console.log(
    `${sockets.length} sockets (${people.length / 2} conversas, cada par em instâncias diferentes); ${SECONDS} s, 1 mensagem/s por socket, envio por ${VIA === 'http' ? 'HTTP' : 'socket'}`,
  );

  // Warm-up, not measured: every socket sends once over ~3 s, so both instances have compiled
  // their send and delivery paths and opened their database connections (instance B served no
  // request during the set-up above). Reported apart.
  const warmStart = performance.now();
  let warmWorst = 0;
  await Promise.all(
    people.map(async (p, i) => {
      await new Promise((r) => setTimeout(r, (i / people.length) * 3000));
      const at = performance.now();
      await new Promise<void>((resolve) =>
        socketOf[i]!.timeout(30_000).emit(
          'message:send',
          {
            conversation_id: conversationOf[i]!,
            content: 'aquecimento',
            client_id: crypto.randomUUID(),
          },
          () => resolve(),
        ),
      );
      warmWorst = Math.max(warmWorst, performance.now() - at);
    }),
  );
  console.log(
    `aquecimento (não medido): 1 mensagem por socket em ${Math.round(performance.now() - warmStart)} ms; pior confirmação ${Math.round(warmWorst)} ms`,
  );
  await new Promise((r) => setTimeout(r, 1000));

  let posted = 0;
  let failed = 0;
  // Each person sends once a second at their own offset, as people do (not all at once).
  const started = performance.now();
  await Promise.all(
    people.map(async (p, i) => {
      const base = instanceOf(i);
      for (let second = 0; second < SECONDS; second++) {
        const due = started + second * 1000 + (i / people.length) * 1000;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const clientId = crypto.randomUUID();
        const body = { content: `mensagem ${second}`, client_id: clientId };
        sent.set(clientId, performance.now());
        const stored =
          VIA === 'http'
            ? (await post(base, `/conversations/${conversationOf[i]}/messages/`, body, p.token))
                .status === 201
            : await new Promise<boolean>((resolve) =>
                socketOf[i]!.timeout(30_000).emit(
                  'message:send',
                  { ...body, conversation_id: conversationOf[i]! },
                  (err: unknown, answer: { ok: boolean }) => resolve(!err && answer.ok),
                ),
              );
        if (stored) posted += 1;
        else failed += 1;
      }
    }),
  );
  await new Promise((r) => setTimeout(r, 2000));
  const worstBySecond = new Map<number, number>();
  for (const [at, ms] of timeline) {
    const second = Math.floor((at - started) / 1000);
    worstBySecond.set(second, Math.max(worstBySecond.get(second) ?? 0, ms));
  }
  const slowSeconds = [...worstBySecond].filter(([, ms]) => ms > 100).length;
  latencies.sort((x, y) => x - y);
  const pct = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  const expected = posted; // the partner's socket, on the other instance
  console.log(
    `enviadas ${posted} (falhas ${failed}); entregas ${received} de ${expected} (perdidas ${expected - received}); latência p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms, máx ${pct(1)} ms`,
  );
  console.log(
    `segundos com alguma entrega acima de 100 ms: ${slowSeconds} de ${worstBySecond.size}; pior por segundo: ${[...worstBySecond.values()].map((ms) => Math.round(ms)).join(' ')}`,
  );
} finally {
  for (const s of sockets) s.disconnect();
  await a.stop();
  await b.stop();
  await smtp.close();
  await scratch.drop();
}
