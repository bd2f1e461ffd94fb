import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api/errors';
import { createOutboxRunner } from './outbox-runner';

interface Row {
  seq?: number;
  text: string;
}

const offline = () => new ApiError({ message: 'Sem conexão.' });
const sessionOver = () => new ApiError({ message: 'Sessão expirada.', status: 401 });
const refusal = () => new ApiError({ message: 'Recusada.', status: 400 });

/** An in-memory outbox and a server whose answer to each send the case decides. */
function outbox(answer: (row: Row) => ApiError | null, delays?: number[]) {
  const rows: Row[] = [];
  const sent: string[] = [];
  const attempts: string[] = [];
  const runner = createOutboxRunner<Row, { refused: string[] }>(
    {
      next: (after) => Promise.resolve(rows.find((r) => (r.seq ?? 0) > after)),
      begin: () => ({ refused: [] }),
      async send(row) {
        attempts.push(row.text);
        await Promise.resolve();
        const error = answer(row);
        if (error) throw error;
        sent.push(row.text);
        rows.splice(rows.indexOf(row), 1);
      },
      refuse(row, _error, run) {
        run.refused.push(row.text);
        rows.splice(rows.indexOf(row), 1);
        return Promise.resolve();
      },
    },
    delays,
  );
  let seq = 0;
  const queue = (...texts: string[]) => texts.forEach((text) => rows.push({ seq: ++seq, text }));
  return { runner, rows, sent, attempts, queue };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('outbox runner', () => {
  it('sends in order; a call during a run joins it, so each row goes once', async () => {
    const o = outbox(() => null);
    o.queue('a', 'b');
    const first = o.runner.flush();
    o.queue('c');
    const second = o.runner.flush();
    expect(second).toBe(first);
    await Promise.all([first, second]);
    expect(o.sent).toEqual(['a', 'b', 'c']);
    expect(o.attempts).toEqual(['a', 'b', 'c']);
  });

  it('a refusal leaves the row to its outbox and the run goes on', async () => {
    const o = outbox((row) => (row.text === 'b' ? refusal() : null));
    o.queue('a', 'b', 'c');
    const run = await o.runner.flush();
    expect(run.refused).toEqual(['b']);
    expect(o.sent).toEqual(['a', 'c']);
  });

  it('an ended session stops the run and keeps every row (none dropped as refused)', async () => {
    let signedIn = false;
    const o = outbox(() => (signedIn ? null : sessionOver()));
    o.queue('a', 'b');
    const run = await o.runner.flush();
    expect(run.refused).toEqual([]);
    expect(o.attempts).toEqual(['a']);
    expect(o.rows.map((r) => r.text)).toEqual(['a', 'b']);
    signedIn = true;
    await o.runner.flush();
    expect(o.sent).toEqual(['a', 'b']);
  });

  it('no answer stops the run; once started it tries again on its own with growing waits', async () => {
    vi.useFakeTimers();
    let up = false;
    const o = outbox(() => (up ? null : offline()), [1_000, 4_000]);
    o.queue('a', 'b');
    const stop = o.runner.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(o.attempts).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(999);
    expect(o.attempts).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(o.attempts).toEqual(['a', 'a']);
    // The second failure waits longer.
    await vi.advanceTimersByTimeAsync(3_999);
    expect(o.attempts).toEqual(['a', 'a']);
    up = true;
    await vi.advanceTimersByTimeAsync(1);
    expect(o.sent).toEqual(['a', 'b']);
    // Nothing left: no more tries.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(o.attempts).toEqual(['a', 'a', 'a', 'b']);
    stop();
  });

  it('the connection coming back sends at once; a stopped runner schedules nothing', async () => {
    vi.useFakeTimers();
    let up = false;
    const o = outbox(() => (up ? null : offline()), [1_000]);
    o.queue('a');
    const stop = o.runner.start();
    await vi.advanceTimersByTimeAsync(0);
    up = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(o.sent).toEqual(['a']);
    stop();

    up = false;
    o.queue('b');
    await o.runner.flush();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(o.attempts).toEqual(['a', 'a', 'b']);
  });
});
