import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { API_PREFIX } from '@alinhavo/shared/api/contract';
import { httpApi, ok } from './api';
import { childServer } from './child-server';
import {
  aClient,
  anApprovedProvider,
  aDemandBody,
  aDemandWithCandidates,
  theAdmin,
  type Backend,
  type Person,
} from '@alinhavo/test-support/builders';
import { codeFrom, startSmtpCapture } from '@alinhavo/test-support/smtp-capture';
import { fetchTransport } from '@alinhavo/test-support/transport';

/**
 * "Crash durability": people write demands (with attached files), messages and Pix
 * payments through the API of a real server process while it is killed with SIGKILL at random
 * moments and started again on the same data. Afterwards every write the server answered 2xx
 * must be there, and nothing may be half-written.
 */
export interface CrashRunOptions {
  kills: number;
  /** PostgreSQL URL of a database of this run; unset = embedded PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Concurrent writers (default 4). */
  writers?: number;
  /**
   * How much a server lives: up to this many answered requests (random from 0), then 0–jitter
   * ms more, so the kill lands among requests in flight on a fast or a loaded machine alike.
   * Default 8 and 150; never more than 3 s.
   */
  life?: { answers: number; jitterMs: number };
  log?: (line: string) => void;
}

export interface CrashRunResult {
  kills: number;
  /** Of which while the server was booting. */
  bootKills: number;
  /** Writes answered 2xx (confirms: or 409 after an unanswered one that committed), by kind. */
  answered: Record<'demands' | 'files' | 'messages' | 'payments' | 'confirms', number>;
  /** Requests that got no answer (the server died under them). */
  unanswered: number;
  /** Answers other than 2xx, by status and route, e.g. '500 POST /demands/'. */
  otherAnswers: Record<string, number>;
  bootMs: number[];
  totalMs: number;
  /** Everything found wrong after the last crash; empty = durable. */
  problems: string[];
}

// The smallest bytes the upload accepts as a PNG: its signature is what the server judges.
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  crypto.randomBytes(200),
]);

