import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailJobs } from '../src/db/schema';
import { startTestApp, type TestContext } from './helpers/app';
import { testApi } from './helpers/api';
import {
  aClient,
  aDemandWithCandidates,
  anApprovedProvider,
} from '@alinhavo/test-support/builders';

let ctx: TestContext;
let nowMs = Date.parse('2026-05-04T15:00:00Z');
/** The next sends of this subject fail, as an SMTP server answering 421 would make them. */
const failing = new Map<string, number>();

beforeAll(async () => {
  ctx = await startTestApp(
    {},
    {
      emailClock: () => new Date(nowMs),
      wrapMailer: (real) => ({
        async send(message) {
          const left = failing.get(message.subject) ?? 0;
          if (left > 0) {
            failing.set(message.subject, left - 1);
            throw new Error('421 4.3.2 serviço indisponível, tente mais tarde');
          }
          await real.send(message);
        },
        close: () => real.close(),
      }),
    },
  );
});
afterAll(() => ctx.close());

describe('a failing send', () => {
  it('is retried with backoff while the action behind it succeeded at once', async () => {
    const client = await aClient(ctx);
    const provider = await anApprovedProvider(ctx, { name: 'Facção Teimosa' });
    const demandId = await aDemandWithCandidates(ctx, client, [provider], {
      title: 'Costura de 60 blazers',
    });
    const subject = 'Você foi escolhido para “Costura de 60 blazers”';
    failing.set(subject, 2);

    const chosen = await testApi(ctx.app).demands.patch({
      token: client.access,
      params: { id: demandId },
      body: { chosen_professional_id: provider.id },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.chosen_professional).toBe(provider.id);

    const job = async () => {
      const rows = await ctx.database.db
        .select()
        .from(emailJobs)
        .where(eq(emailJobs.userId, provider.id));
      return rows.find((r) => r.kind === 'selected');
    };
    const sent = () =>
      ctx.smtp.mails.filter((m) => m.to === provider.email && m.subject === subject);

    // The first try (woken by the enqueue) fails: back in 1 minute.
    await expectJob(job, { attempts: 1, status: 'pending' });
    expect((await job())?.runAfter.toISOString()).toBe('2026-05-04T15:01:00.000Z');
    expect((await job())?.lastError).toContain('421');

    nowMs += 59_000;
    await ctx.app.jobs.emails();
    expect((await job())?.attempts).toBe(1);

    nowMs = Date.parse('2026-05-04T15:01:00Z');
    await ctx.app.jobs.emails();
    const second = await job();
    expect(second).toMatchObject({ attempts: 2, status: 'pending' });
    // Twice as long after the second failure.
    expect(second?.runAfter.toISOString()).toBe('2026-05-04T15:03:00.000Z');
    expect(sent()).toHaveLength(0);

    nowMs = Date.parse('2026-05-04T15:03:00Z');
    await ctx.app.jobs.emails();
    expect(await job()).toMatchObject({ attempts: 3, status: 'sent' });
    expect(sent()).toHaveLength(1);
    // The log names the job, never the e-mail.
    const lines = ctx.logs.filter((l) => l.includes('nova tentativa'));
    expect(lines.length).toBe(2);
    for (const l of lines) expect(l).not.toContain('blazers');
  });
});

async function expectJob(
  read: () => Promise<{ attempts: number; status: string } | undefined>,
  want: { attempts: number; status: string },
) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const row = await read();
    if (row?.attempts === want.attempts && row.status === want.status) return;
    if (Date.now() > deadline) expect(row).toMatchObject(want);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