export async function crashRun(opts: CrashRunOptions): Promise<CrashRunResult> {
  const t0 = Date.now();
  const log = opts.log ?? (() => undefined);
  const smtp = await startSmtpCapture();
  const env: Record<string, string> = {
    DATA_DIR: opts.dataDir,
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: 'admin@alinhavo.test',
    PASSWORD_HASH_COST: 'test',
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    PASSWORD_IP_RATE_LIMIT_PER_MINUTE: '1000000',
    RENDERER_DIST: path.join(opts.dataDir, 'no-renderer'),
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
  };
  const server = await childServer(env);
  const bootMs: number[] = [];
  const answered = { demands: 0, files: 0, messages: 0, payments: 0, confirms: 0 };
  const otherAnswers: Record<string, number> = {};
  let unanswered = 0;
  let kills = 0;
  let answers = 0;
  let bootKills = 0;
  try {
    bootMs.push(await server.start());
    const b: Backend = {
      api: fetchTransport(server.url),
      verificationCode: async (email) => codeFrom(await smtp.waitFor(email)),
      adminEmail: env.ADMIN_EMAIL ?? '',
    };
    /** The contract over HTTP to the server; every answer counts, refusals by route. */
    const api = httpApi(async (url, init) => {
      const { body, ...rest } = init;
      const res = await fetch(`${server.url}${url}`, {
        ...rest,
        ...(body === undefined
          ? {}
          : { body: typeof body === 'string' ? body : new Uint8Array(body) }),
        signal: AbortSignal.timeout(20_000),
      });
      const parsed: unknown = await res.json();
      answers += 1;
      if (res.status >= 300) {
        const route = url.slice(API_PREFIX.length).split('?')[0] ?? '';
        const key = `${res.status} ${init.method} ${route.replace(/[0-9a-f-]{36}/g, '{id}')}`;
        otherAnswers[key] = (otherAnswers[key] ?? 0) + 1;
      }
      return { status: res.status, json: <T>() => parsed as T };
    });
    const admin = await theAdmin(b);
    const clients = await Promise.all([aClient(b), aClient(b)]);
    const providers = await Promise.all([anApprovedProvider(b), anApprovedProvider(b)]);
    const conversations: { id: string; people: Person[] }[] = [];
    for (const client of clients) {
      const demand = await aDemandWithCandidates(b, client, providers);
      for (const provider of providers) {
        const started = await ok(
          api.conversations.start({
            token: client.access,
            body: { participant_ids: [provider.id], demand_id: demand },
          }),
        );
        conversations.push({ id: started.conversation.id, people: [client, provider] });
      }
    }

    /** One request of a writer: the answer, or undefined when the server died under it. */
    const sent = async <T>(request: Promise<T>): Promise<T | undefined> => {
      try {
        return await request;
      } catch {
        unanswered += 1;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 50));
        return undefined;
      }
    };

    // What the server promised (answered 2xx).
    const demands = new Map<string, { title: string; owner: string }>();
    const files = new Map<string, { demand: string; size: number }>();
    const messages = new Map<string, { clientId: string; conversation: string; sender: string }>();
    /** Sends with no answer, retried later with the same client_id, as a device does. */
    const unsent: { conversation: (typeof conversations)[number]; sender: Person; cid: string }[] =
      [];
    const payments = new Map<string, { user: string }>();
    const confirmed = new Set<string>();
    const pending: { id: string; user: string }[] = [];
    let seq = 0;

    const writeDemand = async (client: Person) => {
      const title = `Demanda de resistência ${++seq} ${crypto.randomBytes(3).toString('hex')}`;
      const res = await sent(
        api.demands.create({ token: client.access, body: aDemandBody({ title }) }),
      );
      if (res?.status !== 201) return;
      const id = res.body.data.id;
      demands.set(id, { title, owner: client.id });
      const n = 1 + Math.floor(Math.random() * 2);
      const photos = Array.from(
        { length: n },
        (_, i) => new File([PNG], `foto-${i}.png`, { type: 'image/png' }),
      );
      const up = await sent(
        api.files.upload({ token: client.access, body: { demand: id }, files: photos }),
      );
      if (up?.status !== 201) return;
      for (const f of up.body.data) files.set(f.id, { demand: id, size: f.size });
    };

    const writeMessage = async () => {
      const retry = Math.random() < 0.5 ? unsent.shift() : undefined;
      const conversation =
        retry?.conversation ?? conversations[Math.floor(Math.random() * conversations.length)];
      const sender = retry?.sender ?? conversation?.people[Math.floor(Math.random() * 2)];
      if (!conversation || !sender) return;
      const cid = retry?.cid ?? `crash-${++seq}-${crypto.randomBytes(4).toString('hex')}`;
      const res = await sent(
        api.conversations.send({
          params: { id: conversation.id },
          token: sender.access,
          body: { content: `mensagem ${cid}`, client_id: cid },
        }),
      );
      if (!res) unsent.push({ conversation, sender, cid });
      else if (res.status === 201 || res.status === 200)
        messages.set(res.body.data.id, {
          clientId: cid,
          conversation: conversation.id,
          sender: sender.id,
        });
    };

    const writePayment = async (provider: Person) => {
      const next = Math.random() < 0.6 ? pending.shift() : undefined;
      if (next) {
        const answer = await sent(
          api.adminPayments.confirmPayment({
            params: { id: next.id },
            token: admin.access,
            body: {},
          }),
        );
        // No answer: maybe confirmed, maybe not; asked again. A 409 then says an unanswered
        // confirm committed (nothing else decides these payments), so it must be approved too.
        if (answer && (answer.status < 300 || answer.status === 409)) confirmed.add(next.id);
        else if (!answer) pending.push(next);
        return;
      }
      const res = await sent(
        api.plans.checkout({ token: provider.access, body: { plan: 'monthly', method: 'pix' } }),
      );
      if (res && res.status < 300) {
        const id = res.body.data.id;
        // pix-manual answers the waiting payment again until it is decided.
        if (!payments.has(id)) pending.push({ id, user: provider.id });
        payments.set(id, { user: provider.id });
      }
    };

    let stopping = false;
    // Writers wait while the server is down or booting: what a kill cuts is what was in flight.
    let up: Promise<void> = Promise.resolve();
    let open = () => undefined as void;
    const writer = async (w: number) => {
      while (!stopping) {
        await up;
        const r = Math.random();
        if (r < 0.3) await writeDemand(clients[w % clients.length] as Person);
        else if (r < 0.7) await writeMessage();
        else await writePayment(providers[w % providers.length] as Person);
      }
    };
    const writing = Array.from({ length: opts.writers ?? 4 }, (_, w) => writer(w));

    const life = opts.life ?? { answers: 8, jitterMs: 150 };
    try {
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
      while (kills < opts.kills) {
        const enough = answers + Math.floor(Math.random() * (life.answers + 1));
        const longest = Date.now() + 3_000;
        while (answers < enough && Date.now() < longest) await sleep(10);
        await sleep(Math.random() * life.jitterMs);
        up = new Promise<void>((resolve) => (open = resolve));
        await server.kill();
        kills += 1;
        if (kills % 5 === 0)
          log(
            `${kills} quedas em ${Date.now() - t0} ms; últimos boots ${bootMs.slice(-5).join(' ')}`,
          );
        const booting = server.launch();
        // One restart in four dies again while it boots (opening the database, migrating,
        // seeding): a crash loop must not damage what the last life wrote.
        if (kills < opts.kills && Math.random() < 0.25) {
          const last = bootMs[bootMs.length - 1] ?? 1000;
          const outcome = await Promise.race([
            booting.then(
              (ms) => ({ ms }),
              (err: unknown) => ({ err }),
            ),
            sleep(Math.random() * last).then(() => undefined),
          ]);
          if (outcome === undefined) {
            await server.kill();
            await booting.catch(() => undefined);
            kills += 1;
            bootKills += 1;
            bootMs.push(await server.launch());
          } else if ('err' in outcome) throw outcome.err;
          else bootMs.push(outcome.ms);
        } else bootMs.push(await booting);
        open();
      }
    } finally {
      stopping = true;
      open();
      await Promise.all(writing);
    }
    // The last word is a crash too: the checks read what a SIGKILL left behind.
    await server.kill();

    const problems = await checkWhatIsLeft({
      databaseUrl: opts.databaseUrl,
      dataDir: opts.dataDir,
      demands,
      files,
      messages,
      payments,
      confirmed,
    });
    // And the server still starts on it.
    bootMs.push(await server.start());
    Object.assign(answered, {
      demands: demands.size,
      files: files.size,
      messages: messages.size,
      payments: payments.size,
      confirms: confirmed.size,
    });
    return {
      kills,
      bootKills,
      answered,
      unanswered,
      otherAnswers,
      bootMs,
      totalMs: Date.now() - t0,
      problems,
    };
  } catch (err) {
    throw new Error(`${err instanceof Error ? err.message : String(err)}\n${server.output()}`, {
      cause: err,
    });
  } finally {
    await server.stop();
    await smtp.close();
  }
}

type Rows = { rows: Record<string, unknown>[] };

async function checkWhatIsLeft(p: {
  databaseUrl: string | undefined;
  dataDir: string;
  demands: Map<string, { title: string; owner: string }>;
  files: Map<string, { demand: string; size: number }>;
  messages: Map<string, { clientId: string; conversation: string; sender: string }>;
  payments: Map<string, { user: string }>;
  confirmed: Set<string>;
}): Promise<string[]> {
  const problems: string[] = [];
  const database = await openDatabase({
    url: p.databaseUrl,
    dataDir: path.join(p.dataDir, 'pglite'),
  });
  try {
    const q = async (query: ReturnType<typeof sql>) => {
      const result: unknown = await database.db.execute(query);
      return (result as Rows).rows;
    };

    const demandRows = new Map(
      (await q(sql`select id, title, user_created from demands`)).map((r) => [String(r.id), r]),
    );
    for (const [id, d] of p.demands) {
      const row = demandRows.get(id);
      if (!row) problems.push(`demanda ${id} respondida 201 e perdida`);
      else if (row.title !== d.title || row.user_created !== d.owner)
        problems.push(`demanda ${id} com outro conteúdo`);
    }

    const uploads = path.join(p.dataDir, 'uploads', 'files');
    const fileRows = await q(sql`select id, demand_id, storage_name, size_bytes from demand_files`);
    const fileById = new Map(fileRows.map((r) => [String(r.id), r]));
    for (const [id, f] of p.files) {
      const row = fileById.get(id);
      if (!row) problems.push(`anexo ${id} respondido 201 e perdido`);
      else if (row.demand_id !== f.demand || Number(row.size_bytes) !== f.size)
        problems.push(`anexo ${id} com outro conteúdo`);
    }
    for (const row of fileRows) {
      const file = path.join(uploads, String(row.storage_name));
      const size = fs.existsSync(file) ? fs.statSync(file).size : -1;
      if (size !== Number(row.size_bytes))
        problems.push(
          `anexo ${String(row.id)}: linha sem os bytes (${size} de ${String(row.size_bytes)})`,
        );
    }

    const messageRows = new Map(
      (await q(sql`select id, client_id, conversation_id, sender_id from messages`)).map((r) => [
        String(r.id),
        r,
      ]),
    );
    for (const [id, m] of p.messages) {
      const row = messageRows.get(id);
      if (!row) problems.push(`mensagem ${m.clientId} respondida 201 e perdida`);
      else if (
        row.client_id !== m.clientId ||
        row.conversation_id !== m.conversation ||
        row.sender_id !== m.sender
      )
        problems.push(`mensagem ${m.clientId} com outro conteúdo`);
    }
    // One statement stores the message and moves its conversation: never one without the other.
    const unmoved = await q(sql`select m.client_id from messages m
      join conversations c on c.id = m.conversation_id
      where c.last_message_at is null or c.last_message_at < m.created_at
        or c.updated_at < m.created_at`);
    for (const r of unmoved)
      problems.push(
        `mensagem ${String(r.client_id)}: a conversa não a conta (last_message_at/updated_at)`,
      );
    const dup = await q(sql`select sender_id, client_id, count(*)::int as n from messages
      where client_id is not null group by 1, 2 having count(*) > 1`);
    for (const r of dup)
      problems.push(`mensagem ${String(r.client_id)} gravada ${String(r.n)} vezes`);

    const paymentRows = new Map(
      (
        await q(sql`select p.id, p.user_id, p.status, p.provider, p.pix_code,
          (select count(*)::int from subscriptions s where s.payment_id = p.id) as periods
          from payments p`)
      ).map((r) => [String(r.id), r]),
    );
    for (const [id, pay] of p.payments) {
      const row = paymentRows.get(id);
      if (!row) problems.push(`pagamento ${id} respondido e perdido`);
      else if (row.user_id !== pay.user) problems.push(`pagamento ${id} de outra pessoa`);
    }
    for (const id of p.confirmed) {
      const row = paymentRows.get(id);
      if (row && row.status !== 'approved')
        problems.push(`pagamento ${id} confirmado e ${String(row.status)}`);
    }
    for (const row of paymentRows.values()) {
      const id = String(row.id);
      if (row.status === 'approved' && row.periods !== 1)
        problems.push(`pagamento ${id} aprovado com ${String(row.periods)} períodos PRO`);
      if (row.status !== 'approved' && row.periods !== 0)
        problems.push(`pagamento ${id} ${String(row.status)} com período PRO`);
      if (row.status === 'pending' && row.provider === 'pix-manual' && !row.pix_code)
        problems.push(`pagamento ${id} pendente sem código Pix`);
    }
    const proUntil = await q(sql`select u.id from users u
      where u.pro_until is distinct from (select max(s.ends_at) from subscriptions s
        where s.user_id = u.id and s.revoked_at is null)`);
    for (const r of proUntil)
      problems.push(`conta ${String(r.id)}: pro_until não é o fim do último período`);
  } finally {
    await database.close();
  }
  return problems;
}
